import { infoSlideQuestionKind } from '../kind';

/**
 * The click variant of the info-slide question (spec 3 §2, §4): a single choice, marked at once.
 * Its maximum is the largest single correct score (spec 3 §5).
 */
export const clickKind = infoSlideQuestionKind('click');
