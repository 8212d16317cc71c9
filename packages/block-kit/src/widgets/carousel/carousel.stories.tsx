import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Carousel } from './carousel';

/**
 * A carousel of cards: one, two or three in view by width (on a wide screen all of them when there are
 * exactly two or four), with buttons, arrow keys and swipe; no buttons when every card is in view.
 *
 * **Editors fill in**: the title and the cards.
 */
const meta = preview.meta({
  title: 'Widgets/Carousel',
  component: Carousel,
  args: fixtureBlock('carousel', 'carousel'),
  parameters: {
    guidance: guidance({
      whenToUse:
        'Many cards of which a visitor needs only a few: one in view on a phone, two from 600 px, three from 1024 px (on a wide screen all of them when there are exactly two or four, then without buttons), stepped with buttons, arrow keys or a swipe.',
      whenNotToUse:
        'Not for six or fewer cards (use the card grid, where all show at once), and not for content every visitor must see: slides out of view are easily missed.',
      keyboardAndScreen:
        "'Vorige dia' and 'Volgende dia' are buttons reached with Tab (on a phone an arrow alone, named by the hidden text), shown only when some cards are out of view; the left and right arrow keys step too. Slides out of view are inert and hidden, so Tab never lands in them; each slide is named 'Dia n van totaal'. It moves by itself only when set to, with a 'Pauzeer' button, and never under reduced motion.",
      contentRules:
        'Four to twelve cards; titles up to 50 characters, texts up to 100 characters, pictures landscape 3:2 of one shape. A title above the carousel says what the cards are.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Tips voor elke dag (/tips-voor-elke-dag).',
    }),
  },
});

/** Six cards: one, two or three in view by width, the buttons step through the rest. */
export const Default = meta.story({});
/** Exactly four cards: all in view on a wide screen, with no buttons; stepped on narrower ones. */
export const FourItems = meta.story({ args: fixtureBlock('carouselFour', 'carousel') });
/** Exactly two items: both in view on wide screens. */
export const TwoItems = meta.story({ args: fixtureBlock('carouselTwo', 'carousel') });
/**
 * Moves on by itself, with a 'Pauzeer' button, only for visitors who did not ask for reduced motion:
 * with reduced motion there is no autoplay and no pause button. Its drawing with motion therefore
 * differs from its reduced-motion drawing by design (tag `motion-differs`, decision 0077).
 */
export const Autoplay = meta.story({ args: { autoplayMs: 6000 }, tags: ['motion-differs'] });
