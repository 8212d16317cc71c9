import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { CardGrid } from './card-grid';

/**
 * A basic grid of cards (image, icon, labels, title, text and link).
 *
 * **Editors fill in**: the title and per card the picture, icon, labels, title, text and link.
 */
const meta = preview.meta({
  title: 'Widgets/Card grid',
  component: CardGrid,
  args: { ...fixtureBlock('card_grid', 'cardGrid') },
  parameters: {
    guidance: guidance({
      whenToUse:
        'Three to nine related pages of equal weight, each as a card with a picture or icon, labels, title, text and link.',
      whenNotToUse:
        'Not for one or two pages (use link with image), not for many cards of which a visitor needs a few (use the carousel), and not for news (the latest-news grid loads it).',
      keyboardAndScreen:
        'The cards are a list; each card has one link named by its title, reached with Tab in reading order. Pictures have alt text or are decorative.',
      contentRules:
        'Three, six or nine cards so rows fill; titles up to 50 characters, texts up to 120 characters, pictures landscape 3:2, all of one shape.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Tips voor elke dag (/tips-voor-elke-dag).',
    }),
  },
});

export const Default = meta.story({});
