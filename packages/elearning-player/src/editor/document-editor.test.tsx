import './test-dom';
import { type EditableBlock, serializeEditableDocument } from '@dementie/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { PlayerEditorProvider, usePlayerEditor } from './admin-mode';
import { EditableDocumentEditor } from './document-editor';
import type { DocumentTarget } from './document-target';
import { firstSaved, renderNl, slide } from './editor-test-render';
import { createFakeEditorBackend } from './test-backend';

const flipBack: DocumentTarget = { kind: 'FlipCardAnswer', id: 7, field: 'FlipCardAnswerContent' };

const blocks: EditableBlock[] = [
  { Kind: 'Text', Content: { highlighted: true, rteContent: 'Welkom bij de training.' } },
  { Kind: 'Tip', Content: { description: 'Neem de tijd.' } },
  { Kind: 'PointsSummery' },
];

/** The editor on the slide's three blocks above, saving to a fake backend that accepts. */
const renderBlocks = () =>
  renderNl(
    <EditableDocumentEditor
      value={serializeEditableDocument(blocks)}
      target={slide}
      backend={createFakeEditorBackend()}
    />,
  );

const blockTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('EditableDocumentEditor (spec 3 §6)', () => {
  it('shows every block with its fields, the points summary as a placeholder', async () => {
    const { container } = renderBlocks();
    expect(screen.getByRole('region', { name: 'Inhoud bewerken' })).toBeInTheDocument();
    expect(blockTitles()).toEqual(['Blok 1: Tekst', 'Blok 2: Tip', 'Blok 3: Puntenoverzicht']);
    expect(screen.getByRole('checkbox', { name: 'Opvallend tonen' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Tekst' })).toHaveTextContent('Welkom bij de training.');
    expect(screen.getByRole('textbox', { name: 'Tekst van de tip' })).toHaveValue('Neem de tijd.');
    expect(screen.getByText(/Hier komt het puntenoverzicht/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('moves blocks up and down; the first cannot go up, the last not down', async () => {
    const user = userEvent.setup();
    renderBlocks();
    const first = screen.getByRole('group', { name: 'Blok 1: Tekst' });
    expect(within(first).getByRole('button', { name: 'Omhoog' })).toBeDisabled();
    await user.click(within(first).getByRole('button', { name: 'Omlaag' }));
    expect(blockTitles()).toEqual(['Blok 1: Tip', 'Blok 2: Tekst', 'Blok 3: Puntenoverzicht']);
    const last = screen.getByRole('group', { name: 'Blok 3: Puntenoverzicht' });
    expect(within(last).getByRole('button', { name: 'Omlaag' })).toBeDisabled();
    await user.click(within(last).getByRole('button', { name: 'Omhoog' }));
    expect(blockTitles()).toEqual(['Blok 1: Tip', 'Blok 2: Puntenoverzicht', 'Blok 3: Tekst']);
  });

  it("deletes only after 'Weet je zeker dat je dit blok wilt verwijderen?'", async () => {
    const user = userEvent.setup();
    const { container } = renderBlocks();
    await user.click(
      within(screen.getByRole('group', { name: 'Blok 2: Tip' })).getByRole('button', {
        name: 'Verwijderen',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Blok verwijderen?' });
    expect(within(dialog).getByText('Weet je zeker dat je dit blok wilt verwijderen?')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(blockTitles()).toHaveLength(3);
    await user.click(
      within(screen.getByRole('group', { name: 'Blok 2: Tip' })).getByRole('button', {
        name: 'Verwijderen',
      }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
    expect(blockTitles()).toEqual(['Blok 1: Tekst', 'Blok 2: Puntenoverzicht']);
  });

  it('offers only the allowed kinds: a flip-card answer takes Text and Video, then no second media', async () => {
    const user = userEvent.setup();
    renderNl(<EditableDocumentEditor value="" target={flipBack} backend={createFakeEditorBackend()} />);
    expect(screen.getByText('Deze inhoud heeft nog geen blokken.')).toBeInTheDocument();
    const kinds = screen.getByRole('combobox', { name: 'Soort blok' });
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Video', 'Tekst']);
    await user.selectOptions(kinds, 'Video');
    await user.click(screen.getByRole('button', { name: 'Blok toevoegen' }));
    expect(blockTitles()).toEqual(['Blok 1: Video']);
  });

  it('rewrites a YouTube link to the embed form and saves the document with a revision', async () => {
    const user = userEvent.setup();
    const backend = createFakeEditorBackend();
    renderNl(<EditableDocumentEditor value="" target={slide} backend={backend} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Soort blok' }), 'Video');
    await user.click(screen.getByRole('button', { name: 'Blok toevoegen' }));
    await user.click(screen.getByRole('textbox', { name: /Link naar de video/ }));
    await user.paste('https://youtu.be/dQw4w9WgXcQ');
    // The field keeps what was pasted and says what will be saved; leaving it shows that form.
    const link = screen.getByRole('textbox', { name: /Link naar de video/ });
    expect(link).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
    expect(link).toHaveAccessibleDescription(
      'Wordt opgeslagen als: https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    // Leaving the field changes nothing on the screen (nothing moves under the pointer).
    await user.tab();
    expect(link).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
    expect(link).toHaveAccessibleDescription(
      'Wordt opgeslagen als: https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    // A video excludes an image in the same document.
    expect(
      within(screen.getByRole('combobox', { name: 'Soort blok' })).queryByRole('option', {
        name: 'Afbeelding',
      }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen.')).toBeInTheDocument();
    expect(backend.saved).toEqual([
      {
        targetKind: 'TeachingActivity',
        targetId: 111,
        field: 'SlideContent',
        content: serializeEditableDocument([
          { Kind: 'Video', Content: { url: 'https://www.youtube.com/embed/dQw4w9WgXcQ', autoplay: false } },
        ]),
      },
    ]);
  });

  it.each([
    [
      'typed key by key',
      async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
        await user.type(field, text);
      },
    ],
    [
      'pasted',
      async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
        await user.click(field);
        await user.paste(text);
      },
    ],
    [
      'filled in at once (autofill, drop)',
      async (_user: unknown, field: HTMLElement, text: string) => {
        fireEvent.change(field, { target: { value: text } });
      },
    ],
  ])('saves the same embed link whether the link is %s (decision 0051)', async (_how, enter) => {
    const user = userEvent.setup();
    const backend = createFakeEditorBackend();
    renderNl(<EditableDocumentEditor value="" target={slide} backend={backend} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Soort blok' }), 'Video');
    await user.click(screen.getByRole('button', { name: 'Blok toevoegen' }));
    const field = screen.getByRole('textbox', { name: /Link naar de video/ });
    await enter(user, field, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
    expect(field).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
    expect(field).toHaveAccessibleDescription(
      'Wordt opgeslagen als: https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen.')).toBeInTheDocument();
    expect(backend.saved.at(-1)?.content).toBe(
      serializeEditableDocument([
        { Kind: 'Video', Content: { url: 'https://www.youtube.com/embed/dQw4w9WgXcQ', autoplay: false } },
      ]),
    );
  });

  it('says which video links it takes and saves none of another host (spec 2 §2.8)', async () => {
    const user = userEvent.setup();
    const backend = createFakeEditorBackend();
    const { container } = renderNl(<EditableDocumentEditor value="" target={slide} backend={backend} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Soort blok' }), 'Video');
    await user.click(screen.getByRole('button', { name: 'Blok toevoegen' }));
    const field = screen.getByRole('textbox', { name: /Link naar de video/ });
    fireEvent.change(field, { target: { value: 'data:text/html,<script>alert(1)</script>' } });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const refusal = 'Deze link kan niet. Plak een link van YouTube, Vimeo of NPO.';
    // Said at the field (its description, for screen readers too) and beside the button.
    expect(field).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(refusal)).toHaveLength(2);
    expect(backend.saved).toEqual([]);
    await expectNoAxeViolations(container);

    await user.clear(field);
    await user.type(field, 'https://player.vimeo.com/video/76979871');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen.')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).toBeNull();
    expect(firstSaved(backend)).toEqual([
      { Kind: 'Video', Content: { url: 'https://player.vimeo.com/video/76979871', autoplay: false } },
    ]);
  });

  it('says so when the server refuses the save', async () => {
    const user = userEvent.setup();
    renderNl(
      <EditableDocumentEditor
        value=""
        target={slide}
        backend={createFakeEditorBackend({ save: 'unauthorized' })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(/Je mag deze inhoud niet bewerken/)).toBeInTheDocument();
  });

  it('invalid JSON gives the empty, failed document state', () => {
    renderNl(<EditableDocumentEditor value="{kapot" target={slide} backend={createFakeEditorBackend()} />);
    expect(screen.getByText(/De opgeslagen inhoud is beschadigd/)).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });
});

function Tracked({ backend }: { readonly backend: ReturnType<typeof createFakeEditorBackend> }) {
  const { unsaved } = usePlayerEditor();
  const any = useSyncExternalStore(unsaved.subscribe, unsaved.any);
  return (
    <>
      <p data-testid="unsaved">{any ? 'unsaved' : 'clean'}</p>
      <EditableDocumentEditor value={serializeEditableDocument(blocks)} target={slide} backend={backend} />
    </>
  );
}

describe('EditableDocumentEditor: unsaved changes (decision 0050)', () => {
  it('is clean when opened, unsaved after an edit, clean again once saved', async () => {
    const user = userEvent.setup();
    const backend = createFakeEditorBackend();
    renderNl(
      <PlayerEditorProvider backend={backend} address="/trainingen/1">
        <Tracked backend={backend} />
      </PlayerEditorProvider>,
    );
    const state = screen.getByTestId('unsaved');
    // The rich-text field settles without counting as an edit.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tekst' })).toBeInTheDocument());
    expect(state).toHaveTextContent('clean');
    await user.type(screen.getByRole('textbox', { name: 'Tekst van de tip' }), ' Echt.');
    expect(state).toHaveTextContent('unsaved');
    expect(screen.getByRole('status')).toHaveTextContent('Nog niet opgeslagen.');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    expect(state).toHaveTextContent('clean');
  });

  it('stays unsaved when saving fails', async () => {
    const user = userEvent.setup();
    const backend = createFakeEditorBackend({ save: 'unauthorized' });
    renderNl(
      <PlayerEditorProvider backend={backend} address="/trainingen/1">
        <Tracked backend={backend} />
      </PlayerEditorProvider>,
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Blok 2: Tip' })).getByRole('button', { name: 'Omhoog' }),
    );
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText(/Je mag deze inhoud niet bewerken/);
    expect(screen.getByTestId('unsaved')).toHaveTextContent('unsaved');
  });
});
