import { readErrorReportingSettings } from '@dementie/api-client';
import { type ConsentStore, hasConsent } from '@dementie/block-kit';

/** How many caught errors wait for the SDK chunk while it loads; more are dropped. */
const WAITING_LIMIT = 10;

/** Where `reportCaughtError` sends to: nowhere, a queue while the SDK loads, then the SDK. */
let caughtErrorSink: ((error: unknown) => void) | undefined;

/**
 * Reports an error that React caught and showed in an error boundary ('Oeps!'): React hands such
 * errors to the root's `onCaughtError`, never to the page's global handlers, so without this they
 * would not be reported at all. Does nothing without a DSN or before statistics consent.
 */
export function reportCaughtError(error: unknown): void {
  caughtErrorSink?.(error);
}

/**
 * The root options of the site's React roots: a caught error is logged (as React does by default) and
 * reported.
 */
export const reactRootErrorOptions = {
  onCaughtError(error: unknown): void {
    console.error(error);
    reportCaughtError(error);
  },
};

/**
 * The part of browser error reports in the site's first script (decision 0063). Without the DSN the
 * server writes into the page, nothing happens. With it, the chunk with the SDK is loaded once the
 * visitor consents to statistics (at once when they already had), never before: nothing
 * third-party before consent (decisions 0029, 0031).
 */
export function startErrorReportsIfConfigured(
  field: (name: string) => string | null,
  consent: ConsentStore,
  load: () => Promise<Pick<typeof import('./error-reporting'), 'startErrorReports'>> = () =>
    import('./error-reporting'),
): void {
  caughtErrorSink = undefined;
  const settings = readErrorReportingSettings(field);
  if (!settings) return;
  // Read at every change and every report, as for analytics (decision 0031).
  const consented = () => hasConsent(consent.getSnapshot(), 'statistics');
  let started = false;
  const start = () => {
    if (started || !consented()) return;
    started = true;
    stop();
    const waiting: unknown[] = [];
    caughtErrorSink = (error) => {
      if (waiting.length < WAITING_LIMIT) waiting.push(error);
    };
    // A chunk that fails to load (a bad connection) leaves the page as it is: no retry for reports.
    load()
      .then(({ startErrorReports }) => {
        const capture = startErrorReports(settings, consented);
        caughtErrorSink = capture;
        for (const error of waiting.splice(0)) capture(error);
      })
      .catch(() => {
        caughtErrorSink = undefined;
      });
  };
  const stop = consent.subscribe(start);
  start();
}
