/** Time source of the server. Tests pass a fake one to check token lifetimes and expiry. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told: `advance(ms)`. */
export function fakeClock(
  start = new Date('2026-03-05T10:00:00Z'),
): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
