import type { Answer } from '@dementie/api-client';

/** The result kinds of spec 3 §5. */
export type FeedbackResultKind = 'fullyCorrect' | 'partiallyCorrect' | 'wrong';

/** A question's feedback result. */
export interface FeedbackResult {
  readonly kind: FeedbackResultKind;
  readonly earned: number;
  readonly max: number;
  /** False for statements: they give no points (spec 3 §5). */
  readonly showsPoints: boolean;
}

/** Earned points: the sum of the scores of the selected answers (spec 3 §5). */
export function earnedPoints(answers: readonly Answer[], selectedIds: readonly number[]): number {
  const selected = new Set(selectedIds);
  return answers.reduce((sum, answer) => sum + (selected.has(answer.id) ? answer.score : 0), 0);
}

/**
 * Maximum points (spec 3 §5): the sum of the scores of the correct answers, or the largest single
 * correct score for a single choice.
 */
export function maxPoints(answers: readonly Answer[], singleChoice: boolean): number {
  const correct = answers.filter((answer) => answer.isCorrect).map((answer) => answer.score);
  if (singleChoice) return correct.length === 0 ? 0 : Math.max(...correct);
  return correct.reduce((sum, score) => sum + score, 0);
}

/**
 * Feedback result of a scored question (spec 3 §5): fullyCorrect when earned equals the maximum,
 * partiallyCorrect when above 0, else wrong. Each activity kind decides whether it is a single choice.
 */
export function scoredResult(
  answers: readonly Answer[],
  selectedIds: readonly number[],
  singleChoice: boolean,
): FeedbackResult {
  const earned = earnedPoints(answers, selectedIds);
  const max = maxPoints(answers, singleChoice);
  const kind: FeedbackResultKind =
    earned === max ? 'fullyCorrect' : earned > 0 ? 'partiallyCorrect' : 'wrong';
  return { kind, earned, max, showsPoints: true };
}
