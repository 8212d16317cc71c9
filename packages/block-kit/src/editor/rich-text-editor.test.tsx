import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { renderWithI18n } from '../primitives/test-support/render';
import { setReducedMotion } from '../widgets/test-support/dom';
import { createFakePickerClient } from './picker.fixtures';
import { parseRawContent, serializeRawContent } from './raw-content';
import { rawBlock } from './raw-content.fixtures';
import { RichTextEditor } from './rich-text-editor';

beforeAll(() => setReducedMotion(true));

const stored = serializeRawContent({
  blocks: [
    rawBlock('a', 'header-two', 'Wat kun je doen?'),
    rawBlock('b', 'unstyled', 'Praat rustig en kijk de ander aan.', {
      inlineStyleRanges: [{ offset: 0, length: 5, style: 'BOLD' }],
    }),
  ],
  entityMap: {},
});

/** Renders the editor with the stored content and opens its link dialog. */
async function openLinkDialog() {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithI18n(<RichTextEditor value={stored} onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: 'Link' }));
  return { user, onChange, dialog: screen.getByRole('dialog', { name: 'Link' }) };
}

const FULL = [
  'Vet',
  'Schuin',
  'Onderstreept',
  'Kop',
  'Subkop',
  'Lijst met bolletjes',
  'Genummerde lijst',
  'Citaat',
  'Link',
  'Afbeelding',
];
const HIDDEN_IN_BLOG = ['Schuin', 'Onderstreept', 'Kop', 'Subkop', 'Citaat', 'Afbeelding'];

describe('RichTextEditor', () => {
  it('shows the stored text in a labelled text area with the full toolbar', async () => {
    const { container } = renderWithI18n(
      <RichTextEditor value={stored} label="Inhoud van de dia" imageClient={createFakePickerClient()} />,
    );
    const textbox = screen.getByRole('textbox', { name: 'Inhoud van de dia' });
    expect(within(textbox).getByRole('heading', { level: 2, name: 'Wat kun je doen?' })).toBeInTheDocument();
    expect(within(textbox).getByText('Praat')).toHaveClass('bk-rte__bold');
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak' });
    for (const name of FULL) expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    expect(within(toolbar).getByRole('combobox', { name: 'Tekstkleur' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('the blog variant hides italic, underline, headings, quote, colour and image (spec 2 §2.8)', async () => {
    const { container } = renderWithI18n(
      <RichTextEditor value={stored} variant="blog" imageClient={createFakePickerClient()} />,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak' });
    for (const name of HIDDEN_IN_BLOG)
      expect(within(toolbar).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole('combobox', { name: 'Tekstkleur' })).not.toBeInTheDocument();
    for (const name of ['Vet', 'Lijst met bolletjes', 'Genummerde lijst', 'Link'])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('readonly hides the toolbar and cannot be edited', async () => {
    const { container } = renderWithI18n(<RichTextEditor value={stored} readOnly />);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.getByText('Wat kun je doen?').closest('[contenteditable]')).toHaveAttribute(
      'contenteditable',
      'false',
    );
    await expectNoAxeViolations(container);
  });

  it("the link button asks 'Adres van de link (URL)' and ignores an empty answer", async () => {
    const { user, onChange, dialog } = await openLinkDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Adres van de link (URL)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Link toevoegen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds a link with url, title and targetOption to the stored raw content', async () => {
    const { user, onChange, dialog } = await openLinkDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Adres van de link (URL)' }),
      'https://www.dementie.nl',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Open de link in een nieuw venster' }));
    await user.click(within(dialog).getByRole('button', { name: 'Link toevoegen' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const raw = parseRawContent(onChange.mock.lastCall?.[0] as string);
    expect(Object.values(raw?.entityMap ?? {})).toEqual([
      {
        type: 'LINK',
        mutability: 'MUTABLE',
        data: { url: 'https://www.dementie.nl', title: 'https://www.dementie.nl', targetOption: '_blank' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'https://www.dementie.nl' })).toHaveAttribute(
      'href',
      'https://www.dementie.nl',
    );
  });

  it('inserts an image chosen with the picker as an image entity with src', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const client = createFakePickerClient();
    renderWithI18n(<RichTextEditor value={stored} onChange={onChange} imageClient={client} />);
    await user.click(screen.getByRole('button', { name: 'Afbeelding' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding invoegen' });
    expect(within(dialog).getByRole('button', { name: 'Afbeelding invoegen' })).toBeDisabled();
    await user.dblClick(await within(dialog).findByRole('button', { name: 'foto-4.jpg' }));
    // Decision 0048: the alt text starts empty (never the file name) and is required.
    const alt = within(dialog).getByRole('textbox', { name: /Beschrijving van de afbeelding/ });
    expect(alt).toHaveValue('');
    expect(alt).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Afbeelding invoegen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Vul een beschrijving van de afbeelding in, of kies dat ze alleen versiering is.',
    );
    expect(onChange).not.toHaveBeenCalled();
    await user.type(alt, 'Twee mensen wandelen in het park');
    await user.click(within(dialog).getByRole('button', { name: 'Afbeelding invoegen' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const raw = parseRawContent(onChange.mock.lastCall?.[0] as string);
    const image = Object.values(raw?.entityMap ?? {}).find((entity) => entity.type === 'IMAGE');
    // The original's size arrived with the variants and is stored with the image.
    expect(image?.data).toMatchObject({ alt: 'Twee mensen wandelen in het park', width: 1200, height: 800 });
    expect(raw?.blocks.some((block) => block.type === 'atomic')).toBe(true);
    expect(client.calls).toContain('variants foto-4.jpg');
  });

  it('inserts a decorative image with an empty alt', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <RichTextEditor value={stored} onChange={onChange} imageClient={createFakePickerClient()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Afbeelding' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding invoegen' });
    await user.dblClick(await within(dialog).findByRole('button', { name: 'foto-2.jpg' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /alleen versiering/ }));
    expect(within(dialog).getByRole('textbox', { name: /Beschrijving van de afbeelding/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Afbeelding invoegen' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const raw = parseRawContent(onChange.mock.lastCall?.[0] as string);
    const image = Object.values(raw?.entityMap ?? {}).find((entity) => entity.type === 'IMAGE');
    expect(image?.data).toMatchObject({ alt: '', decorative: true });
  });

  it('reads plain text as paragraphs', () => {
    renderWithI18n(<RichTextEditor value={'Eerste alinea.\n\nTweede alinea.'} />);
    expect(screen.getByText('Tweede alinea.')).toBeInTheDocument();
  });
});
