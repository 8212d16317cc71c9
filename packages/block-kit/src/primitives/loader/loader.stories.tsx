import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from './loader';

const meta = {
  title: 'Foundations/Primitives/Loader',
  component: Loader,
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Inline: Story = { args: { inline: true, label: 'Even geduld' } };

export const HiddenLabel: Story = { args: { hideLabel: true } };
