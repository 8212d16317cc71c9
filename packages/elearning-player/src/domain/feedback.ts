import type { Answer } from '@dementie/api-client';
import type { QuestionKind } from './course';

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

/**
 * True for the single-choice questions: statements and the click variant of the info-slide
 * question (spec 3 §4 "single-pick click questions").
 */
export function isSingleChoice(kind: QuestionKind, shouldDragAnswer: boolean): boolean {
  return (
    kind === 'MultipleChoiceStatement' || (kind === 'InfoSlideMultipleChoiceQuestion' && !shouldDragAnswer)
  );
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
 * Feedback result (spec 3 §5): statements are always fully correct with no points; otherwise
 * fullyCorrect when earned equals the maximum, partiallyCorrect when above 0, else wrong.
 */
export function feedbackResult(
  kind: QuestionKind,
  answers: readonly Answer[],
  selectedIds: readonly number[],
  shouldDragAnswer = false,
): FeedbackResult {
  if (kind === 'MultipleChoiceStatement') {
    return { kind: 'fullyCorrect', earned: 0, max: 0, showsPoints: false };
  }
  const earned = earnedPoints(answers, selectedIds);
  const max = maxPoints(answers, isSingleChoice(kind, shouldDragAnswer));
  const resultKind: FeedbackResultKind =
    earned === max ? 'fullyCorrect' : earned > 0 ? 'partiallyCorrect' : 'wrong';
  return { kind: resultKind, earned, max, showsPoints: true };
}

/**
 * Whether a marking may be sent, and with which answer ids (spec 3 §5 "Answering"):
 * flip card only with at least one selected answer among the loaded answers; info slide only with
 * at least one selected answer; a statement sends one answer. Undefined when nothing may be sent.
 */
export function answerIdsToSend(
  kind: QuestionKind,
  selectedIds: readonly number[],
  answers: readonly Answer[],
): number[] | undefined {
  switch (kind) {
    case 'FlipCardMultipleChoiceQuestion': {
      const loaded = new Set(answers.map((answer) => answer.id));
      const ids = selectedIds.filter((id) => loaded.has(id));
      return ids.length > 0 ? ids : undefined;
    }
    case 'InfoSlideMultipleChoiceQuestion':
      return selectedIds.length > 0 ? [...selectedIds] : undefined;
    case 'MultipleChoiceStatement': {
      const first = selectedIds[0];
      return first === undefined ? undefined : [first];
    }
  }
}
