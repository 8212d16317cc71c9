import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Carousel } from './carousel';

/**
 * A carousel of cards: one, two or three in view by width, with buttons, arrow keys and swipe.
 *
 * **When to use**: many cards of which a visitor needs only a few; prefer a card grid when there are six
 * or fewer.
 *
 * **Editors fill in**: the title and the cards.
 *
 * **Accessibility**: slides out of view are inert; buttons have names; nothing moves by itself and there
 * is no slide animation under reduced motion.
 */
const meta = preview.meta({
  title: 'Widgets/Carousel',
  component: Carousel,
  args: fixtureBlock('carousel', 'carousel'),
});

export const Default = meta.story({});
/** Exactly two items: both in view on wide screens. */
export const TwoItems = meta.story({ args: fixtureBlock('carouselTwo', 'carousel') });
/** Moving by itself, with 'Pauzeer'. */
/**
 * Moves on by itself, with a 'Pauzeer' button, only for visitors who did not ask for reduced motion:
 * with reduced motion there is no autoplay and no pause button. Its drawing with motion therefore
 * differs from its reduced-motion drawing by design (tag `motion-differs`, decision 0077).
 */
export const Autoplay = meta.story({ args: { autoplayMs: 6000 }, tags: ['motion-differs'] });
