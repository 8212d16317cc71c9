import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { ImpactFigures } from './impact-figures';

const meta = {
  title: 'Widgets/Impact figures',
  component: ImpactFigures,
  args: { ...fixtureBlock('impact_figures', 'impactFigures') },
} satisfies Meta<typeof ImpactFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
