import type { ActivityStatus, RunActivity } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import {
  buildPlayerChapters,
  countActivities,
  earnedCoursePoints,
  feedbackKindOf,
  SUMMARY_CHAPTER_ID,
  SUMMARY_PAGE_ID,
  SUMMARY_SECOND_PAGE_ID,
  selectCurrentActivity,
} from './course';
import { wireChapter as chapter, OPEN as open, wireActivity } from './test-support/wire-course';

const done: ActivityStatus = { status: 'Done', progress: 100, points: 2 };

// This file's tests mostly vary the status, so it comes before the kind here.
const activity = (id: number, order: number, status = open, kind: RunActivity['kind'] = 'InfoSlide') =>
  wireActivity(id, order, kind, status);

describe('course structure (spec 3 §3, §4)', () => {
  it('orders chapters and activities by ItemOrderNumber and appends the synthetic summary chapter', () => {
    const chapters = buildPlayerChapters([
      chapter(2, 2, [activity(22, 2), activity(21, 1)]),
      chapter(1, 1, [activity(11, 1)]),
    ]);
    expect(chapters.map((c) => c.id)).toEqual([1, 2, SUMMARY_CHAPTER_ID]);
    expect(chapters[1]?.activities?.map((a) => a.id)).toEqual([21, 22]);
    expect(chapters[2]?.activities?.map((a) => [a.id, a.kind])).toEqual([
      [SUMMARY_PAGE_ID, 'SummaryPage'],
      [SUMMARY_SECOND_PAGE_ID, 'SecondSummaryPage'],
    ]);
  });

  it('excludes activity id 100000 and the summary pages from counts', () => {
    const chapters = buildPlayerChapters([
      chapter(1, 1, [activity(100000, 0), activity(11, 1), activity(12, 2)]),
    ]);
    expect(countActivities(chapters)).toBe(2);
  });

  it('names the feedback twin of each question kind', () => {
    expect(feedbackKindOf('FlipCardMultipleChoiceQuestion')).toBe('FlipCardMultipleChoiceQuestionFeedback');
    expect(feedbackKindOf('MultipleChoiceStatement')).toBe('MultipleChoiceStatementFeedback');
  });

  it('sums the points of Done activities', () => {
    const chapters = buildPlayerChapters([chapter(1, 1, [activity(11, 1, done), activity(12, 2)])]);
    expect(earnedCoursePoints(chapters)).toBe(2);
  });
});

describe('current activity selection (spec 3 §4)', () => {
  it('chooses the first NotDone activity, chapters and activities in order, when all are loaded', () => {
    const chapters = buildPlayerChapters([
      chapter(2, 2, [activity(22, 2), activity(21, 1, done)]),
      chapter(1, 1, [activity(11, 1, done), activity(12, 2, done)]),
    ]);
    expect(selectCurrentActivity(chapters)).toBe(22);
  });

  it('lands on the summary page when every activity is Done', () => {
    const chapters = buildPlayerChapters([chapter(1, 1, [activity(11, 1, done)])]);
    expect(selectCurrentActivity(chapters)).toBe(SUMMARY_PAGE_ID);
  });

  it('falls back to the first activity of the first chapter while a chapter is not loaded', () => {
    const chapters = buildPlayerChapters([chapter(1, 1, [activity(11, 1, done), activity(12, 2)])]);
    const partly = [...chapters, { id: 9, name: 'later', itemOrderNumber: 9, activities: undefined }];
    expect(selectCurrentActivity(partly)).toBe(11);
  });
});
