import { pickOne, scoredChoiceQuestion } from '../kind';

/**
 * The click variant of the info-slide question (spec 3 §2, §4): a single choice, marked at once.
 * Its maximum is the largest single correct score (spec 3 §5).
 */
export const clickKind = scoredChoiceQuestion({
  name: 'click',
  teachingKind: 'InfoSlideMultipleChoiceQuestion',
  documentField: 'MCQQuestionContent',
  dragVariant: false,
  singleChoice: true,
  loadAnswers: (backend, id) => backend.infoSlideAnswers(id),
  gestures: { select: pickOne },
});
