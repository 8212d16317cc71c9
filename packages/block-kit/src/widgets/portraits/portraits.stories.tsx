import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { Portraits } from './portraits';

/**
 * People with a role and a quote.
 *
 * **When to use**: introducing the people behind a programme or experience stories.
 *
 * **Editors fill in**: per person the portrait (alt text), name, role and quote.
 *
 * **Accessibility**: the quote is a blockquote tied to the person.
 */
const meta = {
  title: 'Widgets/Portraits',
  component: Portraits,
  args: { ...fixtureBlock('portraits', 'portraits') },
} satisfies Meta<typeof Portraits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
