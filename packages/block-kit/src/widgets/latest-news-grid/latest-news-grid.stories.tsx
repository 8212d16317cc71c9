import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { LatestNewsGrid } from './latest-news-grid';

/**
 * The latest news as a grid; the first item is highlighted.
 *
 * **When to use**: on the homepage or a section page, to show what is new.
 *
 * **Editors fill in**: nothing per item: the news is loaded; editors set the title.
 *
 * **Accessibility**: each card is one link named by the news title.
 */
const meta = preview.meta({
  title: 'Widgets/Latest news grid',
  component: LatestNewsGrid,
  args: { ...fixtureBlock('latest_news_grid', 'latestNewsGrid') },
});

export const Default = meta.story({});

/** No news: the block leaves itself out, no lone heading above an empty space. */
export const Empty = meta.story({
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-news-grid')).toBeNull();
  },
});
