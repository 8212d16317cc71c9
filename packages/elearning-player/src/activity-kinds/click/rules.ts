import { maxPoints, scoredResult } from '../../domain/feedback';
import { type ActivityKind, infoSlideQuestionRules } from '../kind';

/**
 * The click variant of the info-slide question (spec 3 §2, §4): a single choice, marked at once.
 * Its maximum is the largest single correct score (spec 3 §5).
 */
export const clickKind: ActivityKind = {
  ...infoSlideQuestionRules,
  name: 'click',
  dragVariant: false,
  answering: 'pick-one',
  result: (answers, selected) => scoredResult(answers, selected, true),
  maxScore: (answers) => maxPoints(answers, true),
};
