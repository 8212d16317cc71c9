import { z } from 'zod/mini';
import { defineCall } from './common.js';

/** Counter answer: a plain number, the total count (spec 2 §7). */
export const counterResponseSchema = z.number().check(z.int(), z.nonnegative());

/** The status a non-numeric counter answer fails with (spec 2 §5). */
export const COUNTER_INVALID_STATUS = 200;

/** The counter call (spec 2 §7). */
export const counterCalls = {
  counter: defineCall({
    spec: 'spec 2 §7',
    method: 'GET',
    path: '/api/v1/counter',
    params: undefined,
    querystring: undefined,
    body: undefined,
    bodyType: 'none',
    response: counterResponseSchema,
    responseType: 'json',
    credentials: false,
    antiForgery: false,
    retry: 'none',
    projectChoice: 'The number is the count of certificates issued so far (decision 0018).',
  }),
} as const;
