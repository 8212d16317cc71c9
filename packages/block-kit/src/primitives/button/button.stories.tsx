import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from './button';

const meta = {
  title: 'Foundations/Primitives/Button',
  component: Button,
  args: { children: 'Start de training' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Lees meer' } };

export const Disabled: Story = { args: { disabled: true, children: 'Volgende' } };

export const AsLink: Story = {
  render: () => <ButtonLink href="/trainingen">Bekijk alle trainingen</ButtonLink>,
};

export const Tertiary: Story = { args: { variant: 'tertiary', children: 'Toon alles' } };

export const ExternalLink: Story = {
  render: () => <ButtonLink href="https://www.alzheimer-nederland.nl/">Naar Alzheimer Nederland</ButtonLink>,
};
