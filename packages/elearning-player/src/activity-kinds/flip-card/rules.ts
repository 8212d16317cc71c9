import type { Answer } from '@dementie/api-client';
import { correctCount, shuffledAnswers } from '../../domain/answers';
import { maxPoints, scoredResult } from '../../domain/feedback';
import { toggleAnswer } from '../../domain/selection';
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

/** The flip card's gesture names beyond `select`: turning a card over to read its back. */
export const TURN_CARD = 'turn';

/** The flip-card question (spec 3 §2, §4): choose as many cards as there are correct ones, then check. */
export const flipCardKind: ActivityKind<'flip-card'> = {
  name: 'flip-card',
  teachingKind: 'FlipCardMultipleChoiceQuestion',
  documentField: 'FMCQuestionContent',
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
  gestures: {
    // Choosing a card: up to the number of correct answers (spec 3 §4).
    select: ({ selected }, { answerId, answers, done }) => ({
      selected: toggleLimited(selected, answerId, correctCount(answers), done),
    }),
    // A card turns over to read its explanation only once its question is Done (spec 3 §4).
    [TURN_CARD]: ({ expanded }, { answerId, done }) =>
      done ? { expanded: toggleAnswer(expanded, answerId) } : {},
  },
};
