import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { LogoWall } from './logo-wall';

const meta = {
  title: 'Widgets/Logo wall',
  component: LogoWall,
  args: { ...fixtureBlock('mini_grid', 'miniGrid') },
} satisfies Meta<typeof LogoWall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
