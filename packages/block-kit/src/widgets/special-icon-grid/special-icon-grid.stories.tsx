import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { SpecialIconGrid } from './special-icon-grid';

const meta = {
  title: 'Widgets/Special icon grid',
  component: SpecialIconGrid,
  args: { ...fixtureBlock('special_icon_grid', 'specialIconGrid') },
} satisfies Meta<typeof SpecialIconGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
