import { z } from 'zod/mini';
import { defineCall, publicJsonGet } from './common.js';

/** Redirect lookup query: the current path (spec 1 §7). */
export const redirectQuerySchema = z.object({ path: z.string().check(z.startsWith('/')) });

/** The statuses a redirect may answer with: moved for good (301, 308) or for now (302, 307). */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;

/** A redirect's status. */
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** The status of a redirect whose answer names none: moved for good, as the content's default. */
export const DEFAULT_REDIRECT_STATUS: RedirectStatus = 301;

/**
 * Redirect answer: From and To (spec 1 §3). No redirect: a 404 (spec 1 §7), or 204 No Content from the
 * reference server (project choice, see {@link NO_REDIRECT_STATUS}). Project choice: StatusCode, the
 * redirect's stored status, travels beside them (optional, so an answer of From and To alone is a
 * permanent redirect).
 */
export const redirectResponseSchema = z.looseObject({
  From: z.string(),
  To: z.string().check(z.minLength(1)),
  StatusCode: z.optional(z.union(REDIRECT_STATUSES.map((status) => z.literal(status)))),
});

/** Domain: a redirect. */
export interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: RedirectStatus;
}

/** Maps a redirect answer. */
export function mapRedirect(wire: z.output<typeof redirectResponseSchema>): Redirect {
  return { from: wire.From, to: wire.To, status: wire.StatusCode ?? DEFAULT_REDIRECT_STATUS };
}

/**
 * The reference server's answer for a path without a redirect: 204 No Content. The lookup runs before
 * every app page a visitor opens in the browser, and a browser writes every 404 it gets into the
 * console as an error ("Failed to load resource"), though nothing failed. A 404 still means no
 * redirect (spec 1 §7), so the client reads both alike.
 */
export const NO_REDIRECT_STATUS = 204;

/** The redirect lookup (spec 1 §7): no retries (spec 1 §9). */
export const redirectCalls = {
  redirectFrom: defineCall({
    ...publicJsonGet,
    spec: 'spec 1 §7',
    path: '/api/v1/redirect/from',
    params: undefined,
    querystring: redirectQuerySchema,
    response: redirectResponseSchema,
    projectChoice:
      'The answer also carries StatusCode (301, 302, 307 or 308; 301 when missing). No redirect: the reference server answers 204 No Content, not 404, so no visitor sees an error in the browser console; a 404 still means no redirect (spec 1 §7).',
  }),
} as const;
