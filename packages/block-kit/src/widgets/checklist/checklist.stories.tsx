import { expect } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Checklist } from './checklist';
import { checklistStorageKey } from './checklist-state';

/**
 * A checklist: ordered questions with checkboxes and optional answers, a progress bar and 'Print
 * checklist'.
 *
 * **Editors fill in**: the questions with their optional answers.
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
  parameters: {
    guidance: guidance({
      whenToUse:
        "A list a visitor works through at their own pace, ticking what is done, for example before a doctor's visit; with answers to open and a print button.",
      whenNotToUse:
        'Not for a test with a score (use the memory test), not for information that must be read in full, and not for more than about fifteen questions.',
      keyboardAndScreen:
        "Each question is a checkbox with its label, reached with Tab and ticked with Space; answers open as native disclosures. The progress bar is labelled 'x van de y vragen geselecteerd'. 'Print checklist' prints every answer open.",
      contentRules:
        "Five to fifteen questions of up to 100 characters, written as the visitor would ask them; answers up to 60 words. Ticks stay on the visitor's own device only.",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Tips voor elke dag (/tips-voor-elke-dag).',
    }),
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
