import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { ImportantLinks } from './important-links';

const meta = {
  title: 'Widgets/Important links',
  component: ImportantLinks,
  args: { ...fixtureBlock('important_links', 'importantLinks') },
} satisfies Meta<typeof ImportantLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
