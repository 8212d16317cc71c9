/**
 * The hidden inputs the server writes into every page when browser error reports are on (decision
 * 0063). A module of its own: the site's first script reads only these names, and the scrubber
 * (error-reports.ts) stays in the chunk that is loaded after consent.
 */
export const ERROR_REPORTING_FIELDS = {
  dsn: 'sentry-dsn',
  environment: 'sentry-environment',
  release: 'sentry-release',
} as const;

/** The browser's error-reporting settings as the server wrote them into the page. */
export interface ErrorReportingSettings {
  readonly dsn: string;
  readonly environment?: string | undefined;
  readonly release?: string | undefined;
}

/** Reads the settings through `field` (a hidden input's value by name); null when the page has no DSN. */
export function readErrorReportingSettings(
  field: (name: string) => string | null,
): ErrorReportingSettings | null {
  const dsn = field(ERROR_REPORTING_FIELDS.dsn);
  if (!dsn) return null;
  return {
    dsn,
    environment: field(ERROR_REPORTING_FIELDS.environment) ?? undefined,
    release: field(ERROR_REPORTING_FIELDS.release) ?? undefined,
  };
}
