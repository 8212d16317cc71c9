import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ANTI_FORGERY_HEADER, cookieName, siteCookies } from '@dementie/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CookieSecurity, SiteCookies } from '../../core/cookies';
import type { CorsPolicy } from '../../core/cors';
import { type IdentityService, usesLearnerToken } from '../../core/identity';

/**
 * Name of the hidden page field that carries the anti-forgery token (spec 1 §7): the served page
 * has `<input type="hidden" name="csrf" value="...">`; the site reads it and sends its value in the
 * `X-CSRF-Token` header.
 */
export const ANTI_FORGERY_FIELD = 'csrf';

/** The visitor cookie the token is bound to. */
export function antiForgeryCookieName(secure: boolean): string {
  return cookieName(siteCookies.antiForgery, secure);
}

const header = ANTI_FORGERY_HEADER.toLowerCase();

/**
 * Per-visitor anti-forgery tokens without server state: a random HttpOnly visitor cookie, and a
 * page token that is its HMAC with the process secret. Another site can make the browser send the
 * cookie, but cannot read the page, so it cannot send the matching header.
 */
export class AntiForgery {
  /** The visitor cookie's names (Secure and not): it never changes how a page renders. */
  readonly cookieNames: readonly string[];
  private readonly cookies: SiteCookies;

  constructor(
    private readonly identity: IdentityService,
    secure: CookieSecurity,
    private readonly cors: CorsPolicy,
  ) {
    this.cookies = new SiteCookies(secure);
    this.cookieNames = this.cookies.names('antiForgery');
  }

  /** The token for the page being served; sets the visitor cookie when the browser has none. */
  pageToken(request: FastifyRequest, reply: FastifyReply): string {
    let visitor = this.cookies.read(request, 'antiForgery');
    if (!visitor || !/^[A-Za-z0-9_-]{43}$/.test(visitor)) {
      visitor = randomBytes(32).toString('base64url');
      // A session cookie (no lifetime in the cookie list): a page load makes a new token whenever
      // the browser lost it.
      this.cookies.set(reply, 'antiForgery', visitor);
    }
    return this.tokenFor(visitor);
  }

  private tokenFor(visitor: string): string {
    return this.identity.sign(`anti-forgery:${visitor}`).toString('base64url');
  }

  /** Whether a state-changing request may go on: not cross-site, and the header matches the cookie. */
  allows(request: FastifyRequest): boolean {
    return this.allowsToken(request, request.headers[header]);
  }

  /**
   * The same check for a token the request carries elsewhere: the page field posted by a form
   * that works without scripts (the /logout form).
   */
  allowsToken(request: FastifyRequest, given: unknown): boolean {
    // Learner-token mode (decision 0082): a page on another site (a partner's app, our embed page in
    // their frame) sends no cookies, so there is no ambient authority to forge; a genuine learner token
    // in a header, from our own site or a configured origin, is the proof (no other site can make a
    // browser send that header: its preflight is refused).
    if (usesLearnerToken(request)) {
      return this.identity.learnerId(request) !== null && this.cors.trustsRequest(request);
    }
    // Fetch metadata: a browser says when another site made the request (decision 0005).
    if (request.headers['sec-fetch-site'] === 'cross-site') return false;
    const visitor = this.cookies.read(request, 'antiForgery');
    if (!visitor || typeof given !== 'string') return false;
    const expected = Buffer.from(this.tokenFor(visitor));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** A Fastify hook answering 403 to forged requests. */
  readonly guard = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!this.allows(request)) {
      await reply.code(403).send({ error: 'forbidden', reason: 'anti-forgery check failed' });
    }
  };
}
