import { describe, expect, it } from 'vitest';
import { canCheck, toggleAnswer } from './selection';

describe('selection rules shared by the question kinds (spec 3 §4)', () => {
  it('toggles info slide answers without a limit', () => {
    expect(toggleAnswer(toggleAnswer([], 1), 1)).toEqual([]);
  });

  it('checks only with exactly the correct count and not yet answered', () => {
    expect(canCheck([1], 2, false)).toBe(false);
    expect(canCheck([1, 2], 2, false)).toBe(true);
    expect(canCheck([1, 2], 2, true)).toBe(false);
  });
});
