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
 */
export function createAltchaBotCheck(options: AltchaBotCheckOptions): BotCheck {
  let ready: string | null = null;
  let pending: Promise<string | null> | null = null;

  async function solve(signal?: AbortSignal): Promise<string | null> {
    const answer = await options.fetchChallenge(signal);
    if (answer.kind !== 'loaded') return null;
    const solution = await solveAltchaChallenge(answer.value, {
      ...(options.digest ? { digest: options.digest } : {}),
      ...(signal ? { signal } : {}),
    });
    return solution ? altchaPayload(answer.value, solution) : null;
  }

  async function prepare(signal?: AbortSignal): Promise<boolean> {
    if (ready !== null) return true;
    if (!pending) {
      pending = solve(signal).finally(() => {
        pending = null;
      });
    }
    const payload = await pending;
    if (payload !== null) ready = payload;
    return ready !== null;
  }

  return {
    prepare,
    async token(_action, signal) {
      if (!(await prepare(signal))) return null;
      const payload = ready;
      ready = null;
      return payload;
    },
  };
}
