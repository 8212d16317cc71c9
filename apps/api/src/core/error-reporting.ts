import { readFileSync } from 'node:fs';
import {
  ERROR_REPORTING_FIELDS,
  noPersonalDataCollection,
  scrubErrorReport,
  scrubReportUrl,
} from '@dementie/api-client';
import type * as SentryNode from '@sentry/node';
import type { FastifyRequest } from 'fastify';

/*
 * Error reports to a Sentry-compatible service (spec 2 §7, decision 0063). Off unless SENTRY_DSN is
 * set: then the SDK is not even loaded. Only unexpected errors are reported (the error handler's 500
 * path and crashes), never a 4xx, and every report passes the shared scrubber (api-client's
 * error-reports: no e-mail address, query string, token, cookie, body or IP address).
 */

/** Settings of error reporting (README: SENTRY_*). */
export interface ErrorReportingConfig {
  /** SENTRY_DSN: where the server reports. Absent: the server reports nothing. */
  dsn?: string | undefined;
  /**
   * SENTRY_DSN_BROWSER: written into every page for the site's scripts. Absent: browsers report
   * nothing, even when the server does (decision 0063: a separate opt-in, since it sends visitors'
   * browsers to a third party).
   */
  browserDsn?: string | undefined;
  /** SENTRY_ENVIRONMENT; default 'production'. */
  environment: string;
  /** SENTRY_RELEASE; default `dementie-api@<version of @dementie/api>`. */
  release: string;
}

/** What the error handler and the process use; a no-op when reporting is off. */
export interface ErrorReporter {
  readonly enabled: boolean;
  /** Reports an unexpected error, with the request's method and scrubbed address when given. */
  capture(error: unknown, request?: FastifyRequest): void;
  /** Waits until the reports so far are sent (or the timeout passed). */
  flush(timeoutMs?: number): Promise<void>;
  /** Sends what is left and detaches the SDK; nothing is reported afterwards. */
  close(timeoutMs?: number): Promise<void>;
}

export const noErrorReporter: ErrorReporter = {
  enabled: false,
  capture() {},
  async flush() {},
  async close() {},
};

/** The version of this package, for the default release name. */
export function apiPackageVersion(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/** A DSN as Sentry writes it: `https://<public key>@<host>[/<path>]/<project id>`. Throws with the reason. */
export function checkedDsn(value: string | undefined, name: string): string | undefined {
  const dsn = value?.trim();
  if (!dsn) return undefined;
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error(`${name} is not an address; expected https://<key>@<host>/<project id>.`);
  }
  const project = url.pathname.split('/').filter(Boolean).at(-1);
  if (!/^https?:$/.test(url.protocol) || !url.username || !project || url.search || url.hash) {
    throw new Error(`${name} is not a DSN; expected https://<key>@<host>/<project id>.`);
  }
  return dsn;
}

/** Sentry refuses these release names (slashes, line breaks, tabs, '.', '..', blank, over 200). */
function checkedRelease(release: string): string {
  if (/[/\\\n\r\t]/.test(release) || /^\.{1,2}$/.test(release) || !release.trim() || release.length > 200) {
    throw new Error(
      'SENTRY_RELEASE is not a valid release name (no slashes, tabs or line breaks; at most 200).',
    );
  }
  return release;
}

/** Reads SENTRY_DSN, SENTRY_DSN_BROWSER, SENTRY_ENVIRONMENT and SENTRY_RELEASE; throws on a malformed one. */
export function errorReportingFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  version: string = apiPackageVersion(),
): ErrorReportingConfig {
  return {
    dsn: checkedDsn(env.SENTRY_DSN, 'SENTRY_DSN'),
    browserDsn: checkedDsn(env.SENTRY_DSN_BROWSER, 'SENTRY_DSN_BROWSER'),
    environment: env.SENTRY_ENVIRONMENT?.trim() || 'production',
    release: checkedRelease(env.SENTRY_RELEASE?.trim() || `dementie-api@${version}`),
  };
}

/**
 * The hidden inputs of every page (names in api-client's ERROR_REPORTING_FIELDS), or none when
 * browser reports are off: then a page carries nothing about error reporting at all.
 */
export function errorReportingPageFields(config: ErrorReportingConfig | undefined): Record<string, string> {
  if (!config?.browserDsn) return {};
  return {
    [ERROR_REPORTING_FIELDS.dsn]: config.browserDsn,
    [ERROR_REPORTING_FIELDS.environment]: config.environment,
    [ERROR_REPORTING_FIELDS.release]: config.release,
  };
}

/** The origin pages send browser reports to (for the CSP's connect-src), or none. */
export function browserReportOrigins(config: ErrorReportingConfig | undefined): string[] {
  return config?.browserDsn ? [new URL(config.browserDsn).origin] : [];
}

export interface ErrorReporterOptions {
  /**
   * Also report crashes: an uncaught exception or unhandled rejection is reported, then the process
   * exits with code 1 as Node does without a handler. Only the server process sets it (server.ts),
   * never a test: the handlers are process-wide.
   */
  captureCrashes?: boolean;
  /** Loads the SDK; tests count the calls. */
  load?: () => Promise<typeof SentryNode>;
}

/**
 * The reporter for `config`: {@link noErrorReporter} without a DSN (the SDK is not loaded), else
 * the Sentry SDK set up for errors only: sample rate 1, no tracing, no breadcrumbs, no default
 * integrations (they would read requests, headers and the console), no personal data.
 * The SDK is process-wide: one reporter per process, closed by its runtime.
 */
export async function createErrorReporter(
  config: ErrorReportingConfig | undefined,
  options: ErrorReporterOptions = {},
): Promise<ErrorReporter> {
  if (!config?.dsn) return noErrorReporter;
  const Sentry = await (options.load ?? (() => import('@sentry/node')))();
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    sampleRate: 1,
    dataCollection: noPersonalDataCollection(),
    defaultIntegrations: false,
    integrations: [
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      ...(options.captureCrashes
        ? [
            Sentry.onUncaughtExceptionIntegration(),
            Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
          ]
        : []),
    ],
    // Errors only: no module hooks, no periodic client reports, no breadcrumbs. No integration
    // above makes spans, so nothing is traced.
    enableRuntimeChannelInjection: false,
    sendClientReports: false,
    maxBreadcrumbs: 0,
    beforeBreadcrumb: () => null,
    beforeSend: (event) => scrubErrorReport(event),
  });
  return {
    enabled: true,
    capture(error, request) {
      Sentry.withScope((scope) => {
        if (request) {
          scope.setTag('brand', request.brand);
          // The route's pattern names no value: `/api/drupal/*`, not the page asked for.
          if (request.routeOptions.url) scope.setTag('route', request.routeOptions.url);
          const url = scrubReportUrl(`${request.protocol}://${request.host}${request.url}`);
          scope.addEventProcessor((event) => ({ ...event, request: { method: request.method, url } }));
        }
        Sentry.captureException(error);
      });
    },
    async flush(timeoutMs = 2000) {
      await Sentry.flush(timeoutMs);
    },
    async close(timeoutMs = 2000) {
      await Sentry.close(timeoutMs);
      // A closed client stays the current one; detach it so nothing later in this process reaches it.
      Sentry.getCurrentScope().setClient(undefined);
    },
  };
}
