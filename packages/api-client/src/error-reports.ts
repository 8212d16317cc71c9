/**
 * What an error report may carry (decision 0063). The server and the site send reports in a
 * Sentry-compatible format to a third party; both pass every report through {@link scrubErrorReport}
 * first, so neither has a weaker copy of the rules:
 * - no e-mail address anywhere (also URL-encoded, as in `change-own-email/{userId}/{newEmail}`);
 * - no query string (search terms, a mailed link's `activationToken` and `userEmail`, a newsletter
 *   confirmation `token`) and no fragment;
 * - no secret in a path: a certificate's share id (`/jouw-resultaat/{id}`, the certificate page and
 *   its images) and the user id of a change-own-email call;
 * - no `key=value` or `"key": "value"` whose key names a token, password or secret;
 * - no cookies, request body, user (IP address, e-mail) or header other than the User-Agent.
 */

/**
 * The SDK's `dataCollection` (SDK 11's replacement of `sendDefaultPii: false`), the same on server and
 * browser: no user (and no IP address inferred by the service), cookies, headers, bodies, query
 * parameters or local variables. {@link scrubErrorReport} removes them again in case an SDK change
 * collects them anyway.
 */
export function noPersonalDataCollection() {
  const off = false as const;
  return {
    userInfo: off,
    cookies: off,
    httpHeaders: off,
    httpBodies: [] as never[],
    urlQueryParams: off,
    stackFrameVariables: off,
  };
}

export const REDACTED = '[redacted]';
export const REDACTED_EMAIL = '[e-mail]';

/** An address, also URL-encoded (`%40`): the local part may hold `%2B` and the like. */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;

/** The query and fragment of a path or URL inside any text. */
const QUERY_IN_TEXT = /(\/[^\s?#"'<>]*)[?#][^\s"'<>]*/g;

/** Path segments that are secrets, each after the prefix that announces it. */
const SECRET_SEGMENTS: readonly RegExp[] = [
  /(\/jouw-resultaat\/)[^\s/?#"'<>]+/gi,
  /(\/Certificate\/(?:CertificatePage|Image|ShareImage)\/)[^\s/?#"'<>]+/gi,
  /(\/change-own-email\/)[^\s/?#"'<>]+(?:\/[^\s/?#"'<>]+)?/gi,
];

/** `activationToken=abc`, `"password": "x"`, `csrf_token: abc`. */
const SECRET_PAIR =
  /([A-Za-z_-]*(?:token|password|secret|csrf)[A-Za-z_-]*["']?\s*[:=]\s*["']?)[^"'&\s,;}]+/gi;

/** Redacts e-mail addresses, query strings, secret path segments and secret key-value pairs in any text. */
export function redactReportText(text: string): string {
  let result = text.replace(EMAIL, REDACTED_EMAIL);
  for (const segment of SECRET_SEGMENTS) {
    result = result.replace(segment, (_match, prefix: string) =>
      prefix.toLowerCase() === '/change-own-email/'
        ? `${prefix}${REDACTED}/${REDACTED}`
        : `${prefix}${REDACTED}`,
    );
  }
  return result.replace(QUERY_IN_TEXT, `$1?${REDACTED}`).replace(SECRET_PAIR, `$1${REDACTED}`);
}

/**
 * An address as a report may show it: origin and path, secret segments and e-mail addresses
 * redacted, no query and no fragment at all.
 */
export function scrubReportUrl(url: string): string {
  const cut = url.search(/[?#]/);
  return redactReportText(cut === -1 ? url : url.slice(0, cut));
}

/** The request part of a report: what is kept of it. */
interface ReportRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string>;
}

/** The only header a report keeps: which browser on which phone, to reproduce a fault. */
const KEPT_HEADERS = new Set(['user-agent']);

function scrubValue(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return redactReportText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > 20) return REDACTED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, seen, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // A frame's local variables may hold anything a request carried.
    if (key === 'vars') continue;
    result[key] = scrubValue(item, seen, depth + 1);
  }
  return result;
}

/**
 * A copy of `event` without personal data (see the rules at the top of this file). Pure: the
 * server's and the site's `beforeSend` call it, and tests call it directly.
 */
export function scrubErrorReport<T extends object>(event: T): T {
  const { request, user: _user, ...rest } = event as { request?: ReportRequest; user?: unknown };
  const scrubbed = scrubValue(rest, new WeakSet(), 0) as { request?: ReportRequest };
  if (request && typeof request === 'object') {
    const kept: ReportRequest = {};
    if (typeof request.method === 'string') kept.method = request.method;
    if (typeof request.url === 'string') kept.url = scrubReportUrl(request.url);
    const headers = Object.entries(request.headers ?? {}).filter(([name]) =>
      KEPT_HEADERS.has(name.toLowerCase()),
    );
    if (headers.length > 0)
      kept.headers = Object.fromEntries(headers.map(([k, v]) => [k, redactReportText(v)]));
    scrubbed.request = kept;
  }
  return scrubbed as T;
}
