import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { ImageOverlay } from './image-overlay';

/**
 * Slides of a picture with text over it, stepped with 'Vorige' and 'Volgende'.
 *
 * **Editors fill in**: per slide the picture (with alt text), title and text.
 */
const meta = preview.meta({
  title: 'Widgets/Image overlay',
  component: ImageOverlay,
  args: { ...fixtureBlock('image_overlay', 'imageOverlay') },
  parameters: {
    guidance: guidance({
      whenToUse:
        "A short visual story in a few steps: a picture with a title and text over it, stepped with 'Vorige' and 'Volgende'.",
      whenNotToUse:
        'Not for more than six steps, nor for information that needs to be seen at once (use text with image or the timeline).',
      keyboardAndScreen:
        "'Vorige' and 'Volgende' are buttons reached with Tab; the text of each new slide is read by a screen reader as it changes (a polite live region). The text sits on a solid brand panel, so its contrast never depends on the picture.",
      contentRules:
        'Two to six slides; titles up to 40 characters, texts up to 200 characters; pictures landscape 16:9 with alt text.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Tips voor elke dag (/tips-voor-elke-dag).',
    }),
  },
});

export const Default = meta.story({});

export const SecondSlide = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
  },
});
