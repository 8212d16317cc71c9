/** Spec 2 §9: the counter animation takes 2000 ms in ticks of 40 ms. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_TICK_MS = 40;

/** How much the counter grows per tick: the total spread over 2000 ms, at least 1 (spec 2 §9). */
export function counterIncrement(total: number): number {
  return Math.max(1, Math.ceil(total / (COUNTER_DURATION_MS / COUNTER_TICK_MS)));
}

/** Spec 2 §4: while below the total, the current value grows step by step until it equals it. */
export function nextCount(current: number, total: number): number {
  return current >= total ? total : Math.min(total, current + counterIncrement(total));
}
