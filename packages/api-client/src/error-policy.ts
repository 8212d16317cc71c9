import type { z } from 'zod/mini';
import { type ApiResult, connectionError, failed, loaded, unauthorized } from './async-result.js';
import type { ResponseType } from './contracts/common.js';

/*
 * The one error policy (spec 3 §8, spec 1 §8, spec 2 §5). Every call's answer goes through here:
 * - a redirected answer: failed 301 with its URL, so the caller can navigate there;
 * - 401/403: unauthorized;
 * - any other 4xx: failed 404;
 * - any other non-ok status: failed with that status;
 * - an ok answer whose body is not JSON, or does not match the call's contract: failed 599
 *   (or the call's own status: the counter fails with 200, spec 2 §5);
 * - no answer (network failure, abort, a body that cannot be read): connection-error.
 */

/** Status of an answer whose JSON cannot be parsed or breaks its contract (spec 1 §8). */
export const UNPARSABLE_STATUS = 599;

/** Status of a redirected answer (spec 3 §8). */
export const REDIRECT_STATUS = 301;

/** Status reported for every 4xx other than 401/403 (spec 3 §8). */
export const CLIENT_ERROR_STATUS = 404;

/** The message of an unknown thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** A network failure (fetch rejected) as a result. */
export function fromNetworkError(error: unknown): ApiResult<never> {
  return connectionError(errorMessage(error));
}

/**
 * Classifies an answer that is not a usable success: redirects, 401/403, other 4xx, other non-ok.
 * Gives undefined for an ok, non-redirected answer.
 */
export function classifyStatus(response: Response): ApiResult<never> | undefined {
  const isRedirectStatus = response.status >= 300 && response.status < 400;
  if (response.redirected || response.type === 'opaqueredirect' || isRedirectStatus) {
    const location = response.headers.get('location') ?? response.url;
    return failed(REDIRECT_STATUS, 'Redirected', location);
  }
  if (response.status === 401 || response.status === 403) return unauthorized(response.status);
  if (response.status >= 400 && response.status < 500) {
    return failed(CLIENT_ERROR_STATUS, `Request failed with status ${response.status}`);
  }
  if (!response.ok) return failed(response.status, `Request failed with status ${response.status}`);
  return undefined;
}

/** Options of {@link applyErrorPolicy}. */
export interface ErrorPolicyOptions {
  /** Status for a body that breaks the contract. Default 599. */
  readonly invalidStatus?: number;
}

/** A short, readable summary of zod issues. */
function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Turns an answer into a result: applies the status rules, then parses the body as JSON and
 * checks it against the call's response schema. `ignored` answers are read and dropped.
 */
export async function applyErrorPolicy<S extends z.ZodMiniType>(
  response: Response,
  schema: S,
  responseType: ResponseType,
  options: ErrorPolicyOptions = {},
): Promise<ApiResult<z.output<S>>> {
  const problem = classifyStatus(response);
  if (problem) return problem;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return fromNetworkError(error);
  }
  if (responseType !== 'json') return loaded(undefined as z.output<S>);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failed(UNPARSABLE_STATUS, 'Unparsable JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return failed(
      options.invalidStatus ?? UNPARSABLE_STATUS,
      `Response does not match its contract: ${describeIssues(parsed.error)}`,
    );
  }
  return loaded(parsed.data);
}
