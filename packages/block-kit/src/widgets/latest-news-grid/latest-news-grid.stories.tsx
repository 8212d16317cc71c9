import { expect } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { LatestNewsGrid } from './latest-news-grid';

/**
 * The latest news as a grid; the first item is highlighted.
 *
 * **Editors fill in**: nothing per item: the news is loaded; editors set the title.
 */
const meta = preview.meta({
  title: 'Widgets/Latest news grid',
  component: LatestNewsGrid,
  args: { ...fixtureBlock('latest_news_grid', 'latestNewsGrid') },
  parameters: {
    guidance: guidance({
      whenToUse:
        'The latest news as a grid with the first item highlighted and a link to all news, on a home or section page.',
      whenNotToUse:
        'Not for news chosen by hand (use the card grid) and not on a page about one news item (the related-news block follows its themes).',
      keyboardAndScreen:
        'The cards are a list; each card is one link named by its news title. The link to all news is reached after the cards.',
      contentRules:
        'Editors set the title (default from the catalogue); items, pictures (16:9) and dates come from the news. Three or four items fill the grid.',
      brands: 'alzheimer: on Over ons (/over-ons). Not used on dementie or dementievriendelijk today.',
    }),
  },
});

export const Default = meta.story({});

/** No news: the block leaves itself out, no lone heading above an empty space. */
export const Empty = meta.story({
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-news-grid')).toBeNull();
  },
});
