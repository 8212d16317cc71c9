import { expect, userEvent, within } from 'storybook/test';
import { guidance } from '../../../../.storybook/guidance';
import preview from '../../../../.storybook/preview';
import { createFakePickerClient, pictureDataUrl } from './picker.fixtures';
import { serializeRawContent } from './raw-content';
import { rawBlock } from './raw-content.fixtures';
import { RichTextEditor } from './rich-text-editor';

const sample = serializeRawContent({
  blocks: [
    rawBlock('a', 'header-two', 'Zo help je iemand met dementie'),
    rawBlock('b', 'unstyled', 'Praat rustig en gebruik korte zinnen. Meer tips vind je op de website.', {
      inlineStyleRanges: [
        { offset: 0, length: 12, style: 'BOLD' },
        { offset: 13, length: 23, style: 'color-#005a9c' },
      ],
      entityRanges: [{ offset: 55, length: 14, key: 0 }],
    }),
    rawBlock('c', 'unordered-list-item', 'Kijk de ander aan'),
    rawBlock('d', 'unordered-list-item', 'Geef de tijd'),
    rawBlock('e', 'blockquote', 'Een klein gebaar maakt veel verschil.'),
    rawBlock('f', 'atomic', ' ', { entityRanges: [{ offset: 0, length: 1, key: 1 }] }),
  ],
  entityMap: {
    '0': {
      type: 'LINK',
      mutability: 'MUTABLE',
      data: { url: 'https://www.dementie.nl', title: 'de website', targetOption: '_blank' },
    },
    '1': {
      type: 'IMAGE',
      mutability: 'IMMUTABLE',
      data: { src: pictureDataUrl(140, 'wandelen'), alt: 'Twee mensen wandelen samen' },
    },
  },
});

const meta = preview.meta({
  title: 'Widgets/Editor/Rich text editor',
  component: RichTextEditor,
  tags: ['test'],
  args: { value: sample, label: 'Inhoud', imageClient: createFakePickerClient() },
  parameters: {
    guidance: guidance({
      whenToUse:
        'For editors: writing rich text (bold, lists, links, headings, quotes, pictures with alt text) in the training editor; a blog variant with fewer options; read-only to show a text.',
      whenNotToUse: 'Not on visitor pages, and not for plain one-line fields (use a text input).',
      keyboardAndScreen:
        "A labelled toolbar of buttons reached with Tab, each named ('Vet', 'Link'); the text area is a textbox. Inserting a picture opens a dialog that asks for its alt text or marks it as decoration.",
      contentRules:
        'Editors keep to B1 Dutch, headings in order, link texts that name their destination, alt text on every informative picture.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): only for signed-in editors, in the training editor (admin mode of the player).',
    }),
  },
});

/** The full toolbar. */
export const Full = meta.story({});

/** Blog variant: no italic, underline, headings, quote, colour or image (spec 2 §2.8). */
export const Blog = meta.story({ args: { variant: 'blog' } });

/** Readonly: no toolbar (spec 2 §2.8). */
export const Readonly = meta.story({ args: { readOnly: true } });

/** Empty. */
export const EmptyText = meta.story({ args: { value: '' } });

/**
 * The image dialog (decision 0048): after picking an image the editor writes its alt text (required), or
 * marks it as decoration only. Here 'Afbeelding invoegen' was pressed without one.
 */
export const InsertImageAltRequired = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Afbeelding' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Afbeelding invoegen' }));
    await userEvent.dblClick(await dialog.findByRole('button', { name: 'foto-2.jpg' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Afbeelding invoegen' }));
    await expect(
      await dialog.findByText(
        'Vul een beschrijving van de afbeelding in, of kies dat ze alleen versiering is.',
      ),
    ).toBeInTheDocument();
  },
});
