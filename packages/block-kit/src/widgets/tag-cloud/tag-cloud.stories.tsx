import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { TagCloud } from './tag-cloud';

const meta = {
  title: 'Widgets/Tag cloud',
  component: TagCloud,
  args: { ...fixtureBlock('tag_cloud', 'tagCloud') },
} satisfies Meta<typeof TagCloud>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
