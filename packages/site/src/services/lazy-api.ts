import type { ApiClient, ApiClientOptions } from '@dementie/api-client';

/**
 * An api client whose code (the calls' contracts and their schemas, about 35 kB brotli) loads at the
 * first call, not with the page (decision 0068): a document page's islands mostly call nothing. Every
 * method of the client is asynchronous, so each is given as a function that waits for the real one.
 * A failed load rejects that call; the next call tries again.
 */
export function lazyApiClient(
  options: ApiClientOptions,
  load: () => Promise<{ createApiClient: (options: ApiClientOptions) => ApiClient }> = () =>
    import('./api-client-code'),
): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const real = (): Promise<ApiClient> => {
    client ??= load().then(
      (module) => module.createApiClient(options),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      // Not a thenable, and no other symbol or inspection key: only the client's methods.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          const api = await real();
          const own = (api as unknown as Record<string, unknown>)[name];
          if (typeof own !== 'function') throw new TypeError(`The api client has no method ${name}`);
          return (own as (...a: unknown[]) => Promise<unknown>).apply(api, args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
