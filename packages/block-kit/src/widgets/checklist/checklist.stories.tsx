import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { Checklist } from './checklist';

const meta = {
  title: 'Widgets/Checklist',
  component: Checklist,
  args: { ...fixtureBlock('checklist', 'checklist'), checklistId: 'story-checklist' },
} satisfies Meta<typeof Checklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Two questions ticked and an answer opened. */
export const InProgress: Story = {
  play: async ({ canvas, userEvent }) => {
    const boxes = canvas.getAllByRole('checkbox');
    for (const box of boxes.slice(0, 2)) if (!(box as HTMLInputElement).checked) await userEvent.click(box);
    await userEvent.click(canvas.getAllByText('Bekijk het antwoord')[0]!);
  },
};
