import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ActivityStatus } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { buildPlayerChapters } from './course';
import { navigationAvailability, previousPosition } from './navigation';
import { wireActivity as activity, wireChapter as chapter, OPEN as open } from './test-support/wire-course';

/*
 * The README tells other teams what 'locked' means and where Previous goes (spec 3 §4). This reads
 * its sentences and checks the code does what they say, so the two cannot tell different stories.
 */
const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
const bullet = (start: string) =>
  readme
    .split(/\n- /)
    .find((item) => item.startsWith(start))
    ?.replace(/\s+/g, ' ');

const done: ActivityStatus = { status: 'Done', progress: 100, points: 0 };
const chapters = buildPlayerChapters([
  chapter(1, 1, [
    activity(11, 1, 'InfoSlide', done),
    activity(12, 2, 'FlipCardMultipleChoiceQuestion', done),
  ]),
  chapter(2, 2, [activity(21, 1, 'InfoSlide', open), activity(22, 2, 'MultipleChoiceStatement', open)]),
]);
const at = (activityId: number, view: 'question' | 'feedback', locked = false) =>
  navigationAvailability({ chapters, position: { activityId, view }, answersLoaded: true, locked });

describe("the README's navigation rules are the code's (spec 3 §4)", () => {
  it('a locked page is the question and feedback page of an answered question, and one whose answer is being handled', () => {
    const locked = bullet('Locked pages');
    expect(locked).toContain('the question page and the feedback page of an answered (Done) question');
    expect(locked).toContain('the 200 ms auto-advance pending');
    expect(locked).toContain('They show no Previous');
    expect(at(12, 'question').showPrevious).toBe(false);
    expect(at(12, 'feedback').showPrevious).toBe(false);
    expect(at(22, 'question', true).showPrevious).toBe(false);
    // An open question and an info slide are no locked pages.
    expect(at(22, 'question').showPrevious).toBe(true);
    expect(at(21, 'question').showPrevious).toBe(true);
    // No other reading of 'locked' is left in the README.
    expect(readme).not.toMatch(/is read as: while the 200 ms/);
  });

  it('Previous goes to the previous activity, or to its feedback page when it is an answered question', () => {
    expect(bullet('Pages:')).toContain(
      "Previous goes to the page before: the previous activity, or that activity's feedback page when it is an answered question.",
    );
    expect(previousPosition(chapters, { activityId: 21, view: 'question' })).toEqual({
      activityId: 12,
      view: 'feedback',
    });
    expect(previousPosition(chapters, { activityId: 22, view: 'question' })).toEqual({
      activityId: 21,
      view: 'question',
    });
  });
});
