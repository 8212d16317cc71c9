import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Checklist } from './checklist';

/**
 * A checklist: ordered questions with checkboxes and optional answers, a progress bar and 'Print
 * checklist'.
 *
 * **When to use**: a list a visitor works through at their own pace, for example before a doctor's visit.
 *
 * **Editors fill in**: the questions with their optional answers.
 *
 * **Accessibility**: the progress bar is announced as text ('x van de y vragen geselecteerd'); ticks are
 * kept on the device only; print opens every answer.
 */
const meta = preview.meta({
  title: 'Widgets/Checklist',
  component: Checklist,
  args: { ...fixtureBlock('checklist', 'checklist'), checklistId: 'story-checklist' },
});

export const Empty = meta.story({});

/** Two questions ticked and an answer opened. */
export const InProgress = meta.story({
  play: async ({ canvas, userEvent }) => {
    const boxes = canvas.getAllByRole('checkbox');
    for (const box of boxes.slice(0, 2)) if (!(box as HTMLInputElement).checked) await userEvent.click(box);
    await userEvent.click(canvas.getAllByText('Bekijk het antwoord')[0]!);
  },
});

/** Every question ticked: the progress bar full. */
export const AllTicked = meta.story({
  play: async ({ canvas, userEvent }) => {
    for (const box of canvas.getAllByRole('checkbox')) {
      if (!(box as HTMLInputElement).checked) await userEvent.click(box);
    }
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
  },
});
