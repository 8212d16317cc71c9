import type { ConnectionError, Failed } from './async-result.js';
import { connectionError, failed } from './async-result.js';
import { ANTI_FORGERY_HEADER, type CallContract } from './contracts/common.js';
import { CLIENT_ERROR_STATUS, errorMessage } from './error-policy.js';
import { LEARNER_TOKEN_HEADER, type LearnerTokenStore, NO_LEARNER_TOKEN } from './learner-token.js';

/** The header naming the brand whose content is asked for (project choice, see README). */
export const BRAND_HEADER = 'X-Brand';

/** The fetch function the client uses (the global one by default). */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Where the transport sends requests and with which headers. */
export interface TransportOptions {
  /** Origin (and optional prefix) of the API, e.g. 'https://www.dementie.nl' or '' for same origin. */
  readonly baseUrl: string;
  /** A fetch implementation; default `globalThis.fetch`. */
  readonly fetch?: FetchFunction | undefined;
  /**
   * The anti-forgery token, or a function reading it when a request is made (spec 1 §7: it
   * comes from a hidden page field). Sent only on state-changing authentication calls.
   */
  readonly antiForgeryToken?: string | (() => string | null | undefined) | undefined;
  /** The brand id, sent as `X-Brand` so the server can pick per-brand content. */
  readonly brand?: string | undefined;
  /**
   * Learner-token mode (decision 0082), for a page on another site than the API (another team's app,
   * or our embed page in their frame): every call carries the stored learner token in
   * `X-Learner-Token` (or `new`), keeps the one the server answers, and sends no cookies at all
   * (`credentials: 'omit'`). Absent: the learner cookie, as on our own sites.
   */
  readonly learnerToken?: LearnerTokenStore | undefined;
}

/** What a call needs besides its contract. */
export interface RequestInput {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  /** Content type of a binary body; default the Blob's own type. */
  readonly contentType?: string | undefined;
  readonly signal?: AbortSignal | undefined;
}

// Characters allowed unencoded in a reserved expansion: RFC 3986 pchar plus '/' and '%'
// (so an alias that is already percent-encoded is not encoded twice).
const UNRESERVED_PATH = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/g;

/**
 * Fills a path template: `{name}` with the URL-encoded value, `{+name}` with the value as a
 * path (slashes kept). Throws when a parameter is missing (a programming error).
 */
export function expandPath(template: string, params: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(/\{(\+?)([^}]+)\}/g, (_match, reserved: string, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter '${name}'`);
    const text = String(value);
    return reserved === '+'
      ? text.replace(UNRESERVED_PATH, (char) => encodeURIComponent(char))
      : encodeURIComponent(text);
  });
}

/** Builds a query string from defined values, in the given order ('' when empty). */
export function queryString(query: Readonly<Record<string, unknown>> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The full URL of a call. */
export function callUrl(
  baseUrl: string,
  call: CallContract,
  params?: Readonly<Record<string, unknown>>,
  query?: Readonly<Record<string, unknown>>,
): string {
  return `${baseUrl.replace(/\/+$/, '')}${expandPath(call.path, params)}${queryString(query)}`;
}

function readToken(token: TransportOptions['antiForgeryToken']): string | undefined {
  const value = typeof token === 'function' ? token() : token;
  return value ?? undefined;
}

/** Where a page without a token field asks for one (the `antiForgeryToken` call, decision 0104). */
export const ANTI_FORGERY_TOKEN_PATH = '/api/v1/authentication/anti-forgery-token';

/** The token each client asked for, once (the visitor cookie it is bound to lasts the browser session). */
const askedTokens = new WeakMap<TransportOptions, Promise<string | undefined>>();

/**
 * The anti-forgery token for a page that holds none (decision 0104: a page kept by a shared cache is the
 * same for every visitor, so its token field is empty): asked of the server once per client; a failed
 * ask is asked again next time.
 */
function askToken(options: TransportOptions, fetchFunction: FetchFunction): Promise<string | undefined> {
  const known = askedTokens.get(options);
  if (known) return known;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.brand) headers[BRAND_HEADER] = options.brand;
  const asked = fetchFunction(`${options.baseUrl.replace(/\/+$/, '')}${ANTI_FORGERY_TOKEN_PATH}`, {
    method: 'GET',
    headers,
    credentials: 'include',
  })
    .then(async (response) => {
      if (!response.ok) return undefined;
      const body = (await response.json()) as { token?: unknown };
      return typeof body.token === 'string' && body.token !== '' ? body.token : undefined;
    })
    .catch(() => undefined)
    .then((token) => {
      if (token === undefined) askedTokens.delete(options);
      return token;
    });
  askedTokens.set(options, asked);
  return asked;
}

/** Checks a part of the request against its schema; gives the parsed value or a failure. */
function checkPart(
  schema: CallContract['params'],
  value: unknown,
  part: string,
): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly result: Failed } {
  if (!schema) return { ok: true, value };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  // A request the server would reject with 400 is reported as the policy reports any 4xx.
  return { ok: false, result: failed(CLIENT_ERROR_STATUS, `Request ${part} does not match its contract`) };
}

/**
 * Sends one call: builds URL, headers, credentials and body from its contract. Resolves to the
 * raw answer, a connection error, or a failure when the request breaks its own contract.
 */
export async function sendCall(
  options: TransportOptions,
  call: CallContract,
  input: RequestInput = {},
  attempt: { readonly askedTokenRefused?: boolean } = {},
): Promise<Response | ConnectionError | Failed> {
  const params = checkPart(call.params, input.params ?? {}, 'parameters');
  if (!params.ok) return params.result;
  const query = checkPart(call.querystring, input.query ?? {}, 'query');
  if (!query.ok) return query.result;
  const body = checkPart(call.body, input.body, 'body');
  if (!body.ok) return body.result;

  const headers: Record<string, string> = {};
  if (call.responseType === 'json' || call.responseType === 'ignored') headers.Accept = 'application/json';
  if (options.brand) headers[BRAND_HEADER] = options.brand;
  const tokens = options.learnerToken;
  if (tokens) headers[LEARNER_TOKEN_HEADER] = tokens.read() ?? NO_LEARNER_TOKEN;
  const fetchFunction = options.fetch ?? ((target, init) => globalThis.fetch(target, init));
  // A page without a token field (a shared page) asks the server for one; a learner token needs none.
  let askedToken = false;
  if (call.antiForgery) {
    let token = readToken(options.antiForgeryToken);
    if (!token && options.antiForgeryToken !== undefined && !tokens) {
      token = await askToken(options, fetchFunction);
      askedToken = token !== undefined;
    }
    if (token) headers[ANTI_FORGERY_HEADER] = token;
  }
  let requestBody: BodyInit | undefined;
  switch (call.bodyType) {
    case 'json':
      headers['Content-Type'] = 'application/json';
      requestBody = JSON.stringify(body.value);
      break;
    case 'empty-json':
      headers['Content-Type'] = 'application/json';
      requestBody = '{}';
      break;
    case 'binary': {
      const blob = input.body as Blob;
      headers['Content-Type'] = input.contentType ?? (blob.type || 'application/octet-stream');
      requestBody = blob;
      break;
    }
    default:
      requestBody = undefined;
  }

  const url = callUrl(
    options.baseUrl,
    call,
    params.value as Record<string, unknown>,
    query.value as Record<string, unknown>,
  );
  try {
    const response = await fetchFunction(url, {
      method: call.method,
      headers,
      // spec 2 §7 / spec 3 §7 mark calls "credentials included"; the rest keep the browser default.
      // With a learner token the identity is the header, and no cookie of the API's site is sent.
      credentials: tokens ? 'omit' : call.credentials ? 'include' : 'same-origin',
      ...(requestBody === undefined ? {} : { body: requestBody }),
      ...(input.signal ? { signal: input.signal } : {}),
    });
    const answered = tokens ? response.headers?.get(LEARNER_TOKEN_HEADER) : null;
    if (tokens && answered) tokens.write(answered);
    if (askedToken && response.status === 403 && !attempt.askedTokenRefused) {
      // The visitor cookie the asked token was bound to is gone (the browser was closed and the page
      // restored): ask again, once.
      askedTokens.delete(options);
      return sendCall(options, call, input, { askedTokenRefused: true });
    }
    return response;
  } catch (error) {
    return connectionError(errorMessage(error));
  }
}

/** True when {@link sendCall} produced a result instead of an answer. */
export function isSettledResult(
  outcome: Response | ConnectionError | Failed,
): outcome is ConnectionError | Failed {
  return 'kind' in outcome;
}
