import {
  ANTI_FORGERY_HEADER,
  BRAND_HEADER,
  LEARNER_TOKEN_HEADER,
  SEARCH_TOTAL_HEADER,
} from '@dementie/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * Other teams' apps on their own origins (decision 0082): the configured origins (CORS_ORIGINS) may call
 * the API from the browser. Without credentials: cookies never cross to another origin; a learner there
 * is known by the learner token in a header (core/identity.ts), which no other site can make a browser
 * send. Every other origin is refused: its preflight answers 403, and so does a cross-site call it made.
 */

/** What a partner's request may carry besides the CORS-safelisted headers. */
export const CORS_ALLOWED_HEADERS: readonly string[] = [
  'Accept',
  'Content-Type',
  BRAND_HEADER,
  LEARNER_TOKEN_HEADER,
  ANTI_FORGERY_HEADER,
];

/** The methods a partner needs: the learning calls, the bot check, the certificate and its login call. */
export const CORS_ALLOWED_METHODS: readonly string[] = ['GET', 'POST'];

/** How long a browser may keep a preflight's answer (seconds; Chromium caps it at two hours). */
export const CORS_MAX_AGE_SECONDS = 7200;

/** Which origins besides the site's own may call the API from a browser. */
export class CorsPolicy {
  private readonly origins: ReadonlySet<string>;

  constructor(origins: readonly string[] = []) {
    this.origins = new Set(origins);
  }

  /** Whether any other origin is configured (answers then vary by `Origin`). */
  get configured(): boolean {
    return this.origins.size > 0;
  }

  /** Whether `origin` is one of the configured partner origins. */
  allowsOrigin(origin: string | undefined): boolean {
    return origin !== undefined && this.origins.has(origin);
  }

  /**
   * Whether a request comes from a page this server trusts: its own site (the browser's Fetch metadata
   * says same-origin, or says nothing: not a browser) or a configured partner origin.
   */
  trustsRequest(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (site === undefined || site === 'same-origin' || site === 'none') return true;
    return this.allowsOrigin(originOf(request));
  }

  /** The configured origins, for a page's `frame-ancestors` (the embed page). */
  list(): readonly string[] {
    return [...this.origins];
  }
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  return typeof origin === 'string' ? origin : undefined;
}

/** Only the API's calls take part; pages, files and the sites' assets are not for other origins' scripts. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/');
}

/**
 * Answers preflights and adds the CORS headers to the API's answers for the configured origins; refuses
 * every other origin's preflight and cross-site script call with 403 and a reason.
 */
export function registerCors(app: FastifyInstance, policy: CorsPolicy): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    // An answer that depends on the Origin header says so, so a shared cache keeps one per origin.
    if (policy.configured) reply.header('vary', 'Origin');
    const origin = originOf(request);
    if (origin === undefined) return;
    const preflight =
      request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (policy.allowsOrigin(origin)) {
      reply.header('access-control-allow-origin', origin);
      if (preflight) {
        return reply
          .code(204)
          .header('access-control-allow-methods', CORS_ALLOWED_METHODS.join(', '))
          .header('access-control-allow-headers', CORS_ALLOWED_HEADERS.join(', '))
          .header('access-control-max-age', String(CORS_MAX_AGE_SECONDS))
          .header('vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers')
          .send();
      }
      // The learner token, and the search's true number of hits (decision 0089).
      reply.header('access-control-expose-headers', `${LEARNER_TOKEN_HEADER}, ${SEARCH_TOTAL_HEADER}`);
      return;
    }
    // Another site's script asking (a preflight, or a call the browser marks cross-site and cors): refused
    // with the reason, so the team that forgot to be configured reads what is wrong.
    const crossSiteScript =
      request.headers['sec-fetch-mode'] === 'cors' &&
      (request.headers['sec-fetch-site'] === 'cross-site' ||
        request.headers['sec-fetch-site'] === 'same-site');
    if (preflight || crossSiteScript) {
      return reply.code(403).send({
        error: 'forbidden',
        reason: `the origin ${origin} may not call this API from a browser (it is not in CORS_ORIGINS)`,
      });
    }
  });
}
