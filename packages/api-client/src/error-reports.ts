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
 * - no value of a failed database query (its `params:` and a `Key (...)=(...)` detail) and no long
 *   secret-like value (a session's hash, a rate-limit key, a link's token), wherever it appears;
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

/**
 * The values of a failed database query: drizzle's `Failed query: ... params: a,b,c` (everything after
 * `params:` up to the end of its line) and PostgreSQL's `Key (column)=(value)` details. A visitor's search
 * words, a session's hash or a rate-limit key travel there.
 */
const QUERY_PARAMS = /(\bparams:)[^\n]*/gi;
const KEY_DETAIL = /(\bKey \([^)]*\)=\()[^\n]*?(\)(?: already exists| is not present|\s|$))/g;
/** PostgreSQL's messages that repeat a value: `invalid input syntax for type integer: "..."` and the like. */
const VALUE_IN_MESSAGE =
  /((?:invalid input syntax for type|invalid input value for enum|malformed [a-z ]+ literal|value too long for type)[^:"\n]*:\s*)"[^"\n]*"/gi;
const FAILING_ROW = /(Failing row contains \()[^\n]*(\))/g;

/**
 * Long random-looking values: hex of 32 characters or more (a session's SHA-256, an HMAC rate-limit
 * key) and base64url runs of 32 or more with a digit (a mailed link's token, a learner token). UUIDs
 * (ids of runs and accounts) are not secrets and stay, so a report can still be followed.
 */
const HEX_SECRET = /\b[0-9a-f]{32,}\b/gi;
const TOKEN_LIKE =
  /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;

/**
 * Redacts e-mail addresses, query strings, secret path segments, secret key-value pairs, database
 * query parameters and long secret-like values in any text.
 */
export function redactReportText(text: string): string {
  let result = text
    .replace(QUERY_PARAMS, `$1 ${REDACTED}`)
    .replace(KEY_DETAIL, `$1${REDACTED}$2`)
    .replace(VALUE_IN_MESSAGE, `$1"${REDACTED}"`)
    .replace(FAILING_ROW, `$1${REDACTED}$2`)
    .replace(EMAIL, REDACTED_EMAIL);
  for (const segment of SECRET_SEGMENTS) {
    result = result.replace(segment, (_match, prefix: string) =>
      prefix.toLowerCase() === '/change-own-email/'
        ? `${prefix}${REDACTED}/${REDACTED}`
        : `${prefix}${REDACTED}`,
    );
  }
  return result
    .replace(QUERY_IN_TEXT, `$1?${REDACTED}`)
    .replace(SECRET_PAIR, `$1${REDACTED}`)
    .replace(HEX_SECRET, REDACTED)
    .replace(TOKEN_LIKE, (match) => (isUuid(match) ? match : REDACTED));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);

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

/** The ids the SDK gives an event and its trace: random, never about a person, and needed by the service. */
const SDK_IDS = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id', 'sid']);

function scrubValue(value: unknown, seen: WeakSet<object>, depth: number, key = ''): unknown {
  if (typeof value === 'string')
    return SDK_IDS.has(key) && /^[0-9a-f]{16,32}$/i.test(value) ? value : redactReportText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > 20) return REDACTED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, seen, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // A frame's local variables may hold anything a request carried.
    if (key === 'vars') continue;
    result[key] = scrubValue(item, seen, depth + 1, key);
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
