import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { LatestNewsGrid } from './latest-news-grid';

const meta = {
  title: 'Widgets/Latest news grid',
  component: LatestNewsGrid,
  args: { ...fixtureBlock('latest_news_grid', 'latestNewsGrid') },
} satisfies Meta<typeof LatestNewsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
