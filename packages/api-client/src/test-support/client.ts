import { expect } from 'vitest';
import { createApiClient } from '../client.js';
import { fakeFetch, json } from './fake-fetch.js';

/*
 * The set-up the client's tests share (client-*.test.ts): one base URL and a client whose fake server
 * answers every request alike. Not exported from the package.
 */

export const BASE = 'https://api.example.nl';

/** A client whose fake server answers every request with `body`. */
export function clientAnswering(body: unknown, status = 200) {
  const fake = fakeFetch(() => json(body, status));
  const client = createApiClient({
    baseUrl: `${BASE}/`,
    fetch: fake.fetch,
    antiForgeryToken: () => 'token-123',
  });
  return { client, requests: fake.requests };
}

/** The value of a loaded result; fails the test for any other kind. */
export function value<T>(result: { kind: string; value?: T }): T {
  expect(result.kind).toBe('loaded');
  return result.value as T;
}
