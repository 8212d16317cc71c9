/** A source of numbers in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

/**
 * A shuffled copy of `list` (Fisher-Yates), the input untouched. Pure for a given `random`:
 * the same seeded source gives the same order, so a run can keep its answer order (spec 3 §7:
 * flip-card and info-slide answers are shuffled by the client).
 */
export function shuffle<T>(list: readonly T[], random: RandomSource = Math.random): T[] {
  const result = [...list];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = result[i] as T;
    result[i] = result[j] as T;
    result[j] = a;
  }
  return result;
}

/** FNV-1a hash of a string to 32 bits. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A deterministic random source (mulberry32) from a number or string seed, e.g.
 * `${runId}:${questionId}`, so the same run shows the same order after a reload.
 */
export function seededRandom(seed: number | string): RandomSource {
  let state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
