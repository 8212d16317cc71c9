import { describe, expect, it } from 'vitest';
import { type ApiResult, connectionError, failed, loaded, unauthorized } from './async-result.js';
import { createApiClient } from './client.js';
import { AUTH_RETRY_MAX_ATTEMPTS, retry, retryPolicies } from './retry.js';
import { fakeFetch, json } from './test-support/fake-fetch.js';

function sequence<T>(results: ApiResult<T>[]) {
  let index = 0;
  const calls: number[] = [];
  const operation = async (attempt: number) => {
    calls.push(attempt);
    const result = results[Math.min(index, results.length - 1)] as ApiResult<T>;
    index += 1;
    return result;
  };
  return { operation, calls };
}

function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

describe('retry', () => {
  it('auth: retries a connection error after 500 ms until it succeeds (spec 1 §4, §9)', async () => {
    const { operation, calls } = sequence([connectionError('down'), failed(502, 'x'), loaded('ok')]);
    const { delays, sleep } = recordingSleep();
    expect(await retry(operation, 'auth', sleep)).toEqual(loaded('ok'));
    expect(calls).toEqual([1, 2, 3]);
    expect(delays).toEqual([500, 500]);
  });

  it('auth: stops at the attempt cap with the last result', async () => {
    const { operation, calls } = sequence<string>([connectionError('down')]);
    const { delays, sleep } = recordingSleep();
    expect(await retry(operation, 'auth', sleep)).toEqual(connectionError('down'));
    expect(calls).toHaveLength(AUTH_RETRY_MAX_ATTEMPTS);
    expect(delays).toHaveLength(AUTH_RETRY_MAX_ATTEMPTS - 1);
  });

  it.each([
    ['unauthorized', unauthorized(401)],
    ['a 4xx failure', failed(404, 'x')],
    ['a broken contract', failed(599, 'x')],
  ] as const)('auth: does not retry %s', async (_label, result) => {
    const { operation, calls } = sequence<string>([result]);
    expect(await retry(operation, 'auth', recordingSleep().sleep)).toEqual(result);
    expect(calls).toEqual([1]);
  });

  it('loading: up to 10 attempts 10 ms apart, then failed 500 (spec 3 §9)', async () => {
    const { operation, calls } = sequence<string>([connectionError('down')]);
    const { delays, sleep } = recordingSleep();
    expect(await retry(operation, 'loading', sleep)).toEqual(failed(500, 'Retry limit reached'));
    expect(calls).toHaveLength(10);
    expect(delays).toEqual(Array.from({ length: 9 }, () => 10));
  });

  it('loading: returns as soon as it loads', async () => {
    const { operation, calls } = sequence([failed(503, 'x'), loaded(1)]);
    expect(await retry(operation, retryPolicies.loading, recordingSleep().sleep)).toEqual(loaded(1));
    expect(calls).toEqual([1, 2]);
  });

  it('none: a single attempt (the redirect lookup, spec 1 §9)', async () => {
    const { operation, calls } = sequence<string>([connectionError('down')]);
    expect(await retry(operation, 'none', recordingSleep().sleep)).toEqual(connectionError('down'));
    expect(calls).toEqual([1]);
  });

  it("client.withRetry uses the client's injected sleep", async () => {
    let attempts = 0;
    const fake = fakeFetch(() => {
      attempts += 1;
      return attempts < 3 ? Promise.reject(new TypeError('fetch failed')) : json({ status: 'success' });
    });
    const { delays, sleep } = recordingSleep();
    const client = createApiClient({ baseUrl: '', fetch: fake.fetch, sleep });
    expect(await client.withRetry('auth', () => client.logout())).toEqual(loaded(undefined));
    expect(fake.requests).toHaveLength(3);
    expect(delays).toEqual([500, 500]);
  });

  it('login: a network failure is retried, a non-ok answer is not (it is a result)', async () => {
    let attempts = 0;
    const fake = fakeFetch(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('fetch failed')) : json({}, 500);
    });
    const client = createApiClient({ baseUrl: '', fetch: fake.fetch, sleep: recordingSleep().sleep });
    const result = await client.withRetry('auth', () =>
      client.login({ email: 'a@b.nl', newsletter: false, recaptchaToken: 't' }),
    );
    expect(result).toEqual(loaded({ status: 'error generic not authorized' }));
    expect(fake.requests).toHaveLength(2);
  });
});
