import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Foundations/Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Ik wil tips ontvangen (één mail per twee maanden)' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const RequiredWithError: Story = {
  args: {
    label: 'Ik ga akkoord met de voorwaarden',
    required: true,
    error: 'Ga akkoord met de voorwaarden.',
  },
};

export const Disabled: Story = { args: { disabled: true } };
