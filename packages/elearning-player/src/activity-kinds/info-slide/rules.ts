import type { ActivityKind } from '../kind';

/**
 * The info slide (spec 3 §2, §4): rich content without answers; it is marked done when shown and
 * its content's MaxScore counts.
 */
export const infoSlideKind: ActivityKind<'info-slide'> = {
  name: 'info-slide',
  teachingKind: 'InfoSlide',
  documentField: 'SlideContent',
  question: false,
  answering: 'select-then-check',
  doneWhenShown: true,
  loadAnswers: async () => ({ kind: 'loaded', value: [] }),
  orderAnswers: (answers) => [...answers],
  canCheck: () => false,
  answerIdsToSend: () => undefined,
  result: () => ({ kind: 'fullyCorrect', earned: 0, max: 0, showsPoints: false }),
  maxScore: () => 0,
  restoreSelection: () => [],
  // Nothing to choose on a slide.
  gestures: {},
};
