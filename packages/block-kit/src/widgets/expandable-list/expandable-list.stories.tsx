import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { ExpandableList } from './expandable-list';

const meta = {
  title: 'Widgets/Expandable list',
  component: ExpandableList,
  args: { ...fixtureBlock('expandable_list', 'expandableList') },
} satisfies Meta<typeof ExpandableList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowAll: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toon alles' }));
  },
};
