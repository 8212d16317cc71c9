import type { ApiResult } from '@dementie/api-client';
import type { BotCheck } from './bot-check';

/*
 * Self-hosted ALTCHA proof-of-work (decision 0006, api-client README "Bot check"): the server hands out
 * { algorithm, challenge, salt, signature, maxnumber }; the browser finds the number n with
 * hex(SHA-256(salt + n)) === challenge and sends back base64(JSON) of the challenge with n. No
 * third-party script: the search uses WebCrypto.
 */

/** An ALTCHA challenge as the api-client gives it. */
export interface AltchaChallenge {
  readonly algorithm: string;
  readonly challenge: string;
  readonly salt: string;
  readonly signature: string;
  readonly maxnumber?: number | undefined;
}

/** Computes a digest, like `crypto.subtle.digest`. Injectable for tests and old engines. */
export type Digest = (algorithm: string, data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

/** The default search limit when the challenge gives none (ALTCHA's own default). */
export const ALTCHA_DEFAULT_MAX_NUMBER = 1_000_000;

const SUPPORTED_ALGORITHMS = new Set(['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512']);

// Yield to the event loop now and then so a long search never freezes typing on a cheap phone.
const YIELD_EVERY = 500;

function webCryptoDigest(): Digest | null {
  const subtle = globalThis.crypto?.subtle;
  return subtle ? (algorithm, data) => subtle.digest(algorithm, data) : null;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Finds the number that solves an ALTCHA challenge.
 * @returns the number and the milliseconds it took, or null when none exists up to `maxnumber`,
 *   the algorithm is unknown, WebCrypto is missing or the search was aborted
 */
export async function solveAltchaChallenge(
  challenge: AltchaChallenge,
  options: { readonly digest?: Digest; readonly signal?: AbortSignal; readonly now?: () => number } = {},
): Promise<{ readonly number: number; readonly took: number } | null> {
  const algorithm = challenge.algorithm.toUpperCase();
  const digest = options.digest ?? webCryptoDigest();
  if (!digest || !SUPPORTED_ALGORITHMS.has(algorithm)) return null;
  const now = options.now ?? Date.now;
  const started = now();
  const target = challenge.challenge.toLowerCase();
  const max = challenge.maxnumber ?? ALTCHA_DEFAULT_MAX_NUMBER;
  const encoder = new TextEncoder();
  for (let n = 0; n <= max; n += 1) {
    if (options.signal?.aborted) return null;
    if (n > 0 && n % YIELD_EVERY === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    const hash = toHex(await digest(algorithm, encoder.encode(`${challenge.salt}${n}`)));
    if (hash === target) return { number: n, took: now() - started };
  }
  return null;
}

/** The payload the server verifies: base64 of the challenge's JSON with the found number. */
export function altchaPayload(
  challenge: AltchaChallenge,
  solution: { number: number; took: number },
): string {
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: solution.took,
  });
  // The JSON is ASCII (hex, numbers, the salt's URL parameters), so btoa is safe.
  return btoa(json);
}

/** Options of {@link createAltchaBotCheck}. */
export interface AltchaBotCheckOptions {
  /** Fetches a fresh challenge, e.g. `() => api.altchaChallenge()`. */
  readonly fetchChallenge: (signal?: AbortSignal) => Promise<ApiResult<AltchaChallenge>>;
  /** Digest function; default WebCrypto's `crypto.subtle.digest`. */
  readonly digest?: Digest;
}

/**
 * The ALTCHA bot check: `prepare` fetches and solves a challenge ahead of time, `token` hands the
 * solution out once (a spent solution is refused by the server) and the next `prepare` starts over.
 *
 * One search serves every caller waiting at that moment (a form's effect and a send that comes before
 * the search is done). A caller's signal ends only that caller's wait; the search stops once no caller
 * waits any more. Before, the first caller's signal stopped the shared search, so a form that mounted
 * again mid-search (its effect aborted and started over) got the aborted search's "no solution" and said
 * the check had failed.
 */
export function createAltchaBotCheck(options: AltchaBotCheckOptions): BotCheck {
  let ready: string | null = null;
  let search: {
    readonly result: Promise<string | null>;
    readonly stop: AbortController;
    waiting: number;
  } | null = null;

  async function solve(signal: AbortSignal): Promise<string | null> {
    const answer = await options.fetchChallenge(signal);
    if (answer.kind !== 'loaded') return null;
    const solution = await solveAltchaChallenge(answer.value, {
      ...(options.digest ? { digest: options.digest } : {}),
      signal,
    });
    return solution ? altchaPayload(answer.value, solution) : null;
  }

  function startSearch() {
    const stop = new AbortController();
    const current = {
      stop,
      waiting: 0,
      result: solve(stop.signal).then((payload) => {
        if (search === current) search = null;
        if (payload !== null && !stop.signal.aborted) ready = payload;
        return payload;
      }),
    };
    search = current;
    return current;
  }

  async function prepare(signal?: AbortSignal): Promise<boolean> {
    if (ready !== null) return true;
    if (signal?.aborted) return false;
    const current = search ?? startSearch();
    current.waiting += 1;
    let leave = () => {};
    const left = new Promise<null>((resolve) => {
      if (!signal) return;
      const onAbort = () => resolve(null);
      signal.addEventListener('abort', onAbort, { once: true });
      leave = () => signal.removeEventListener('abort', onAbort);
    });
    try {
      await Promise.race([current.result, left]);
    } finally {
      leave();
      current.waiting -= 1;
      // Nobody waits for this search any more: stop it (a cheap phone should not solve for nothing).
      if (current.waiting === 0 && search === current && signal?.aborted) {
        current.stop.abort();
        search = null;
      }
    }
    return ready !== null && !signal?.aborted;
  }

  return {
    prepare,
    async token(_action, signal) {
      // Two sends at once: the first takes the solution, the second waits for the next search.
      for (;;) {
        if (!(await prepare(signal))) return null;
        const payload = ready;
        if (payload !== null) {
          ready = null;
          return payload;
        }
      }
    },
  };
}
