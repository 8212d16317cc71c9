import { z } from 'zod/mini';
import { defineCall, publicJsonGet } from './common.js';

/** Redirect lookup query: the current path (spec 1 §7). */
export const redirectQuerySchema = z.object({ path: z.string().check(z.startsWith('/')) });

/** Redirect answer: From and To (spec 1 §3). A 404 means no redirect. */
export const redirectResponseSchema = z.looseObject({
  From: z.string(),
  To: z.string().check(z.minLength(1)),
});

/** Domain: a redirect. */
export interface Redirect {
  readonly from: string;
  readonly to: string;
}

/** Maps a redirect answer. */
export function mapRedirect(wire: z.output<typeof redirectResponseSchema>): Redirect {
  return { from: wire.From, to: wire.To };
}

/** The redirect lookup (spec 1 §7): no retries (spec 1 §9). */
export const redirectCalls = {
  redirectFrom: defineCall({
    ...publicJsonGet,
    spec: 'spec 1 §7',
    path: '/api/v1/redirect/from',
    params: undefined,
    querystring: redirectQuerySchema,
    response: redirectResponseSchema,
  }),
} as const;
