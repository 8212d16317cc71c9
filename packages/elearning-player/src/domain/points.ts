import { isCertificateAchieved } from '@dementie/api-client';

/**
 * Spec 3 §5 'Points left': max(0, rounded stored minimum acceptable score minus earned points).
 * The minimum is whatever MarkAssignment last returned (kept in session storage).
 */
export function pointsLeft(minAcceptableScore: number, earnedPoints: number): number {
  return Math.max(0, Math.round(minAcceptableScore) - earnedPoints);
}

/** Spec 3 §5: percent progress is clamped to 0-100 (a NaN from an empty course counts as 0). */
export function clampPercent(progress: number): number {
  if (Number.isNaN(progress)) return 0;
  return Math.min(100, Math.max(0, progress));
}

/** Which heading the summary page shows (spec 3 §2). */
export type SummaryOutcome = 'achieved' | 'notAchieved' | 'plain';

/**
 * Certificate achieved, not achieved, or a plain summary (spec 3 §2). Plain when the score or the
 * minimum acceptable score is unknown, or the summary page has no result blocks. The pass rule is
 * the project's (api-client README: score reaches the course's MinAcceptableScore).
 */
export function summaryOutcome(input: {
  readonly score: number | undefined;
  readonly minAcceptableScore: number | undefined;
  readonly hasResultBlocks: boolean;
}): SummaryOutcome {
  if (input.score === undefined || input.minAcceptableScore === undefined || !input.hasResultBlocks) {
    return 'plain';
  }
  return isCertificateAchieved(input.score, input.minAcceptableScore) ? 'achieved' : 'notAchieved';
}

/** Score-flower counter start with the flower animation (spec 3 §9). */
export const FLOWER_COUNTER_DELAY_ANIMATED = 3000;
/** Score-flower counter start without the flower animation (spec 3 §9). */
export const FLOWER_COUNTER_DELAY_STATIC = 1500;
/** Base step of the counter (spec 3 §9). */
export const FLOWER_COUNTER_STEP = 40;
/** Random extra per step, at most (spec 3 §9). */
export const FLOWER_COUNTER_JITTER = 100;

/**
 * The score-flower counter timings (spec 3 §9): it starts after 3000 ms with the flower animation
 * or 1500 ms without; each step takes 40 ms plus up to 100 ms. Under reduced motion there is no
 * counting at all (undefined): the final score shows at once.
 */
export function flowerCounterDelays(input: {
  readonly score: number;
  readonly animated: boolean;
  readonly reducedMotion: boolean;
  readonly random?: () => number;
}): readonly number[] | undefined {
  if (input.reducedMotion || input.score <= 0) return undefined;
  const random = input.random ?? Math.random;
  const start = input.animated ? FLOWER_COUNTER_DELAY_ANIMATED : FLOWER_COUNTER_DELAY_STATIC;
  const steps = Math.round(input.score);
  return Array.from({ length: steps }, (_, index) =>
    index === 0 ? start : FLOWER_COUNTER_STEP + Math.floor(random() * (FLOWER_COUNTER_JITTER + 1)),
  );
}
