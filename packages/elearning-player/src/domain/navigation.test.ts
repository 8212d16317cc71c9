import type { ActivityStatus } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import {
  type ActivityId,
  buildPlayerChapters,
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

const course = (q: ActivityStatus = open) =>
  buildPlayerChapters([
    chapter(1, 1, [activity(11, 1, 'InfoSlide', done), activity(12, 2, 'FlipCardMultipleChoiceQuestion', q)]),
    chapter(2, 2, [activity(21, 1, 'MultipleChoiceStatement', q)]),
  ]);

describe('next and previous (spec 3 §4)', () => {
  it('goes from a question to its feedback, then to the next activity, across chapters', () => {
    const chapters = course(done);
    expect(nextPosition(chapters, { activityId: 11, view: 'question' })).toEqual({
      activityId: 12,
      view: 'question',
    });
    expect(nextPosition(chapters, { activityId: 12, view: 'question' })).toEqual({
      activityId: 12,
      view: 'feedback',
    });
    expect(nextPosition(chapters, { activityId: 12, view: 'feedback' })).toEqual({
      activityId: 21,
      view: 'question',
    });
    expect(nextPosition(chapters, { activityId: 21, view: 'feedback' })).toEqual({
      activityId: SUMMARY_PAGE_ID,
      view: 'question',
    });
    expect(nextPosition(chapters, { activityId: SUMMARY_SECOND_PAGE_ID, view: 'question' })).toBeUndefined();
  });

  it('goes back from feedback to its question, and from a question to the previous feedback', () => {
    const chapters = course(done);
    expect(previousPosition(chapters, { activityId: 12, view: 'feedback' })).toEqual({
      activityId: 12,
      view: 'question',
    });
    expect(previousPosition(chapters, { activityId: 21, view: 'question' })).toEqual({
      activityId: 12,
      view: 'feedback',
    });
    expect(previousPosition(chapters, { activityId: 12, view: 'question' })).toEqual({
      activityId: 11,
      view: 'question',
    });
    expect(previousPosition(chapters, { activityId: 11, view: 'question' })).toBeUndefined();
  });
});

describe("the editor's way through a training (admin mode)", () => {
  it('goes activity to activity, skipping feedback pages, and is never locked', () => {
    const chapters = course(open);
    const q = (activityId: ActivityId): Position => ({ activityId, view: 'question' });
    expect(editorNeighbours(chapters, q(12))).toEqual({ previous: q(11), next: q(21) });
    expect(editorNeighbours(chapters, { activityId: 12, view: 'feedback' }).next).toEqual(q(21));
    expect(editorNeighbours(chapters, q(21)).next).toEqual(q(SUMMARY_PAGE_ID));
    expect(editorNeighbours(chapters, q(11)).previous).toBeUndefined();
    expect(editorNeighbours(chapters, q(SUMMARY_SECOND_PAGE_ID)).next).toBeUndefined();
    // An unanswered question: a learner must answer first, an editor goes on.
    expect(
      navigationAvailability({ chapters, position: q(12), answersLoaded: true, locked: false }),
    ).toMatchObject({ nextLocked: 'answer-first' });
    expect(editorAvailability(chapters, q(12))).toEqual({
      available: true,
      showPrevious: true,
      hasNext: true,
      nextLocked: undefined,
    });
    expect(editorAvailability(chapters, q(11))).toMatchObject({ showPrevious: false, hasNext: true });
  });
});

describe('availability (spec 3 §4)', () => {
  it('locks Next on a question until it is Done, and says why', () => {
    const a = navigationAvailability({
      chapters: course(),
      position: { activityId: 12, view: 'question' },
      answersLoaded: true,
      locked: false,
    });
    expect(a).toEqual({ available: true, showPrevious: true, hasNext: true, nextLocked: 'answer-first' });
  });

  it('lets debug mode through', () => {
    const a = navigationAvailability({
      chapters: course(),
      position: { activityId: 12, view: 'question' },
      answersLoaded: true,
      locked: false,
      debug: true,
    });
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
    const first = navigationAvailability({
      chapters,
      position: { activityId: 11, view: 'question' },
      answersLoaded: true,
      locked: false,
    });
    expect(first.showPrevious).toBe(false);
    const locked = navigationAvailability({
      chapters,
      position: { activityId: 12, view: 'question' },
      answersLoaded: true,
      locked: true,
    });
    expect(locked.showPrevious).toBe(false);
  });

  it('hides Previous on an answered question, on its question page and on its feedback page', () => {
    const chapters = course(done);
    for (const view of ['question', 'feedback'] as const) {
      const a = navigationAvailability({
        chapters,
        position: { activityId: 12, view },
        answersLoaded: true,
        locked: false,
      });
      expect(a.showPrevious, view).toBe(false);
      expect(a.hasNext, view).toBe(true);
      expect(a.nextLocked, view).toBeUndefined();
    }
  });

  it('keeps Previous on an open question, on an info slide and on the page after an answered question', () => {
    const open12 = navigationAvailability({
      chapters: course(),
      position: { activityId: 12, view: 'question' },
      answersLoaded: true,
      locked: false,
    });
    expect(open12.showPrevious).toBe(true);
    const chapters = buildPlayerChapters([
      chapter(1, 1, [
        activity(11, 1, 'InfoSlide', done),
        activity(12, 2, 'MultipleChoiceStatement', done),
        activity(13, 3, 'InfoSlide', done),
      ]),
    ]);
    const after = navigationAvailability({
      chapters,
      position: { activityId: 13, view: 'question' },
      answersLoaded: true,
      locked: false,
    });
    expect(after.showPrevious).toBe(true);
    // ... and that Previous leads to the answered question's feedback page.
    expect(previousPosition(chapters, { activityId: 13, view: 'question' })).toEqual({
      activityId: 12,
      view: 'feedback',
    });
    const summary = navigationAvailability({
      chapters,
      position: { activityId: SUMMARY_PAGE_ID, view: 'question' },
      answersLoaded: true,
      locked: false,
    });
    expect(summary.showPrevious).toBe(true);
  });

  it('keeps Previous hidden on answered questions in debug mode (debug lifts only the Next rule)', () => {
    const a = navigationAvailability({
      chapters: course(done),
      position: { activityId: 21, view: 'feedback' },
      answersLoaded: true,
      locked: false,
      debug: true,
    });
    expect(a.showPrevious).toBe(false);
  });

  it('offers no navigation when the course has one activity, ignoring 100000', () => {
    const chapters = buildPlayerChapters([
      chapter(1, 1, [activity(100000, 0, 'InfoSlide', done), activity(11, 1, 'InfoSlide', done)]),
    ]);
    const a = navigationAvailability({
      chapters,
      position: { activityId: 11, view: 'question' },
      answersLoaded: true,
      locked: false,
    });
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
