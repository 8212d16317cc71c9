import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { LEARNER_TOKEN_HEADER, siteCookies } from '@dementie/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CookieSecurity, SiteCookies } from './cookies';

/** A signed-in person as the modules see them. */
export interface SignedInUser {
  id: string;
  email: string;
  isEditor: boolean;
}

/** Finds the signed-in user of a request (the auth module supplies it from the session cookie). */
export type UserResolver = (request: FastifyRequest) => Promise<SignedInUser | null>;

/** The guest learner cookie (its name, lifetime and flags are in the api-client cookie list). */
export const LEARNER_COOKIE = siteCookies.learner.name;

const tokenHeader = LEARNER_TOKEN_HEADER.toLowerCase();

/**
 * Whether a request uses the learner token instead of the learner cookie (decision 0082): a page on
 * another site than the API (a partner's app, our embed page in their frame) sends `X-Learner-Token`,
 * `new` when it has none yet. Then the header alone says who learns; a cookie is never read or set.
 */
export function usesLearnerToken(request: FastifyRequest): boolean {
  return typeof request.headers[tokenHeader] === 'string';
}

/**
 * Who is asking: the signed-in user (from the auth module's session) and the guest learner id.
 * Guests learn without an account through a signed, HttpOnly learner cookie (decision 0023); it holds a
 * random id and an HMAC, nothing personal.
 */
export class IdentityService {
  private resolver: UserResolver = async () => null;
  private readonly cache = new WeakMap<FastifyRequest, Promise<SignedInUser | null>>();
  private readonly cookies: SiteCookies;

  constructor(
    private readonly secret: Buffer,
    secureCookies: CookieSecurity,
  ) {
    this.cookies = new SiteCookies(secureCookies);
  }

  /** Called once by the auth module. */
  setUserResolver(resolver: UserResolver): void {
    this.resolver = resolver;
  }

  /** The signed-in user, resolved at most once per request. */
  user(request: FastifyRequest): Promise<SignedInUser | null> {
    let pending = this.cache.get(request);
    if (!pending) {
      pending = this.resolver(request);
      this.cache.set(request, pending);
    }
    return pending;
  }

  /** The guest learner id of this browser: its valid learner token, else its valid learner cookie. */
  learnerId(request: FastifyRequest): string | null {
    const header = request.headers[tokenHeader];
    return this.verified(typeof header === 'string' ? header : this.cookies.read(request, 'learner'));
  }

  /** The id in a signed learner value (`id.hmac`, the same in the cookie and the token), if it is genuine. */
  private verified(raw: string | undefined): string | null {
    if (!raw || raw.length > 200) return null;
    const dot = raw.lastIndexOf('.');
    if (dot <= 0) return null;
    const id = raw.slice(0, dot);
    const given = Buffer.from(raw.slice(dot + 1), 'base64url');
    const expected = this.sign(id);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return id;
  }

  /**
   * The learner id of this browser, creating one when there is none: in its cookie, or, for a request
   * in learner-token mode, in the answer's `X-Learner-Token` header for the client to keep.
   */
  ensureLearnerId(request: FastifyRequest, reply: FastifyReply): string {
    const existing = this.learnerId(request);
    if (existing) return existing;
    const id = randomUUID();
    const value = `${id}.${this.sign(id).toString('base64url')}`;
    if (usesLearnerToken(request)) reply.header(LEARNER_TOKEN_HEADER, value);
    else this.cookies.set(reply, 'learner', value);
    return id;
  }

  /** Signs any value with the process secret (other modules may sign their own cookies with it). */
  sign(value: string): Buffer {
    return createHmac('sha256', this.secret).update(value).digest();
  }
}
