import type { TeachingActivityKind } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import {
  checkChoice,
  countsForProgress,
  maxScoreOf,
  progressPercent,
  type ScoringActivity,
  scoreChoice,
} from './scoring';

/** A question without drag or points of its own; its answers as [id, isCorrect, score]. */
function question(
  id: number,
  kind: TeachingActivityKind,
  answers: [number, boolean, number][],
): ScoringActivity {
  return {
    id,
    kind,
    shouldDragAnswer: false,
    points: 0,
    answers: answers.map(([answerId, isCorrect, score]) => ({ id: answerId, isCorrect, score })),
  };
}

const click = question(1, 'InfoSlideMultipleChoiceQuestion', [
  [11, true, 3],
  [12, true, 1],
  [13, false, 0],
]);
const drag: ScoringActivity = { ...click, id: 2, shouldDragAnswer: true };
const flip: ScoringActivity = { ...drag, id: 3, kind: 'FlipCardMultipleChoiceQuestion' };
const statement = question(4, 'MultipleChoiceStatement', [
  [41, true, 5],
  [42, true, 0],
]);
const slide: ScoringActivity = { id: 5, kind: 'InfoSlide', shouldDragAnswer: false, points: 2, answers: [] };

describe('maximum (spec 3 §5)', () => {
  it('is the largest correct score for a single choice and the sum of correct scores otherwise', () => {
    expect(maxScoreOf(click)).toBe(3);
    expect(maxScoreOf(drag)).toBe(4);
    expect(maxScoreOf(flip)).toBe(4);
  });
  it('is 0 for statements and summary pages, the points of an info slide', () => {
    expect(maxScoreOf(statement)).toBe(0);
    expect(maxScoreOf({ ...slide, kind: 'SummaryPage' })).toBe(0);
    expect(maxScoreOf(slide)).toBe(2);
  });
});

describe('scoring a choice', () => {
  it('fully, partially correct and wrong by the sum of the chosen answers', () => {
    expect(scoreChoice(drag, [11, 12])).toEqual({ points: 4, maxPoints: 4, outcome: 'FullyCorrect' });
    expect(scoreChoice(drag, [11, 13])).toEqual({ points: 3, maxPoints: 4, outcome: 'PartiallyCorrect' });
    expect(scoreChoice(flip, [13])).toEqual({ points: 0, maxPoints: 4, outcome: 'Wrong' });
    expect(scoreChoice(click, [11])).toEqual({ points: 3, maxPoints: 3, outcome: 'FullyCorrect' });
    expect(scoreChoice(click, [12])).toEqual({ points: 1, maxPoints: 3, outcome: 'PartiallyCorrect' });
  });
  it('statements are always fully correct with no points, whatever their answers say', () => {
    expect(scoreChoice(statement, [41])).toEqual({ points: 0, maxPoints: 0, outcome: 'FullyCorrect' });
  });
  it('an info slide gives its points', () => {
    expect(scoreChoice(slide, [])).toEqual({ points: 2, maxPoints: 2, outcome: 'FullyCorrect' });
  });
  it('judges a question without points by correctness', () => {
    const noPoints: ScoringActivity = {
      ...drag,
      answers: [
        { id: 1, isCorrect: true, score: 0 },
        { id: 2, isCorrect: false, score: 0 },
      ],
    };
    expect(scoreChoice(noPoints, [1]).outcome).toBe('FullyCorrect');
    expect(scoreChoice(noPoints, [2]).outcome).toBe('Wrong');
  });
});

describe('checking a choice', () => {
  it('single choices take exactly one answer, multiple choices at most the correct count', () => {
    expect(checkChoice(click, [11])).toBeNull();
    expect(checkChoice(click, [11, 12])).not.toBeNull();
    expect(checkChoice(statement, [])).not.toBeNull();
    expect(checkChoice(drag, [11, 12])).toBeNull();
    expect(checkChoice(drag, [11])).toBeNull();
    // choosing every card cannot buy points
    expect(checkChoice(flip, [11, 12, 13])).toEqual({ reason: 'choose at most 2 answers' });
    expect(checkChoice(flip, [11, 11])).not.toBeNull();
  });
  it('slides and summary pages take no answers', () => {
    expect(checkChoice(slide, [])).toBeNull();
    expect(checkChoice(slide, [1])).not.toBeNull();
  });
});

describe('progress', () => {
  it('is a whole percentage, clamped, and ignores activity 100000 and summary pages', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
    expect(countsForProgress({ id: 100000, kind: 'InfoSlide' })).toBe(false);
    expect(countsForProgress({ id: 7, kind: 'SecondSummaryPage' })).toBe(false);
    expect(countsForProgress({ id: 7, kind: 'MultipleChoiceStatement' })).toBe(true);
  });
});
