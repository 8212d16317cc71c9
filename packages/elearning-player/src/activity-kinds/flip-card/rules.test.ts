import { describe, expect, it } from 'vitest';
import { toggleLimited } from './rules';

describe('flip card (spec 3 §4)', () => {
  it('selects only up to the correct-answer count, keeps a set, and is locked once done', () => {
    let selected = toggleLimited([], 1, 2, false);
    selected = toggleLimited(selected, 2, 2, false);
    expect(toggleLimited(selected, 3, 2, false)).toEqual([1, 2]);
    expect(toggleLimited(selected, 1, 2, false)).toEqual([2]);
    expect(toggleLimited(selected, 1, 2, true)).toEqual([1, 2]);
  });
});
