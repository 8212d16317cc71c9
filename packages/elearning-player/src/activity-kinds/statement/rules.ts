import { byItemOrder } from '../../domain/answers';
import { type ActivityKind, checkWhenCorrectCountChosen, keepValidSelection, pickOne } from '../kind';

/**
 * The multiple-choice statement (spec 3 §2, §4): one answer, marked at once, shown in
 * ItemOrderNumber order. It gives no points: always fully correct (spec 3 §5).
 */
export const statementKind: ActivityKind<'statement'> = {
  name: 'statement',
  teachingKind: 'MultipleChoiceStatement',
  documentField: 'MCQQuestionContent',
  // A statement asks for an opinion (spec 3 §5).
  asksOpinion: true,
  question: true,
  answering: 'pick-one',
  doneWhenShown: false,
  loadAnswers: (backend, id) => backend.statementAnswers(id),
  orderAnswers: byItemOrder,
  canCheck: checkWhenCorrectCountChosen,
  answerIdsToSend(selected) {
    const first = selected[0];
    return first === undefined ? undefined : [first];
  },
  result: () => ({ kind: 'fullyCorrect', earned: 0, max: 0, showsPoints: false }),
  maxScore: () => 0,
  restoreSelection: keepValidSelection,
  gestures: { select: pickOne },
};
