import type { Answer } from '@dementie/api-client';
import { shuffledAnswers } from '../../domain/answers';
import { maxPoints, scoredResult } from '../../domain/feedback';
import { type ActivityKind, checkWhenCorrectCountChosen, keepValidSelection } from '../kind';

/**
 * Flip card: toggles an answer, but one may select only up to the number of correct answers
 * (spec 3 §4). A completed question does not change.
 */
export function toggleLimited(
  selected: readonly number[],
  answerId: number,
  limit: number,
  done: boolean,
): readonly number[] {
  if (done) return selected;
  if (selected.includes(answerId)) return selected.filter((id) => id !== answerId);
  if (selected.length >= limit) return selected;
  return [...selected, answerId];
}
/** The flip-card question (spec 3 §2, §4): choose as many cards as there are correct ones, then check. */
export const flipCardKind: ActivityKind = {
  name: 'flip-card',
  teachingKind: 'FlipCardMultipleChoiceQuestion',
  question: true,
  answering: 'select-then-check',
  doneWhenShown: false,
  loadAnswers: (backend, id) => backend.flipCardAnswers(id),
  orderAnswers: shuffledAnswers,
  canCheck: checkWhenCorrectCountChosen,
  // Only answers among the loaded ones, and at least one (spec 3 §5).
  answerIdsToSend(selected: readonly number[], answers: readonly Answer[]) {
    const loaded = new Set(answers.map((answer) => answer.id));
    const ids = selected.filter((id) => loaded.has(id));
    return ids.length > 0 ? ids : undefined;
  },
  result: (answers, selected) => scoredResult(answers, selected, false),
  maxScore: (answers) => maxPoints(answers, false),
  restoreSelection: keepValidSelection,
};
