import { describe, expect, it } from 'vitest';
import { clampPercent, pointsLeft } from './points';

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
