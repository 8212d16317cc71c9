import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea, TextInput } from './text-input';

const meta = {
  title: 'Foundations/Primitives/Text input',
  component: TextInput,
  args: { label: 'Voornaam' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const Email: Story = { args: { label: 'E-mailadres', type: 'email', autoComplete: 'email' } };

export const Required: Story = { args: { label: 'Achternaam', required: true } };

export const WithHint: Story = {
  args: { label: 'Telefoonnummer', type: 'tel', hint: 'Bijvoorbeeld 020 123 4567.' },
};

export const WithError: Story = {
  args: {
    label: 'E-mailadres',
    type: 'email',
    required: true,
    defaultValue: 'jan@',
    error: 'Vul een geldig e-mailadres in.',
  },
};

export const Search: Story = { args: { label: 'Zoekterm', type: 'search' } };

export const Numeric: Story = { args: { label: 'Aantal deelnemers', type: 'numeric' } };

export const MultiLine: Story = {
  render: () => <TextArea label="Je vraag" required hint="Schrijf zo duidelijk mogelijk." />,
};
