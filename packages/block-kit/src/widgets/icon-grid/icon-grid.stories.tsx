import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { IconGrid } from './icon-grid';

const meta = {
  title: 'Widgets/Icon grid',
  component: IconGrid,
  args: { ...fixtureBlock('icon_grid', 'iconGrid') },
} satisfies Meta<typeof IconGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
