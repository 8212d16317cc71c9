import { describe, expect, it } from 'vitest';
import {
  AsyncUnwrapError,
  connectionError,
  failed,
  loaded,
  loading,
  unauthorized,
  unloaded,
  unwrap,
} from './async-result.js';
import { createApiClient } from './client.js';
import { fakeFetch, json, redirectedResponse } from './test-support/fake-fetch.js';

const BASE = 'https://api.example.nl';

function clientWith(handler: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(handler);
  return createApiClient({ baseUrl: BASE, fetch: fake.fetch });
}

describe('error policy (spec 3 §8, spec 1 §8)', () => {
  it('ok with a matching body is loaded', async () => {
    const client = clientWith(() => json(['dementie']));
    expect(await client.searchSuggest('deme')).toEqual(loaded(['dementie']));
  });

  it.each([401, 403])('%i is unauthorized', async (status) => {
    const client = clientWith(() => json({}, status));
    expect(await client.getCourses()).toEqual(unauthorized(status));
  });

  it.each([400, 404, 409, 422, 429])('other 4xx (%i) is failed with 404', async (status) => {
    const client = clientWith(() => json({}, status));
    expect(await client.getCourses()).toMatchObject({ kind: 'failed', status: 404 });
  });

  it.each([500, 502, 503])('other non-ok (%i) is failed with its status', async (status) => {
    const client = clientWith(() => json({}, status));
    expect(await client.getCourses()).toMatchObject({ kind: 'failed', status });
  });

  it('a redirected answer is failed 301 with its URL', async () => {
    const client = clientWith(() => redirectedResponse('https://www.example.nl/inloggen'));
    expect(await client.getCourses()).toEqual(failed(301, 'Redirected', 'https://www.example.nl/inloggen'));
  });

  it('an unfollowed 3xx answer reports its Location', async () => {
    const client = clientWith(() => new Response(null, { status: 302, headers: { Location: '/elders' } }));
    expect(await client.getCourses()).toEqual(failed(301, 'Redirected', '/elders'));
  });

  it('unparsable JSON is failed 599', async () => {
    const client = clientWith(() => new Response('<html>oops</html>', { status: 200 }));
    expect(await client.getCourses()).toEqual(failed(599, 'Unparsable JSON'));
  });

  it('JSON that breaks the contract is failed 599 with the issue', async () => {
    const client = clientWith(() => json([{ Id: 'x' }]));
    const result = await client.getCourses();
    expect(result).toMatchObject({ kind: 'failed', status: 599 });
    expect(result.kind === 'failed' && result.error).toContain('0.Id');
  });

  it('a network failure is a connection error', async () => {
    const client = clientWith(() => Promise.reject(new TypeError('fetch failed')));
    expect(await client.getCourses()).toEqual(connectionError('fetch failed'));
  });

  it('an aborted request is a connection error', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = clientWith(() =>
      Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
    expect(await client.getCourses({ signal: controller.signal })).toMatchObject({
      kind: 'connection-error',
    });
  });

  it('a body that cannot be read is a connection error', async () => {
    const client = clientWith(() => {
      const response = new Response('[]');
      Object.defineProperty(response, 'text', { value: () => Promise.reject(new Error('socket hang up')) });
      return response;
    });
    expect(await client.getCourses()).toEqual(connectionError('socket hang up'));
  });

  it('never throws for an HTTP outcome', async () => {
    for (const status of [200, 204, 301, 400, 401, 403, 404, 500, 599]) {
      const client = clientWith(
        () => new Response(status === 204 ? null : 'x', { status: status === 599 ? 500 : status }),
      );
      await expect(client.getCourses()).resolves.toHaveProperty('kind');
    }
  });
});

describe('unwrap (spec 3 §8)', () => {
  const cases: [Parameters<typeof unwrap>[0], number, string][] = [
    [connectionError('down'), 503, 'API connection failed.'],
    [failed(503, 'x'), 503, 'API connection failed.'],
    [failed(500, 'x'), 500, 'Internal server error'],
    [failed(404, 'x'), 404, 'Items can not be found'],
    [failed(200, 'x'), 200, 'Parsing error'],
    [failed(599, 'x'), 599, 'Unknown async error with status code 599'],
    [unauthorized(401), 401, 'Unknown async error with status code 401'],
    [unloaded, 0, 'Unknown async error with status code 0'],
    [loading, 0, 'Unknown async error with status code 0'],
  ];

  it.each(cases)('%o throws %i %s', (result, status, message) => {
    let thrown: unknown;
    try {
      unwrap(result);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AsyncUnwrapError);
    expect(thrown).toMatchObject({ status, message });
  });

  it('returns the loaded value', () => {
    expect(unwrap(loaded(3))).toBe(3);
  });

  it('returns undefined for 404 when allowed', () => {
    expect(unwrap(failed(404, 'x'), { allowNotFound: true })).toBeUndefined();
    expect(() => unwrap(failed(500, 'x'), { allowNotFound: true })).toThrow('Internal server error');
  });
});
