import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { TagCloud } from './tag-cloud';

/**
 * Topics as tags that link to search or pages.
 *
 * **When to use**: helping visitors jump to a topic.
 *
 * **Editors fill in**: the tags and where each links.
 *
 * **Accessibility**: the tags are a list of links; their size does not carry meaning.
 */
const meta = {
  title: 'Widgets/Tag cloud',
  component: TagCloud,
  args: { ...fixtureBlock('tag_cloud', 'tagCloud') },
} satisfies Meta<typeof TagCloud>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
