import { webcrypto } from 'node:crypto';
import { connectionError, loaded } from '@dementie/api-client';
import { describe, expect, it, vi } from 'vitest';
import {
  type AltchaChallenge,
  altchaPayload,
  createAltchaBotCheck,
  type Digest,
  solveAltchaChallenge,
} from './altcha';

const digest: Digest = (algorithm, data) => webcrypto.subtle.digest(algorithm, data);

async function challengeFor(number: number, salt = 'abc123?expires=9999999999'): Promise<AltchaChallenge> {
  const hash = await digest('SHA-256', new TextEncoder().encode(`${salt}${number}`));
  const hex = Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0')).join('');
  return { algorithm: 'SHA-256', challenge: hex, salt, signature: 'sig', maxnumber: 2000 };
}

describe('ALTCHA solver (self-hosted proof-of-work)', () => {
  it('finds the number whose SHA-256 with the salt is the challenge', async () => {
    const challenge = await challengeFor(1234);
    const solution = await solveAltchaChallenge(challenge, { digest, now: () => 0 });
    expect(solution).toEqual({ number: 1234, took: 0 });
  });

  it('gives null when no number up to maxnumber fits, or for an unknown algorithm', async () => {
    const challenge = { ...(await challengeFor(3000)), maxnumber: 100 };
    expect(await solveAltchaChallenge(challenge, { digest })).toBeNull();
    expect(await solveAltchaChallenge({ ...challenge, algorithm: 'MD5' }, { digest })).toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      await solveAltchaChallenge(await challengeFor(5), { digest, signal: controller.signal }),
    ).toBeNull();
  });

  it('builds the base64 JSON payload the server verifies', async () => {
    const challenge = await challengeFor(7);
    const payload = JSON.parse(atob(altchaPayload(challenge, { number: 7, took: 12 })));
    expect(payload).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: 'sig',
      took: 12,
    });
  });

  it('prepares ahead, hands a token out once, then solves a fresh challenge', async () => {
    const fetchChallenge = vi.fn(async () => loaded(await challengeFor(3)));
    const check = createAltchaBotCheck({ fetchChallenge, digest });
    expect(await check.prepare()).toBe(true);
    expect(await check.prepare()).toBe(true);
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
    const first = await check.token('authentication');
    expect(JSON.parse(atob(first ?? '')).number).toBe(3);
    await check.token('submit');
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('a caller that stops waiting does not fail another caller of the same search', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchChallenge = vi.fn(async () => {
      await gate;
      return loaded(await challengeFor(40));
    });
    const check = createAltchaBotCheck({ fetchChallenge, digest });
    // A form mounts (its effect prepares), unmounts mid-search, and mounts again.
    const first = new AbortController();
    const unmounted = check.prepare(first.signal);
    first.abort();
    const again = check.prepare(new AbortController().signal);
    release();
    expect(await unmounted).toBe(false);
    expect(await again).toBe(true);
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
    expect(JSON.parse(atob((await check.token('authentication')) ?? '')).number).toBe(40);
  });

  it('stops the search once nobody waits for it, and starts a fresh one for the next caller', async () => {
    const seen: AbortSignal[] = [];
    const fetchChallenge = vi.fn(async (signal?: AbortSignal) => {
      if (signal) seen.push(signal);
      return loaded(await challengeFor(5));
    });
    const check = createAltchaBotCheck({ fetchChallenge, digest });
    const caller = new AbortController();
    const waiting = check.prepare(caller.signal);
    caller.abort();
    expect(await waiting).toBe(false);
    expect(seen[0]?.aborted).toBe(true);
    expect(await check.prepare()).toBe(true);
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('two sends at once each get a solution of their own', async () => {
    let number = 10;
    const fetchChallenge = vi.fn(async () => loaded(await challengeFor(number++)));
    const check = createAltchaBotCheck({ fetchChallenge, digest });
    const [a, b] = await Promise.all([check.token('authentication'), check.token('authentication')]);
    expect([JSON.parse(atob(a ?? '')).number, JSON.parse(atob(b ?? '')).number].sort()).toEqual([10, 11]);
  });

  it('fails (null token) when the challenge cannot be fetched', async () => {
    const check = createAltchaBotCheck({ fetchChallenge: async () => connectionError('offline'), digest });
    expect(await check.prepare()).toBe(false);
    expect(await check.token('authentication')).toBeNull();
  });
});
