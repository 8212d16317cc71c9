import {
  type ErrorReportingSettings,
  noPersonalDataCollection,
  scrubErrorReport,
} from '@dementie/api-client';
import type { BrowserOptions } from '@sentry/browser';
import {
  captureException,
  dedupeIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
} from './sentry-sdk';

/*
 * Browser error reports (spec 2 §7, decision 0063): this chunk holds the Sentry SDK and is loaded
 * only on pages where the server wrote a DSN, once the visitor consented to statistics (decisions
 * 0029 and 0031: nothing third-party before consent; see error-reporting-entry.ts). Every report is
 * checked against the consent again when it is sent.
 */

/** The parts of `@sentry/browser` used here (tests pass their own). */
export interface BrowserSdk {
  init(options: BrowserOptions): unknown;
  globalHandlersIntegration(): { name: string };
  linkedErrorsIntegration(): { name: string };
  dedupeIntegration(): { name: string };
  captureException(error: unknown): unknown;
}

/**
 * The SDK's options: errors only (uncaught errors and rejections of the page), sample rate 1. No
 * default integrations: they add breadcrumbs (clicks, console, fetched addresses), sessions and the
 * page's address with its query. No replay, no tracing. The SDK keeps nothing in cookies or storage.
 */
export function browserReportOptions(
  sdk: BrowserSdk,
  settings: ErrorReportingSettings,
  consented: () => boolean,
): BrowserOptions {
  return {
    dsn: settings.dsn,
    ...(settings.environment ? { environment: settings.environment } : {}),
    ...(settings.release ? { release: settings.release } : {}),
    sampleRate: 1,
    // SDK 11's `sendDefaultPii: false`; `userInfo: false` also tells the service not to infer the IP address.
    dataCollection: noPersonalDataCollection(),
    defaultIntegrations: false,
    integrations: [sdk.globalHandlersIntegration(), sdk.linkedErrorsIntegration(), sdk.dedupeIntegration()],
    maxBreadcrumbs: 0,
    sendClientReports: false,
    beforeBreadcrumb: () => null,
    beforeSend(event) {
      // Consent may have been withdrawn since the SDK was loaded (the footer's cookie settings).
      if (!consented()) return null;
      return scrubErrorReport({
        ...event,
        request: { url: window.location.href, headers: { 'User-Agent': window.navigator.userAgent } },
      });
    },
  };
}

/**
 * Sets up the SDK for this page's reports.
 * @returns a function that reports an error the page caught itself (a React error boundary shows its
 *   message, so the error never reaches the page's global handlers); `beforeSend` still checks consent
 */
export function startErrorReports(
  settings: ErrorReportingSettings,
  consented: () => boolean,
  sdk: BrowserSdk = {
    init,
    globalHandlersIntegration,
    linkedErrorsIntegration,
    dedupeIntegration,
    captureException,
  },
): (error: unknown) => void {
  sdk.init(browserReportOptions(sdk, settings, consented));
  return (error) => {
    sdk.captureException(error);
  };
}
