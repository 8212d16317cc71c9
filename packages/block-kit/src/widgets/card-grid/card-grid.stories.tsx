import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { CardGrid } from './card-grid';

const meta = {
  title: 'Widgets/Card grid',
  component: CardGrid,
  args: { ...fixtureBlock('card_grid', 'cardGrid') },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
