import type { z } from 'zod/mini';
import type { ApiResult } from './async-result.js';
import type { CallContract } from './contracts/common.js';
import { applyErrorPolicy, type ErrorPolicyOptions } from './error-policy.js';
import { isSettledResult, type RequestInput, sendCall, type TransportOptions } from './http.js';

/** Makes one call of a contract: one request, its answer through the one error policy. */
export type CallFunction = <C extends CallContract>(
  contract: C,
  input: RequestInput,
  policy?: ErrorPolicyOptions,
) => Promise<ApiResult<z.output<C['response']>>>;

/** The call function of a transport (base URL, fetch, anti-forgery token, brand). */
export function createCall(options: TransportOptions): CallFunction {
  return async <C extends CallContract>(
    contract: C,
    input: RequestInput,
    policy: ErrorPolicyOptions = {},
  ): Promise<ApiResult<z.output<C['response']>>> => {
    const outcome = await sendCall(options, contract, input);
    if (isSettledResult(outcome)) return outcome;
    return applyErrorPolicy<C['response']>(outcome, contract.response, contract.responseType, policy);
  };
}
