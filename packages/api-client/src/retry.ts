import { type ApiResult, failed } from './async-result.js';
import type { RetryPolicyName } from './contracts/common.js';
import { UNPARSABLE_STATUS } from './error-policy.js';

/** Waits `ms` milliseconds; injectable so tests run instantly. */
export type Sleep = (ms: number) => Promise<void>;

/** The real sleep: a timer. */
export const defaultSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How to retry a call. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number;
  /** Delay before each new attempt. */
  readonly delayMs: number;
  /** Whether a result is worth another attempt. */
  readonly shouldRetry: (result: ApiResult<unknown>) => boolean;
  /** The result once every attempt was used; default the last result. */
  readonly exhausted?: (last: ApiResult<unknown>) => ApiResult<never>;
}

/**
 * An "api error": no answer, or a server failure. A broken contract (599) or a 4xx is not
 * transient, so it is not retried.
 */
export function isApiError(result: ApiResult<unknown>): boolean {
  if (result.kind === 'connection-error') return true;
  return result.kind === 'failed' && result.status >= 500 && result.status !== UNPARSABLE_STATUS;
}

/** Attempt cap of the auth retry: the spec retries "after 500 ms" without a limit; we stop after 5. */
export const AUTH_RETRY_MAX_ATTEMPTS = 5;

/**
 * The policies of spec 1 §9 and spec 3 §9. The client itself never retries; the auth machine and
 * the player apply these with {@link retry}.
 */
export const retryPolicies: Readonly<Record<RetryPolicyName, RetryPolicy>> = {
  none: { maxAttempts: 1, delayMs: 0, shouldRetry: () => false },
  // spec 1 §4, §9: login, logout, activation, change e-mail and anonymize retry after 500 ms.
  auth: { maxAttempts: AUTH_RETRY_MAX_ATTEMPTS, delayMs: 500, shouldRetry: isApiError },
  // spec 3 §9: up to 10 attempts, 10 ms apart, then failed with status 500.
  loading: {
    maxAttempts: 10,
    delayMs: 10,
    shouldRetry: isApiError,
    exhausted: () => failed(500, 'Retry limit reached'),
  },
};

/**
 * Runs `operation` until it gives a result the policy does not retry, or the attempts run out.
 * `operation` receives the attempt number (1-based).
 */
export async function retry<T>(
  operation: (attempt: number) => Promise<ApiResult<T>>,
  policy: RetryPolicy | RetryPolicyName,
  sleep: Sleep = defaultSleep,
): Promise<ApiResult<T>> {
  const rules = typeof policy === 'string' ? retryPolicies[policy] : policy;
  let attempt = 1;
  let result = await operation(attempt);
  while (rules.shouldRetry(result)) {
    if (attempt >= rules.maxAttempts) return rules.exhausted ? rules.exhausted(result) : result;
    await sleep(rules.delayMs);
    attempt += 1;
    result = await operation(attempt);
  }
  return result;
}
