import { readErrorReportingSettings } from '@dementie/api-client';
import { type ConsentStore, hasConsent } from '@dementie/block-kit';

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
  const settings = readErrorReportingSettings(field);
  if (!settings) return;
  // Read at every change and every report, as for analytics (decision 0031).
  const consented = () => hasConsent(consent.getSnapshot(), 'statistics');
  let started = false;
  const start = () => {
    if (started || !consented()) return;
    started = true;
    stop();
    // A chunk that fails to load (a bad connection) leaves the page as it is: no retry for reports.
    load()
      .then(({ startErrorReports }) => startErrorReports(settings, consented))
      .catch(() => undefined);
  };
  const stop = consent.subscribe(start);
  start();
}
