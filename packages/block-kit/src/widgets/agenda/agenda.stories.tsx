import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { AgendaItems } from './agenda';

const meta = {
  title: 'Widgets/Agenda items',
  component: AgendaItems,
  args: fixtureBlock('agenda', 'agenda'),
} satisfies Meta<typeof AgendaItems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More items than shown: 'Bekijk meer'. */
export const WithMoreButton: Story = {};

export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bekijk meer' }));
  },
};

/** Everything fits: no more-button. */
export const Short: Story = { args: fixtureBlock('agendaShort', 'agenda') };
