import { type ConsentChoice, createConsentStore, createMemoryConsentStorage } from '@dementie/block-kit';
import type { BrowserOptions } from '@sentry/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BrowserSdk, browserReportOptions, startErrorReports } from './error-reporting';
import {
  reactRootErrorOptions,
  reportCaughtError,
  startErrorReportsIfConfigured,
} from './error-reporting-entry';

const DSN = 'https://pub@o9.ingest.example.io/7';

/** The hidden inputs of a page, as the server writes them when SENTRY_DSN_BROWSER is set. */
const pageWith =
  (fields: Record<string, string>) =>
  (name: string): string | null =>
    fields[name] ?? null;

const configuredPage = pageWith({
  'sentry-dsn': DSN,
  'sentry-environment': 'acceptatie',
  'sentry-release': 'dementie-api@1.2.3',
});

const SETTINGS = { dsn: DSN, environment: 'acceptatie', release: 'dementie-api@1.2.3' };

/** A consent store as the site has it after reading the cookie: `null` is no choice made yet. */
function consentStore(choice: ConsentChoice | null) {
  const store = createConsentStore(createMemoryConsentStorage(choice));
  store.load();
  return store;
}

/** The SDK's parts as error-reporting.ts uses them; `init` records its options. */
function fakeSdk() {
  const sdk = {
    init: vi.fn((_options: BrowserOptions) => undefined),
    globalHandlersIntegration: () => ({ name: 'GlobalHandlers' }),
    linkedErrorsIntegration: () => ({ name: 'LinkedErrors' }),
    dedupeIntegration: () => ({ name: 'Dedupe' }),
    captureException: vi.fn((_error: unknown) => 'event-id'),
  } satisfies BrowserSdk;
  return { sdk };
}

/** Lets the dynamic import's promise settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first script (decision 0063)', () => {
  function fakeChunk() {
    const startErrorReports = vi.fn((_settings: unknown, _consented: () => boolean) => () => undefined);
    return { startErrorReports, load: vi.fn(async () => ({ startErrorReports })) };
  }

  it('loads nothing on a page without a DSN, even with consent', async () => {
    const { load } = fakeChunk();
    startErrorReportsIfConfigured(pageWith({}), consentStore({ statistics: true, marketing: true }), load);
    await settled();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing before statistics consent, nor after a refusal or marketing alone', async () => {
    const { load } = fakeChunk();
    const undecided = consentStore(null);
    startErrorReportsIfConfigured(configuredPage, undecided, load);
    startErrorReportsIfConfigured(configuredPage, consentStore({ statistics: false, marketing: true }), load);
    undecided.rejectAll();
    undecided.grant('marketing');
    await settled();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the SDK chunk once, with the page settings, when the visitor consents to statistics', async () => {
    const { load, startErrorReports } = fakeChunk();
    const consent = consentStore(null);
    startErrorReportsIfConfigured(configuredPage, consent, load);
    consent.acceptAll();
    consent.save({ statistics: true, marketing: false });
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startErrorReports).toHaveBeenCalledTimes(1);
    const [settings, consented] = startErrorReports.mock.calls[0] ?? [];
    expect(settings).toEqual(SETTINGS);
    // The consent is read again for every report: withdrawn, reports stop.
    expect(consented?.()).toBe(true);
    consent.rejectAll();
    expect(consented?.()).toBe(false);
  });

  it('loads it at once for a visitor who consented before', async () => {
    const { load } = fakeChunk();
    startErrorReportsIfConfigured(configuredPage, consentStore({ statistics: true, marketing: false }), load);
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('errors an error boundary caught (React root onCaughtError)', () => {
  /** A chunk whose reports land in `captured`; `release()` lets its load finish. */
  function slowChunk() {
    const captured: unknown[] = [];
    let release = () => {};
    const loaded = new Promise<void>((done) => {
      release = done;
    });
    const startErrorReports = vi.fn((_settings: unknown, _consented: () => boolean) => (error: unknown) => {
      captured.push(error);
    });
    const load = vi.fn(async () => {
      await loaded;
      return { startErrorReports };
    });
    return { captured, load, release };
  }

  it('reports nothing before statistics consent, and the errors since consent once the SDK is there', async () => {
    const { captured, load, release } = slowChunk();
    const consent = consentStore(null);
    startErrorReportsIfConfigured(configuredPage, consent, load);
    reportCaughtError(new Error('before consent'));
    consent.save({ statistics: true, marketing: false });
    reportCaughtError(new Error('while the SDK loads'));
    expect(captured).toEqual([]);
    release();
    await settled();
    reportCaughtError(new Error('after'));
    expect(captured.map((error) => (error as Error).message)).toEqual(['while the SDK loads', 'after']);
  });

  it('reports nothing on a page without a DSN', async () => {
    const { captured, load, release } = slowChunk();
    startErrorReportsIfConfigured(pageWith({}), consentStore({ statistics: true, marketing: false }), load);
    release();
    await settled();
    reportCaughtError(new Error('no DSN'));
    expect(captured).toEqual([]);
  });

  it("the roots' onCaughtError logs the error as React would and reports it", async () => {
    const { captured, load, release } = slowChunk();
    startErrorReportsIfConfigured(configuredPage, consentStore({ statistics: true, marketing: false }), load);
    release();
    await settled();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('render failed');
    reactRootErrorOptions.onCaughtError(error);
    expect(logged).toHaveBeenCalledWith(error);
    logged.mockRestore();
    expect(captured).toEqual([error]);
  });

  it('the SDK sends a caught error through captureException', () => {
    const { sdk } = fakeSdk();
    const capture = startErrorReports(SETTINGS, () => true, sdk);
    const error = new Error('caught');
    capture(error);
    expect(sdk.captureException).toHaveBeenCalledWith(error);
  });
});

describe('setting up the SDK', () => {
  it('reports errors only, with the page settings and sample rate 1', () => {
    const { sdk } = fakeSdk();
    startErrorReports(SETTINGS, () => true, sdk);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    const options = sdk.init.mock.calls[0]?.[0];
    expect(options).toMatchObject({
      dsn: DSN,
      environment: 'acceptatie',
      release: 'dementie-api@1.2.3',
      sampleRate: 1,
      defaultIntegrations: false,
      maxBreadcrumbs: 0,
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, urlQueryParams: false },
    });
    // Errors only: no replay, no tracing, no sessions or breadcrumbs.
    expect(((options?.integrations ?? []) as { name: string }[]).map((i) => i.name)).toEqual([
      'GlobalHandlers',
      'LinkedErrors',
      'Dedupe',
    ]);
    expect(options?.tracesSampleRate).toBeUndefined();
    expect(options?.tracesSampler).toBeUndefined();
  });
});

describe('what a browser report carries', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('is scrubbed, carries the address without query, and is dropped once consent is withdrawn', () => {
    let consented = true;
    const { sdk } = fakeSdk();
    const options = browserReportOptions(sdk, { dsn: DSN }, () => consented);
    window.history.replaceState(null, '', '/auto-activate?activationToken=tok-1&userEmail=jan%40example.nl');
    const event = {
      type: undefined,
      message: 'login failed for jan@example.nl',
      exception: { values: [{ type: 'TypeError', value: 'cannot read /zoeken?q=vergeetachtig' }] },
    };
    const sent = options.beforeSend?.(event, {}) as typeof event & { request: { url: string } };
    const text = JSON.stringify(sent);
    for (const secret of ['example.nl', 'tok-1', 'vergeetachtig']) expect(text).not.toContain(secret);
    expect(sent.request.url).toBe(`${window.location.origin}/auto-activate`);
    expect(sent.exception.values[0]?.type).toBe('TypeError');
    consented = false;
    expect(options.beforeSend?.(event, {})).toBeNull();
  });

  it('sends through the real SDK without setting a cookie or storing anything', async () => {
    const Sentry = await import('@sentry/browser');
    const sdk = await import('./sentry-sdk');
    const sent: string[] = [];
    const cookiesBefore = document.cookie;
    // The real SDK, with a transport that keeps the envelopes instead of sending them.
    startErrorReports(SETTINGS, () => true, {
      ...sdk,
      init: (options: BrowserOptions) =>
        sdk.init({
          ...options,
          transport: () => ({
            send: async (envelope) => {
              sent.push(JSON.stringify(envelope));
              return { statusCode: 200 };
            },
            flush: async () => true,
          }),
        }),
    });
    try {
      Sentry.captureException(new Error('no account for jan@example.nl'));
      await Sentry.flush(1000);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain('no account for [e-mail]');
      expect(sent[0]).not.toContain('example.nl');
      // The service is told not to infer the visitor's IP address.
      expect(sent[0]).toContain('"infer_ip":"never"');
      expect(document.cookie).toBe(cookiesBefore);
      expect(window.localStorage.length).toBe(0);
      expect(window.sessionStorage.length).toBe(0);
    } finally {
      await Sentry.close();
      Sentry.getCurrentScope().setClient(undefined);
    }
  });
});
