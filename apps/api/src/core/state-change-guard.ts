import { apiContracts } from '@dementie/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractCallOf } from './contract-route';
import { type CorsPolicy, isApiPath } from './cors';
import { usesLearnerToken } from './identity';

/*
 * Every state-changing request meets the same two rules, in this one place, before its body is read
 * (decision 0093):
 * - Not from another site: a request the browser marks `Sec-Fetch-Site: cross-site` is refused (403),
 *   as decisions 0005 and 0014 refused it for the sign-in and certificate calls. A partner's page in
 *   learner-token mode (decision 0082: a configured origin, an `X-Learner-Token` header, no cookie of
 *   ours) may call the API's learning calls: no other site can make a browser send that header.
 * - Only the body type the route reads: JSON calls take `application/json` or no content type at all,
 *   forms a URL-encoded form; anything else is 415 with the reason. `text/plain`, forms and multipart
 *   are what a page on another site can send without the browser asking first (a CORS preflight).
 * Routes are classified by method: GET, HEAD and OPTIONS change nothing (decision 0002); every other
 * method is guarded, and a route states only what its body is (a contract's `bodyType`, or the route
 * config's `requestBody`).
 */

/** What a state-changing route reads as its body. */
export type RequestBodyKind =
  /** JSON, or nothing: `application/json` or no content type (the default). */
  | 'json'
  /** A plain HTML form's fields (`application/x-www-form-urlencoded`): pages that work without scripts. */
  | 'form'
  /** A file's bytes in any content type (the image upload sniffs them; the header is never trusted). */
  | 'bytes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body a state-changing route registered by hand reads; default 'json' (see {@link RequestBodyKind}). */
    requestBody?: RequestBodyKind;
    /**
     * How a form route answers a request from another site instead of the 403: the /logout form goes
     * back to its page, which says it went wrong. The rule itself is never the route's to change.
     */
    refuseCrossSite?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

/** Methods that never change state (decision 0002): not guarded. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The content types each body kind takes (media type only; parameters such as charset are fine). */
const ACCEPTED_TYPES: Readonly<Record<RequestBodyKind, readonly string[] | 'any'>> = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded'],
  bytes: 'any',
};

/** How a route is guarded: not at all (a safe method), or the two rules with its body kind. */
export type StateChangeRule =
  | { readonly guarded: false }
  | { readonly guarded: true; readonly body: RequestBodyKind };

/** The rule of a route, from its method and its config (the contract's call, or `requestBody`). */
export function stateChangeRule(method: string, config: unknown): StateChangeRule {
  if (SAFE_METHODS.has(method.toUpperCase())) return { guarded: false };
  const call = contractCallOf(config);
  if (call) return { guarded: true, body: apiContracts[call].bodyType === 'binary' ? 'bytes' : 'json' };
  const declared = (config as { requestBody?: RequestBodyKind } | undefined)?.requestBody;
  return { guarded: true, body: declared ?? 'json' };
}

/** The reason of the cross-site refusal (the certificate call's words, decision 0014). */
export const CROSS_SITE_REASON = 'cross-site request';

/**
 * Whether a state-changing request comes from a page allowed to make it: anything the browser does not
 * mark as another site's, or a configured partner's page in learner-token mode calling the API.
 */
export function mayChangeState(request: FastifyRequest, cors: CorsPolicy): boolean {
  if (request.headers['sec-fetch-site'] !== 'cross-site') return true;
  // Decision 0082: the header can only come from a page whose preflight was answered, and no cookie of
  // ours comes with it, so there is no visitor's authority to forge.
  return isApiPath(request.url) && usesLearnerToken(request) && cors.trustsRequest(request);
}

/** The media type of a request (lower case, without parameters), or undefined when it names none. */
function mediaTypeOf(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'];
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  return (header.split(';', 1)[0] ?? '').trim().toLowerCase();
}

/** Why the request's content type is not one its route reads, or null when it is. */
export function contentTypeProblem(request: FastifyRequest, body: RequestBodyKind): string | null {
  const accepted = ACCEPTED_TYPES[body];
  const type = mediaTypeOf(request);
  if (accepted === 'any' || type === undefined || accepted.includes(type)) return null;
  return `Unsupported content type ${type}: ${request.method} ${request.routeOptions.url ?? request.url} takes ${accepted.join(' or ')}`;
}

/** Registers the guard on `app`: before any module's routes, so every route of every scope has it. */
export function registerStateChangeGuard(app: FastifyInstance, cors: CorsPolicy): void {
  app.addHook('onRequest', async (request, reply) => {
    // No route (a 404) changes nothing.
    if (request.routeOptions.url === undefined) return;
    const config = request.routeOptions.config;
    const rule = stateChangeRule(request.method, config);
    if (!rule.guarded) return;
    if (!mayChangeState(request, cors)) {
      const refuse = (config as { refuseCrossSite?: typeof config.refuseCrossSite }).refuseCrossSite;
      if (refuse) return refuse(request, reply);
      return reply.code(403).send({ error: 'forbidden', reason: CROSS_SITE_REASON });
    }
    const problem = contentTypeProblem(request, rule.body);
    if (problem) return reply.code(415).send({ error: 'unsupported media type', reason: problem });
  });
}
