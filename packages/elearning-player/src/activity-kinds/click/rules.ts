import { shuffledAnswers } from '../../domain/answers';
import { maxPoints, scoredResult } from '../../domain/feedback';
import { type ActivityKind, checkWhenCorrectCountChosen, keepValidSelection, sendSelected } from '../kind';

/**
 * The click variant of the info-slide question (spec 3 §2, §4): a single choice, marked at once.
 * Its maximum is the largest single correct score (spec 3 §5).
 */
export const clickKind: ActivityKind = {
  name: 'click',
  teachingKind: 'InfoSlideMultipleChoiceQuestion',
  dragVariant: false,
  question: true,
  answering: 'pick-one',
  doneWhenShown: false,
  loadAnswers: (backend, id) => backend.infoSlideAnswers(id),
  orderAnswers: shuffledAnswers,
  canCheck: checkWhenCorrectCountChosen,
  answerIdsToSend: sendSelected,
  result: (answers, selected) => scoredResult(answers, selected, true),
  maxScore: (answers) => maxPoints(answers, true),
  restoreSelection: keepValidSelection,
};
