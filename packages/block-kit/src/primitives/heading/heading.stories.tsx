import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './heading';

const meta = {
  title: 'Foundations/Primitives/Heading',
  component: Heading,
  args: { level: 1, children: 'Wat is dementie?' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllLevels: Story = {
  render: () => (
    <>
      <Heading level={1}>Wat is dementie?</Heading>
      <Heading level={2}>De eerste signalen</Heading>
      <Heading level={3}>Vergeetachtigheid</Heading>
      <Heading level={4}>Hulp in de buurt</Heading>
    </>
  ),
};

export const LevelApartFromSize: Story = { args: { level: 2, size: 's', children: 'Kleine kop, niveau 2' } };
