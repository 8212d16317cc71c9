import { describe, expect, it } from 'vitest';
import { seededRandom, shuffle } from './shuffle.js';

describe('shuffle', () => {
  it('keeps every element and leaves the input untouched', () => {
    const input = [1, 2, 3, 4, 5, 6];
    const output = shuffle(input, seededRandom(42));
    expect([...output].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives the same order for the same seed and usually another for another seed', () => {
    const input = Array.from({ length: 10 }, (_, i) => i);
    expect(shuffle(input, seededRandom('run-1:212'))).toEqual(shuffle(input, seededRandom('run-1:212')));
    expect(shuffle(input, seededRandom('run-1:212'))).not.toEqual(shuffle(input, seededRandom('run-2:212')));
  });

  it('handles empty and single lists', () => {
    expect(shuffle([], Math.random)).toEqual([]);
    expect(shuffle(['a'], Math.random)).toEqual(['a']);
  });

  it('seeded sources stay in [0, 1)', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 1000; i += 1) {
      const n = random();
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });
});
