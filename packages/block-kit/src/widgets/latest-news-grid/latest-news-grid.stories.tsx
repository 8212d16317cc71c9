import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
const meta = {
  title: 'Widgets/Latest news grid',
  component: LatestNewsGrid,
  args: { ...fixtureBlock('latest_news_grid', 'latestNewsGrid') },
} satisfies Meta<typeof LatestNewsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No news: the block leaves itself out, no lone heading above an empty space. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-news-grid')).toBeNull();
  },
};
