import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { CardGrid } from './card-grid';

/**
 * A basic grid of cards (image, icon, labels, title, text and link).
 *
 * **When to use**: three to nine related pages of equal weight.
 *
 * **Editors fill in**: the title and per card the picture, icon, labels, title, text and link.
 *
 * **Accessibility**: each card has one link; pictures need alt text or are decorative.
 */
const meta = preview.meta({
  title: 'Widgets/Card grid',
  component: CardGrid,
  args: { ...fixtureBlock('card_grid', 'cardGrid') },
});

export const Default = meta.story({});
