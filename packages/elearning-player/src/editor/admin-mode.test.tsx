import './test-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { renderPlayer } from '../test-support/render-player';
import { demoCourse } from '../testing/demo-course';
import type { MemoryRunState } from '../testing/memory-backend';
import { createFakeEditorBackend, type FakeEditorBackend } from './test-backend';

/** The player at `address`, inside the brand's root as a site page holds it, with `editorBackend`. */
function play(
  address: string,
  editorBackend: FakeEditorBackend,
  run: MemoryRunState = {},
  { withEditor = true }: { withEditor?: boolean } = {},
) {
  return renderPlayer({
    run,
    inBrandRoot: true,
    props: {
      editorBackend,
      ...(withEditor ? { documentEditor: () => import('./document-editor') } : {}),
      address,
      currentPath: address,
      trainingName: undefined,
    },
  });
}

// The document editor and Lexical are loaded once before the tests (as a host's bundle has them
// ready): the first test then waits for the editor's state, not for the transform of the whole
// editor module graph, which took longer than a find's ceiling on a busy machine (npm test).
beforeAll(async () => {
  await import('./document-editor');
}, 120_000);

const activityEditor = (title: string) =>
  screen.findByRole('region', { name: `Inhoud van de activiteit bewerken: ${title}` });

/** Opens 'Naar een activiteit' and chooses one, as an editor does. */
async function goToActivity(user: ReturnType<typeof userEvent.setup>, name: string) {
  const bar = screen.getByRole('region', { name: 'Bewerkmodus' });
  const toggle = within(bar).getByText('Naar een activiteit');
  if (!toggle.closest('details')?.open) await user.click(toggle);
  await user.click(
    within(within(bar).getByRole('navigation', { name: 'Activiteiten van de training' })).getByRole(
      'button',
      { name },
    ),
  );
  await screen.findByRole('heading', { level: 1, name });
}

/** An editor's player on an 'admin' address, gone from the first activity to `title` with the list. */
async function editorAt(title: string) {
  const user = userEvent.setup();
  const backend = createFakeEditorBackend({ editor: true });
  const { container } = play('/admin/trainingen/1', backend);
  await activityEditor('Welkom');
  await goToActivity(user, title);
  return { user, backend, container };
}

describe('admin mode of the player (spec 3 §6)', () => {
  it("an editor on an 'admin' address edits the activity's document, and no run is made", async () => {
    const editorBackend = createFakeEditorBackend({ editor: true });
    const { container, backend } = play('/admin/trainingen/1', editorBackend);
    expect(await activityEditor('Welkom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeInTheDocument();
    expect(editorBackend.calls).toContain('isEditor');
    // Decision 0049: the editor's view asks for the outline only; the info slide is not marked.
    expect(backend.calls.filter((call) => call.method === 'startRun').map((call) => call.input)).toEqual([
      { courseId: demoCourse.id, preview: true },
    ]);
    expect(backend.calls.map((call) => call.method)).not.toContain('markInfoSlideDone');
    expect(backend.runs).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('a visitor on a normal address gets no editor and no admin check', async () => {
    const backend = createFakeEditorBackend({ editor: true });
    play('/trainingen/1', backend);
    await screen.findByRole('heading', { level: 1, name: 'Welkom' });
    expect(screen.queryByRole('region', { name: /bewerken/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bewerkmodus' })).not.toBeInTheDocument();
    expect(backend.calls).not.toContain('isEditor');
  });

  it('a host that gives no document editor has no admin mode: the server is not asked, the learner plays', async () => {
    const editorBackend = createFakeEditorBackend({ editor: true });
    const { backend } = play('/admin/trainingen/1', editorBackend, {}, { withEditor: false });
    await screen.findByRole('heading', { level: 1, name: 'Welkom' });
    expect(editorBackend.calls).not.toContain('isEditor');
    expect(screen.queryByRole('region', { name: 'Bewerkmodus' })).not.toBeInTheDocument();
    await waitFor(() => expect(backend.runs).toHaveLength(1));
  });

  it("an 'admin' address without the editor role stays read-only, with a learner's run", async () => {
    const editorBackend = createFakeEditorBackend({ editor: false });
    const { backend } = play('/admin/trainingen/1', editorBackend);
    await screen.findByRole('heading', { level: 1, name: 'Welkom' });
    expect(editorBackend.calls).toContain('isEditor');
    expect(screen.queryByRole('region', { name: /bewerken/ })).not.toBeInTheDocument();
    await waitFor(() => expect(backend.runs).toHaveLength(1));
  });

  const answerCases = [
    { name: 'info-slide question', kind: 'InfoSlideAnswer', title: 'Wat doe je eerst?' },
    { name: 'statement', kind: 'StatementAnswer', title: 'Wat vind jij?' },
  ] as const;
  it.each(answerCases)(
    'an editor edits each answer document of a $name (SlideAnswerContent)',
    async ({ kind, title }) => {
      const { user, backend, container } = await editorAt(title);
      const editors = await screen.findAllByRole('region', { name: /^Antwoord \d bewerken: / });
      expect(editors.length).toBeGreaterThan(1);
      const first = editors[0] as HTMLElement;
      // The plain answer label became a Text block; answers allow Video or Image, not Tip and the like.
      expect(within(first).getByRole('heading', { name: 'Blok 1: Tekst' })).toBeInTheDocument();
      const kinds = within(first).getByRole('combobox', { name: 'Soort blok' });
      expect(
        within(kinds)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Video', 'Afbeelding', 'Tekst']);
      await expectNoAxeViolations(container);
      await user.click(within(first).getByRole('button', { name: 'Opslaan' }));
      expect(await within(first).findByText('Opgeslagen.')).toBeInTheDocument();
      expect(backend.saved).toEqual([
        expect.objectContaining({
          targetKind: kind,
          field: 'SlideAnswerContent',
          targetId: expect.any(Number),
        }),
      ]);
      expect(backend.saved[0]?.content).toContain('Text');
    },
  );

  it('the activity editor and each answer editor say what they edit, in the stored order', async () => {
    await editorAt('Wat doe je eerst?');
    expect(await activityEditor('Wat doe je eerst?')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('region', { name: /^Antwoord/ })
        .map((region) => region.querySelector('h2')?.textContent),
    ).toEqual([
      'Antwoord 1 bewerken: Rustig vragen of je kunt helpen',
      'Antwoord 2 bewerken: De klant laten wachten',
      'Antwoord 3 bewerken: Een collega roepen',
    ]);
  });
});

describe("the editor's way through a training (decision 0049)", () => {
  it('Volgende goes from the first to the last activity without answering; nothing is marked', async () => {
    const user = userEvent.setup();
    const { backend, container } = play('/admin/trainingen/1', createFakeEditorBackend({ editor: true }));
    await activityEditor('Welkom');
    const titles: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      const title = await screen.findByRole('heading', { level: 1, name: /\S/ });
      titles.push(title.textContent ?? '');
      const next = screen.queryByRole('button', { name: 'Volgende' });
      if (!next) break;
      expect(next).not.toHaveAttribute('aria-disabled');
      await user.click(next);
      await waitFor(() =>
        expect(container.querySelector('[aria-current="step"]')?.textContent).not.toBe(titles.at(-1)),
      );
    }
    expect(titles).toEqual([
      'Welkom',
      'Wat zie je?',
      'Wat doe je eerst?',
      'Wat vind jij?',
      'Rustig blijven',
      'Flip de kaarten',
      'Samenvatting',
      'Tweede samenvatting',
    ]);
    // The ending pages show their own content to edit, not an endless loading state.
    expect(screen.getByText(/Hier ziet de deelnemer de uitslag/)).toBeInTheDocument();
    // No certificate flow at the end, and Vorige goes back.
    expect(screen.queryByRole('button', { name: /certificaat/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeInTheDocument();
    const methods = backend.calls.map((call) => call.method);
    expect(methods).not.toContain('markAssignment');
    expect(methods).not.toContain('markInfoSlideDone');
    expect(methods).not.toContain('completeCourse');
    expect(backend.runs).toHaveLength(0);
  });

  it('lists every chapter and activity; choosing one goes there and marks it current', async () => {
    const user = userEvent.setup();
    const { container } = play('/admin/trainingen/1', createFakeEditorBackend({ editor: true }));
    await activityEditor('Welkom');
    const bar = screen.getByRole('region', { name: 'Bewerkmodus' });
    await user.click(within(bar).getByText('Naar een activiteit'));
    const nav = within(bar).getByRole('navigation', { name: 'Activiteiten van de training' });
    expect(within(nav).getByRole('list', { name: 'Signalen' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Welkom' })).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(container);
    await goToActivity(user, 'Flip de kaarten');
    // The list closes once an activity is chosen; the focus is on the new page's heading.
    expect(bar.querySelector('details')?.open).toBe(false);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Flip de kaarten' })).toHaveFocus(),
    );
    await user.click(within(bar).getByText('Naar een activiteit'));
    expect(within(nav).getByRole('button', { name: 'Flip de kaarten' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(nav).getByRole('button', { name: 'Welkom' })).not.toHaveAttribute('aria-current');
  });
});

describe('editors for every answer kind (decision 0049)', () => {
  it('a drag question has an editor per answer', async () => {
    const { user, backend, container } = await editorAt('Wat zie je?');
    const second = await screen.findByRole('region', { name: 'Antwoord 2 bewerken: Betaalt met pin' });
    expect(screen.getAllByRole('region', { name: /^Antwoord \d bewerken: / })).toHaveLength(3);
    await expectNoAxeViolations(container);
    await user.click(within(second).getByRole('button', { name: 'Opslaan' }));
    await within(second).findByText('Opgeslagen.');
    expect(backend.saved).toEqual([
      expect.objectContaining({ targetKind: 'InfoSlideAnswer', targetId: 1122, field: 'SlideAnswerContent' }),
    ]);
  });

  it("a flip card's back is edited at once, without answering or flipping", async () => {
    const { user, backend, container } = await editorAt('Flip de kaarten');
    const back = await screen.findByRole('region', { name: "Achterkant van kaart 'Snel praten' bewerken" });
    expect(screen.getAllByRole('region', { name: /^Achterkant van kaart/ })).toHaveLength(3);
    // Flip-card backs allow no image (spec 3 §6; the project's table adds Text).
    expect(
      within(within(back).getByRole('combobox', { name: 'Soort blok' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toContain('Afbeelding');
    await expectNoAxeViolations(container);
    await user.click(within(back).getByRole('button', { name: 'Blok toevoegen' }));
    await user.click(within(back).getByRole('button', { name: 'Opslaan' }));
    await within(back).findByText('Opgeslagen.');
    expect(backend.saved).toEqual([
      expect.objectContaining({
        targetKind: 'FlipCardAnswer',
        targetId: 2122,
        field: 'FlipCardAnswerContent',
      }),
    ]);
  });
});

describe('no lost edits (decision 0050)', () => {
  async function editTip(user: ReturnType<typeof userEvent.setup>) {
    const editor = await activityEditor('Welkom');
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Soort blok' }), 'Tip');
    await user.click(within(editor).getByRole('button', { name: 'Blok toevoegen' }));
    const tips = within(editor).getAllByRole('textbox', { name: 'Tekst van de tip' });
    await user.type(tips.at(-1) as HTMLElement, 'Neem de tijd.');
    return editor;
  }

  it("Volgende with unsaved edits asks first; 'Blijven' keeps the edits", async () => {
    const user = userEvent.setup();
    const { container } = play('/admin/trainingen/1', createFakeEditorBackend({ editor: true }));
    await editTip(user);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    expect(dialog).toHaveTextContent(
      'Je hebt wijzigingen die nog niet zijn opgeslagen. Wil je deze pagina verlaten zonder op te slaan?',
    );
    expect(within(dialog).getByRole('button', { name: 'Blijven' })).toHaveFocus();
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Blijven' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Welkom' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Tekst van de tip' }).at(-1)).toHaveValue('Neem de tijd.');
  });

  it("'Verlaten zonder opslaan' goes on; after saving, nothing is asked", async () => {
    const user = userEvent.setup();
    play('/admin/trainingen/1', createFakeEditorBackend({ editor: true }));
    const editor = await editTip(user);
    // The editor's list asks too.
    await user.click(screen.getByText('Naar een activiteit'));
    await user.click(screen.getByRole('button', { name: 'Rustig blijven' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    await user.click(within(dialog).getByRole('button', { name: 'Verlaten zonder opslaan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rustig blijven' })).toBeInTheDocument();
    expect(editor).not.toBeInTheDocument();
    // Back on an edited and saved page, leaving asks nothing.
    await goToActivity(user, 'Welkom');
    const again = await editTip(user);
    await user.click(within(again).getByRole('button', { name: 'Opslaan' }));
    await within(again).findByText('Opgeslagen.');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wat zie je?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closing or reloading the page with unsaved edits triggers the browser's prompt", async () => {
    const user = userEvent.setup();
    play('/admin/trainingen/1', createFakeEditorBackend({ editor: true }));
    await activityEditor('Welkom');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      fireEvent(window, event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await editTip(user);
    expect(unload()).toBe(true);
  });
});
