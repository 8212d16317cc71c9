import type { Answer } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import {
  autoScrollDelta,
  dropInBox,
  dropInPool,
  isBoxCorrect,
  isDraggable,
  parseDropData,
  serialiseDragPayload,
} from './rules';

const answers: Answer[] = [
  { id: 1, kind: 'InfoSlideAnswer', isCorrect: true, score: 2, itemOrderNumber: 1 },
  { id: 2, kind: 'InfoSlideAnswer', isCorrect: false, score: 0, itemOrderNumber: 2 },
  { id: 3, kind: 'InfoSlideAnswer', isCorrect: true, score: 1, itemOrderNumber: 3 },
];

describe('drag question (spec 3 §4, §5)', () => {
  it('is not draggable once completed, nor when the box is full unless already boxed', () => {
    expect(isDraggable(2, [1], 2, false)).toBe(true);
    expect(isDraggable(2, [1, 3], 2, false)).toBe(false);
    expect(isDraggable(1, [1, 3], 2, false)).toBe(true);
    expect(isDraggable(1, [1], 2, true)).toBe(false);
  });

  it('selects on drop into the box and deselects on drop out', () => {
    const boxed = dropInBox([], 1, 2, false);
    expect(boxed).toEqual([1]);
    expect(dropInBox([1, 3], 2, 2, false)).toEqual([1, 3]);
    expect(dropInPool([1, 3], 1, false)).toEqual([3]);
    expect(dropInPool([1, 3], 1, true)).toEqual([1, 3]);
  });

  it('a box is correct only when it holds only correct answers', () => {
    expect(isBoxCorrect([1, 3], answers)).toBe(true);
    expect(isBoxCorrect([1, 2], answers)).toBe(false);
    expect(isBoxCorrect([], answers)).toBe(false);
  });

  it('accepts only JSON drop data', () => {
    expect(parseDropData(serialiseDragPayload({ answerId: 3 }))).toEqual({ answerId: 3 });
    expect(parseDropData('3')).toBeUndefined();
    expect(parseDropData('not json')).toBeUndefined();
    expect(parseDropData('{"answerId":"3"}')).toBeUndefined();
  });

  it('auto-scrolls by 10 px within 10% of the screen edge', () => {
    expect(autoScrollDelta(50, 1000)).toBe(-10);
    expect(autoScrollDelta(500, 1000)).toBe(0);
    expect(autoScrollDelta(950, 1000)).toBe(10);
  });
});
