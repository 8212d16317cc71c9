import { expect, waitFor } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { MediaGallery } from './media-gallery';

/**
 * A media gallery with a lightbox; the layout follows the number of items (2 to 5; with 4 the fourth is
 * landscape).
 *
 * **Editors fill in**: two to five pictures, each with alt text and an optional caption.
 */
const meta = preview.meta({
  title: 'Widgets/Media gallery',
  component: MediaGallery,
  args: fixtureBlock('media_gallery', 'mediaGallery'),
  parameters: {
    guidance: guidance({
      whenToUse: 'A series of photos of one event or place, opening large in a lightbox.',
      whenNotToUse:
        'Not for pictures that explain the text (use the image or text with image), nor for more than five photos.',
      keyboardAndScreen:
        "Each photo is a button that opens the lightbox, a modal dialog: focus moves in, the arrow keys step, Escape closes and focus returns; the counter reads 'n/totaal' and the rest of the page is inert.",
      contentRules:
        'Two to five photos, each with alt text and an optional caption of one sentence; the layout follows the number (with four, the fourth is landscape).',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Omgaan met dementie (/omgaan-met-dementie).',
    }),
  },
});

export const Three = meta.story({});
export const Two = meta.story({ args: fixtureBlock('mediaGallery2', 'mediaGallery') });
/** With 4 items the fourth is landscape. */
export const Four = meta.story({ args: fixtureBlock('mediaGallery4', 'mediaGallery') });
export const Five = meta.story({ args: fixtureBlock('mediaGallery5', 'mediaGallery') });

/** The lightbox opened on the first photo. */
export const LightboxOpen = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /Bekijk foto 1 groot/ })[0]!);
  },
});

/** The lightbox at the last photo: 'Volgende' is not offered past the end. */
export const LightboxLastPhoto = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /Bekijk foto 1 groot/ })[0]!);
    // The arrow keys step to the last photo, as a keyboard user does.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The lightbox fades in from opacity 0 (reduced motion aside): visible once the fade has begun.
    const counter = await canvas.findByText('3/3');
    await waitFor(() => expect(counter).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Volgende' })).toBeDisabled();
  },
});
