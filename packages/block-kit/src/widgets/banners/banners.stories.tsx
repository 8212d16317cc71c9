import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { Banners } from './banners';

const meta = {
  title: 'Widgets/Banners',
  component: Banners,
  args: { ...fixtureBlock('banners', 'banners') },
} satisfies Meta<typeof Banners>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
