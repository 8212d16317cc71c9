/**
 * The one async state shape used everywhere (spec 2 §3.7, STYLE "Boundaries"):
 * `unloaded | loading | loaded | failed | unauthorized | connection-error`.
 * Every field is plain data (strings and numbers) so a result can cross a server-render boundary.
 */

/** Nothing has been asked yet. */
export interface Unloaded {
  readonly kind: 'unloaded';
}

/** A request is under way. */
export interface Loading {
  readonly kind: 'loading';
}

/** The call answered and the answer matched its contract. */
export interface Loaded<T> {
  readonly kind: 'loaded';
  readonly value: T;
}

/**
 * The call answered with something the client cannot use.
 * `location` is set when the answer was a redirect (status 301, spec 3 §8).
 */
export interface Failed {
  readonly kind: 'failed';
  readonly status: number;
  readonly error: string;
  readonly location?: string;
}

/** The server answered 401 or 403 (spec 3 §8). */
export interface Unauthorized {
  readonly kind: 'unauthorized';
  readonly status: number;
}

/** No answer at all: the network failed or the request was aborted. */
export interface ConnectionError {
  readonly kind: 'connection-error';
  readonly error: string;
}

/** What a call resolves to: never `unloaded` or `loading`. */
export type ApiResult<T> = Loaded<T> | Failed | Unauthorized | ConnectionError;

/** The full async state a screen can hold. */
export type AsyncResult<T> = Unloaded | Loading | ApiResult<T>;

/** The `unloaded` state, shared because it carries no data. */
export const unloaded: Unloaded = Object.freeze({ kind: 'unloaded' });

/** The `loading` state, shared because it carries no data. */
export const loading: Loading = Object.freeze({ kind: 'loading' });

/** Builds a `loaded` result. */
export function loaded<T>(value: T): Loaded<T> {
  return { kind: 'loaded', value };
}

/** Builds a `failed` result; `location` only for redirects. */
export function failed(status: number, error: string, location?: string): Failed {
  return location === undefined
    ? { kind: 'failed', status, error }
    : { kind: 'failed', status, error, location };
}

/** Builds an `unauthorized` result. */
export function unauthorized(status: number): Unauthorized {
  return { kind: 'unauthorized', status };
}

/** Builds a `connection-error` result. */
export function connectionError(error: string): ConnectionError {
  return { kind: 'connection-error', error };
}

/** True when the result holds a value. */
export function isLoaded<T>(result: AsyncResult<T>): result is Loaded<T> {
  return result.kind === 'loaded';
}

/** Applies `map` to a loaded value and passes every other state through unchanged. */
export function mapResult<T, U>(result: ApiResult<T>, map: (value: T) => U): ApiResult<U>;
export function mapResult<T, U>(result: AsyncResult<T>, map: (value: T) => U): AsyncResult<U>;
export function mapResult<T, U>(result: AsyncResult<T>, map: (value: T) => U): AsyncResult<U> {
  return result.kind === 'loaded' ? loaded(map(result.value)) : result;
}

/**
 * The HTTP-like status a result stands for, as the unwrapping helper of spec 3 §8 reads it:
 * a connection error is 503, a loaded value 200, an unsettled state 0.
 */
export function statusOf(result: AsyncResult<unknown>): number {
  switch (result.kind) {
    case 'loaded':
      return 200;
    case 'failed':
    case 'unauthorized':
      return result.status;
    case 'connection-error':
      return 503;
    default:
      return 0;
  }
}

/** The error `unwrap` throws; `status` is the status it was derived from. */
export class AsyncUnwrapError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'AsyncUnwrapError';
    this.status = status;
  }
}

/** Options of {@link unwrap}. */
export interface UnwrapOptions {
  /** When true a 404 gives `undefined` instead of throwing 'Items can not be found'. Default false. */
  readonly allowNotFound?: boolean;
}

/** The messages of spec 3 §8, by status. */
function unwrapMessage(status: number): string {
  switch (status) {
    case 503:
      return 'API connection failed.';
    case 500:
      return 'Internal server error';
    case 404:
      return 'Items can not be found';
    case 200:
      return 'Parsing error';
    default:
      return `Unknown async error with status code ${status}`;
  }
}

/**
 * Returns the loaded value or throws an {@link AsyncUnwrapError} with the message spec 3 §8 gives
 * for the result's status: 503 'API connection failed.', 500 'Internal server error',
 * 404 'Items can not be found' (unless `allowNotFound`), 200 'Parsing error',
 * otherwise 'Unknown async error with status code N'. A connection error counts as 503.
 */
export function unwrap<T>(result: AsyncResult<T>, options: { readonly allowNotFound: true }): T | undefined;
export function unwrap<T>(result: AsyncResult<T>, options?: UnwrapOptions): T;
export function unwrap<T>(result: AsyncResult<T>, options: UnwrapOptions = {}): T | undefined {
  if (result.kind === 'loaded') return result.value;
  const status = statusOf(result);
  if (status === 404 && options.allowNotFound === true) return undefined;
  throw new AsyncUnwrapError(status, unwrapMessage(status));
}
