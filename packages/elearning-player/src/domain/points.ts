/**
 * Spec 3 §5 'Points left': max(0, rounded stored minimum acceptable score minus earned points).
 * The minimum is whatever MarkAssignment last returned (kept in session storage by the host).
 */
export function pointsLeft(minAcceptableScore: number, earnedPoints: number): number {
  return Math.max(0, Math.round(minAcceptableScore) - earnedPoints);
}

/** Spec 3 §5: percent progress is clamped to 0-100 (a NaN from an empty course counts as 0). */
export function clampPercent(progress: number): number {
  if (Number.isNaN(progress)) return 0;
  return Math.min(100, Math.max(0, progress));
}
