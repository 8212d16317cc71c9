import { describe, expect, it } from 'vitest';
import { clampPercent, flowerCounterDelays, pointsLeft, summaryOutcome } from './points';

describe('points left (spec 3 §5)', () => {
  it('rounds the minimum and never goes below zero', () => {
    expect(pointsLeft(7.6, 3)).toBe(5);
    expect(pointsLeft(7.4, 3)).toBe(4);
    expect(pointsLeft(5, 9)).toBe(0);
  });
});

describe('progress percentage', () => {
  it('is clamped to 0-100', () => {
    expect(clampPercent(-4)).toBe(0);
    expect(clampPercent(42)).toBe(42);
    expect(clampPercent(130)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe('summary outcome (spec 3 §2)', () => {
  it('is achieved, not achieved, or plain', () => {
    expect(summaryOutcome({ score: 9, minAcceptableScore: 9, hasResultBlocks: true })).toBe('achieved');
    expect(summaryOutcome({ score: 8, minAcceptableScore: 9, hasResultBlocks: true })).toBe('notAchieved');
    expect(summaryOutcome({ score: 8, minAcceptableScore: undefined, hasResultBlocks: true })).toBe('plain');
    expect(summaryOutcome({ score: 9, minAcceptableScore: 9, hasResultBlocks: false })).toBe('plain');
  });
});

describe('score-flower counter (spec 3 §9)', () => {
  it('starts after 3000 ms with the flower animation, 1500 ms without, then 40 ms plus up to 100 ms', () => {
    expect(flowerCounterDelays({ score: 3, animated: true, reducedMotion: false, random: () => 0 })).toEqual([
      3000, 40, 40,
    ]);
    expect(
      flowerCounterDelays({ score: 2, animated: false, reducedMotion: false, random: () => 0.999 }),
    ).toEqual([1500, 140]);
  });

  it('does not count under reduced motion', () => {
    expect(flowerCounterDelays({ score: 3, animated: true, reducedMotion: true })).toBeUndefined();
  });
});
