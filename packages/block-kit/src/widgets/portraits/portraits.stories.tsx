import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { Portraits } from './portraits';

const meta = {
  title: 'Widgets/Portraits',
  component: Portraits,
  args: { ...fixtureBlock('portraits', 'portraits') },
} satisfies Meta<typeof Portraits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
