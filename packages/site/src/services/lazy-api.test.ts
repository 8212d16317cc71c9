import { type ApiClientOptions, createApiClient } from '@dementie/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '../testing/fake-server';
import { lazyApiClient } from './lazy-api';

const options = (fetch: typeof globalThis.fetch): ApiClientOptions => ({
  baseUrl: 'http://site.test',
  brand: 'dementie',
  fetch,
});

describe('lazyApiClient (decision 0068)', () => {
  it('loads the client at the first call only, once, and answers as the client itself does', async () => {
    const server = createFakeServer();
    const load = vi.fn(async () => ({ createApiClient }));
    const api = lazyApiClient(options(server.fetch), load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([api.counter(), api.getCourses()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toEqual(await createApiClient(options(server.fetch)).counter());
    expect(second).toEqual(await createApiClient(options(server.fetch)).getCourses());
    // The same function each time, so it can be kept and compared.
    expect(api.counter).toBe(api.counter);
  });

  it('rejects the call whose load failed, and loads again at the next one', async () => {
    const server = createFakeServer();
    const load = vi
      .fn<() => Promise<{ createApiClient: typeof createApiClient }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ createApiClient });
    const api = lazyApiClient(options(server.fetch), load);
    await expect(api.counter()).rejects.toThrow('offline');
    await expect(api.counter()).resolves.toEqual(await createApiClient(options(server.fetch)).counter());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is no thenable, so it can be returned from an async function as it is', async () => {
    const api = lazyApiClient(options(createFakeServer().fetch), async () => ({ createApiClient }));
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(api)).resolves.toBe(api);
  });
});
