import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { DoubleCta } from './double-cta';

const meta = {
  title: 'Widgets/Double call to action',
  component: DoubleCta,
  args: { ...fixtureBlock('double_cta', 'doubleCta') },
} satisfies Meta<typeof DoubleCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
