import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './link';

const meta = {
  title: 'Foundations/Primitives/Link',
  component: Link,
  args: { href: '/nieuws', children: 'Lees het laatste nieuws' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};

export const External: Story = {
  args: { href: 'https://www.alzheimer-nederland.nl/', children: 'Alzheimer Nederland' },
};

export const InText: Story = {
  render: () => (
    <p>
      Meer weten? Kijk op de <Link href="/dementie">pagina over dementie</Link> of bij{' '}
      <Link href="https://www.rijksoverheid.nl/">de Rijksoverheid</Link>.
    </p>
  ),
};
