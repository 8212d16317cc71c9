import type { Answer } from '@dementie/api-client';
import { correctCount } from '../../domain/answers';
import { scoredChoiceQuestion } from '../kind';

/**
 * The draggable rule (spec 3 §4): not once completed, nor when the right amount is boxed unless the
 * item is already in the box.
 */
export function isDraggable(
  answerId: number,
  boxed: readonly number[],
  correct: number,
  done: boolean,
): boolean {
  if (done) return false;
  return boxed.includes(answerId) || boxed.length < correct;
}

/** Dropping into the box selects (spec 3 §4); ignored when the item may not move. */
export function dropInBox(
  boxed: readonly number[],
  answerId: number,
  correct: number,
  done: boolean,
): readonly number[] {
  if (boxed.includes(answerId) || !isDraggable(answerId, boxed, correct, done)) return boxed;
  return [...boxed, answerId];
}

/** Dropping out of the box deselects (spec 3 §4). */
export function dropInPool(boxed: readonly number[], answerId: number, done: boolean): readonly number[] {
  if (done) return boxed;
  return boxed.filter((id) => id !== answerId);
}

/**
 * A drag box is correct only if every chosen answer is correct and it holds only correct ones
 * (spec 3 §5); an empty box is not correct.
 */
export function isBoxCorrect(boxed: readonly number[], answers: readonly Answer[]): boolean {
  if (boxed.length === 0) return false;
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  return boxed.every((id) => byId.get(id)?.isCorrect === true);
}

/** What a drag carries. */
export interface DragPayload {
  readonly answerId: number;
}

/** The data of a drag, serialised for `DataTransfer`. */
export function serialiseDragPayload(payload: DragPayload): string {
  return JSON.stringify(payload);
}

/** Dropped data must be parseable as JSON (spec 3 §5); anything else is ignored. */
export function parseDropData(data: string): DragPayload | undefined {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null && 'answerId' in value) {
      const id = (value as { answerId: unknown }).answerId;
      if (typeof id === 'number' && Number.isInteger(id)) return { answerId: id };
    }
  } catch {
    // Not JSON: ignore the drop.
  }
  return undefined;
}

/** The auto-scroll edge, a share of the screen height (spec 3 §9). */
export const AUTO_SCROLL_EDGE = 0.1;
/** The auto-scroll step in pixels (spec 3 §9). */
export const AUTO_SCROLL_STEP = 10;

/**
 * While dragging near the top or bottom 10% of the screen the page scrolls by 10 px steps
 * (spec 3 §9): -10 near the top, +10 near the bottom, else 0.
 */
export function autoScrollDelta(pointerY: number, viewportHeight: number): number {
  const edge = viewportHeight * AUTO_SCROLL_EDGE;
  if (pointerY < edge) return -AUTO_SCROLL_STEP;
  if (pointerY > viewportHeight - edge) return AUTO_SCROLL_STEP;
  return 0;
}
/** The drag question's gesture beyond `select`: an answer dropped back in the pool. */
export const DESELECT_GESTURE = 'deselect';

/**
 * The drag variant of the info-slide question (spec 3 §2, §4): answers are dragged into a box
 * until it holds as many as there are correct ones, then checked.
 */
export const dragKind = scoredChoiceQuestion({
  name: 'drag',
  // The click variant's wire kind and answers: the content's ShouldDragAnswer tells them apart.
  teachingKind: 'InfoSlideMultipleChoiceQuestion',
  loadAnswers: (backend, id) => backend.infoSlideAnswers(id),
  documentField: 'MCQQuestionContent',
  dragVariant: true,
  singleChoice: false,
  // A drop in the box selects, a drop back in the pool deselects (spec 3 §4).
  gestures: {
    select: ({ selected }, { answerId, answers, done }) => ({
      selected: dropInBox(selected, answerId, correctCount(answers), done),
    }),
    [DESELECT_GESTURE]: ({ selected }, { answerId, done }) => ({
      selected: dropInPool(selected, answerId, done),
    }),
  },
});
