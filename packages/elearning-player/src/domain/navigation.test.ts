import type { ActivityStatus } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import {
  type ActivityId,
  buildPlayerChapters,
  type PlayerChapter,
  type Position,
  SUMMARY_PAGE_ID,
  SUMMARY_SECOND_PAGE_ID,
} from './course';
import {
  editorAvailability,
  editorNeighbours,
  navigationAvailability,
  nextPosition,
  previousPosition,
  progressPercent,
  stepOf,
} from './navigation';
import { wireActivity as activity, wireChapter as chapter, OPEN as open } from './test-support/wire-course';

const done: ActivityStatus = { status: 'Done', progress: 100, points: 0 };

/** A position on an activity's question, or on its feedback page. */
const question = (activityId: ActivityId): Position => ({ activityId, view: 'question' });
const feedback = (activityId: ActivityId): Position => ({ activityId, view: 'feedback' });

/** A learner's navigation at a position: answers loaded and the page not locked, unless told otherwise. */
const learnerAt = (
  chapters: PlayerChapter[],
  position: Position,
  options: { readonly locked?: boolean; readonly debug?: boolean } = {},
) => navigationAvailability({ chapters, position, answersLoaded: true, locked: false, ...options });

const course = (q: ActivityStatus = open) =>
  buildPlayerChapters([
    chapter(1, 1, [activity(11, 1, 'InfoSlide', done), activity(12, 2, 'FlipCardMultipleChoiceQuestion', q)]),
    chapter(2, 2, [activity(21, 1, 'MultipleChoiceStatement', q)]),
  ]);

describe('next and previous (spec 3 §4)', () => {
  it('goes from a question to its feedback, then to the next activity, across chapters', () => {
    const chapters = course(done);
    expect(nextPosition(chapters, question(11))).toEqual(question(12));
    expect(nextPosition(chapters, question(12))).toEqual(feedback(12));
    expect(nextPosition(chapters, feedback(12))).toEqual(question(21));
    expect(nextPosition(chapters, feedback(21))).toEqual(question(SUMMARY_PAGE_ID));
    expect(nextPosition(chapters, question(SUMMARY_SECOND_PAGE_ID))).toBeUndefined();
  });

  it('goes back from feedback to its question, and from a question to the previous feedback', () => {
    const chapters = course(done);
    expect(previousPosition(chapters, feedback(12))).toEqual(question(12));
    expect(previousPosition(chapters, question(21))).toEqual(feedback(12));
    expect(previousPosition(chapters, question(12))).toEqual(question(11));
    expect(previousPosition(chapters, question(11))).toBeUndefined();
  });
});

describe("the editor's way through a training (admin mode)", () => {
  it('goes activity to activity, skipping feedback pages, and is never locked', () => {
    const chapters = course(open);
    expect(editorNeighbours(chapters, question(12))).toEqual({ previous: question(11), next: question(21) });
    expect(editorNeighbours(chapters, feedback(12)).next).toEqual(question(21));
    expect(editorNeighbours(chapters, question(21)).next).toEqual(question(SUMMARY_PAGE_ID));
    expect(editorNeighbours(chapters, question(11)).previous).toBeUndefined();
    expect(editorNeighbours(chapters, question(SUMMARY_SECOND_PAGE_ID)).next).toBeUndefined();
    // An unanswered question: a learner must answer first, an editor goes on.
    expect(learnerAt(chapters, question(12))).toMatchObject({ nextLocked: 'answer-first' });
    expect(editorAvailability(chapters, question(12))).toEqual({
      available: true,
      showPrevious: true,
      hasNext: true,
      nextLocked: undefined,
    });
    expect(editorAvailability(chapters, question(11))).toMatchObject({ showPrevious: false, hasNext: true });
  });
});

describe('availability (spec 3 §4)', () => {
  it('locks Next on a question until it is Done, and says why', () => {
    const a = learnerAt(course(), question(12));
    expect(a).toEqual({ available: true, showPrevious: true, hasNext: true, nextLocked: 'answer-first' });
  });

  it('lets debug mode through', () => {
    const a = learnerAt(course(), question(12), { debug: true });
    expect(a.nextLocked).toBeUndefined();
  });

  it('locks Next on a feedback page until the answers have loaded', () => {
    const base = {
      chapters: course(done),
      position: { activityId: 12, view: 'feedback' as const },
      locked: false,
    };
    expect(navigationAvailability({ ...base, answersLoaded: false }).nextLocked).toBe('answers-loading');
    expect(navigationAvailability({ ...base, answersLoaded: true }).nextLocked).toBeUndefined();
  });

  it('hides Previous on the first activity and on locked pages', () => {
    const chapters = course(done);
    const first = learnerAt(chapters, question(11));
    expect(first.showPrevious).toBe(false);
    const locked = learnerAt(chapters, question(12), { locked: true });
    expect(locked.showPrevious).toBe(false);
  });

  it('hides Previous on an answered question, on its question page and on its feedback page', () => {
    const chapters = course(done);
    for (const view of ['question', 'feedback'] as const) {
      const a = learnerAt(chapters, { activityId: 12, view });
      expect(a.showPrevious, view).toBe(false);
      expect(a.hasNext, view).toBe(true);
      expect(a.nextLocked, view).toBeUndefined();
    }
  });

  it('keeps Previous on an open question, on an info slide and on the page after an answered question', () => {
    const open12 = learnerAt(course(), question(12));
    expect(open12.showPrevious).toBe(true);
    const chapters = buildPlayerChapters([
      chapter(1, 1, [
        activity(11, 1, 'InfoSlide', done),
        activity(12, 2, 'MultipleChoiceStatement', done),
        activity(13, 3, 'InfoSlide', done),
      ]),
    ]);
    const after = learnerAt(chapters, question(13));
    expect(after.showPrevious).toBe(true);
    // ... and that Previous leads to the answered question's feedback page.
    expect(previousPosition(chapters, question(13))).toEqual(feedback(12));
    const summary = learnerAt(chapters, question(SUMMARY_PAGE_ID));
    expect(summary.showPrevious).toBe(true);
  });

  it('keeps Previous hidden on answered questions in debug mode (debug lifts only the Next rule)', () => {
    const a = learnerAt(course(done), feedback(21), { debug: true });
    expect(a.showPrevious).toBe(false);
  });

  it('offers no navigation when the course has one activity, ignoring 100000', () => {
    const chapters = buildPlayerChapters([
      chapter(1, 1, [activity(100000, 0, 'InfoSlide', done), activity(11, 1, 'InfoSlide', done)]),
    ]);
    const a = learnerAt(chapters, question(11));
    expect(a.available).toBe(false);
    expect(a.hasNext).toBe(false);
    expect(a.showPrevious).toBe(false);
  });
});

describe('progress (spec 3 §5)', () => {
  it('counts steps without 100000 and the summary pages', () => {
    const chapters = buildPlayerChapters([
      chapter(1, 1, [
        activity(100000, 0, 'InfoSlide'),
        activity(11, 1, 'InfoSlide'),
        activity(12, 2, 'InfoSlide'),
      ]),
    ]);
    expect(stepOf(chapters, 12)).toEqual({ step: 2, total: 2 });
    expect(stepOf(chapters, 100000)).toEqual({ step: 1, total: 2 });
    expect(stepOf(chapters, SUMMARY_PAGE_ID)).toEqual({ step: 2, total: 2 });
  });

  it('is a percentage clamped to 0-100', () => {
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(9, 4)).toBe(100);
  });
});
