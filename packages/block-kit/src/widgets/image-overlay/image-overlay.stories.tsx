import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { ImageOverlay } from './image-overlay';

/**
 * Slides of a picture with text over it, stepped with 'Vorige' and 'Volgende'.
 *
 * **When to use**: a short visual story in a few steps.
 *
 * **Editors fill in**: per slide the picture (with alt text), title and text.
 *
 * **Accessibility**: the buttons have names; the text sits on a solid brand panel, so its contrast never
 * depends on the picture.
 */
const meta = preview.meta({
  title: 'Widgets/Image overlay',
  component: ImageOverlay,
  args: { ...fixtureBlock('image_overlay', 'imageOverlay') },
});

export const Default = meta.story({});

export const SecondSlide = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
  },
});
