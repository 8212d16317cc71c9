import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Checklist } from './checklist';
import { checklistStorageKey } from './checklist-state';

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
  args: fixtureBlock('checklist', 'checklist'),
  // Ticks are kept on the device: each story has a checklist of its own, empty when the story starts,
  // so one story's ticks never show in another (or in the same story shown again).
  beforeEach: ({ args }) => {
    window.localStorage.removeItem(checklistStorageKey(args.checklistId));
  },
});

export const Empty = meta.story({ args: { checklistId: 'story-checklist-empty' } });

/** Two questions ticked and an answer opened. */
export const InProgress = meta.story({
  args: { checklistId: 'story-checklist-in-progress' },
  play: async ({ canvas, userEvent }) => {
    const boxes = canvas.getAllByRole('checkbox');
    for (const box of boxes.slice(0, 2)) if (!(box as HTMLInputElement).checked) await userEvent.click(box);
    await userEvent.click(canvas.getAllByText('Bekijk het antwoord')[0]!);
  },
});

/** Every question ticked: the progress bar full. */
export const AllTicked = meta.story({
  args: { checklistId: 'story-checklist-all-ticked' },
  play: async ({ canvas, userEvent }) => {
    for (const box of canvas.getAllByRole('checkbox')) {
      if (!(box as HTMLInputElement).checked) await userEvent.click(box);
    }
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
  },
});
