import {
  BrowserClient,
  type BrowserOptions,
  defaultStackParser,
  getCurrentScope,
  makeFetchTransport,
} from '@sentry/browser';

/*
 * The few parts of `@sentry/browser` the error reports use (decision 0063), as named exports: the
 * bundler leaves out the rest of the SDK (replay, tracing, feedback), which a namespace import would
 * keep. `init` sets up the client the way the SDK's own `init` does, without its default
 * integrations (breadcrumbs, sessions, the page's address), which its code would bundle even when
 * turned off: 21 kB gzip instead of 31 (141 for the whole package).
 */
export {
  captureException,
  dedupeIntegration,
  globalHandlersIntegration,
  linkedErrorsIntegration,
} from '@sentry/browser';

export function init(options: BrowserOptions): BrowserClient {
  // No tunnel: reports go to the DSN's origin, the one the page's CSP allows.
  const { tunnel: _tunnel, ...rest } = options;
  const client = new BrowserClient({
    ...rest,
    integrations: Array.isArray(options.integrations) ? options.integrations : [],
    stackParser: defaultStackParser,
    transport: options.transport ?? makeFetchTransport,
  });
  getCurrentScope().setClient(client);
  client.init();
  return client;
}
