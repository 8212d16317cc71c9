import type { PlayerTimers } from '../store/player-store';

/** Timers a test moves by hand: nothing runs until `advance`. */
export interface ManualTimers extends PlayerTimers {
  /** Runs every timer due within `ms`, in order, and moves the clock. */
  advance(ms: number): void;
  /** Timers still waiting. */
  pending(): number;
}

/** Creates {@link ManualTimers} (for the player's `timers`: auto-advance and answer retries). */
export function createManualTimers(): ManualTimers {
  let now = 0;
  let nextId = 0;
  const queue = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback, ms) {
      nextId += 1;
      queue.set(nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout(handle) {
      queue.delete(handle as number);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of queue)
          if (entry[1].at <= target && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        queue.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = target;
    },
    pending: () => queue.size,
  };
}
