import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { DoubleCta } from './double-cta';

/**
 * Two calls to action side by side (stacked on a phone).
 *
 * **When to use**: two equal choices, for example 'for yourself' and 'for someone close'.
 *
 * **Editors fill in**: for each card the title, text, picture and link.
 *
 * **Accessibility**: the link texts say where each leads.
 */
const meta = {
  title: 'Widgets/Double call to action',
  component: DoubleCta,
  args: { ...fixtureBlock('double_cta', 'doubleCta') },
} satisfies Meta<typeof DoubleCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
