import { cookieName, LEARNER_TOKEN_HEADER, type SiteCookieId, siteCookies } from '@dementie/api-client';
import type { BrandId } from '@dementie/i18n-catalogues';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether a brand's cookies are Secure (and `__Host-` named where the list asks for it): a fixed
 * answer, or one per brand, from that brand's public origin (decision 0010: a plain-http staging host of
 * one brand must not get Secure cookies its browser would drop, whatever the other brands run on).
 */
export type CookieSecurity = boolean | ((brand: BrandId) => boolean);

/** Secure cookies for exactly the brands whose public origin is https. */
export function secureByBrandOrigin(
  brandOrigins: Readonly<Record<BrandId, string>>,
): (brand: BrandId) => boolean {
  return (brand) => (brandOrigins[brand] ?? '').startsWith('https:');
}

const tokenHeader = LEARNER_TOKEN_HEADER.toLowerCase();

function inTokenMode(request: FastifyRequest): boolean {
  return typeof request.headers[tokenHeader] === 'string';
}

/**
 * The server's only way to set or clear a cookie: name, lifetime and HttpOnly come from the
 * api-client cookie list that the cookie statement (`/cookies`) shows, so the two cannot drift.
 * Every cookie is first-party, for the whole site, and SameSite=Lax; Secure and the `__Host-` name
 * follow the request's brand origin.
 */
export class SiteCookies {
  constructor(private readonly security: CookieSecurity) {}

  /** Whether cookies of this request's brand are Secure. */
  secureFor(request: Pick<FastifyRequest, 'brand'>): boolean {
    return typeof this.security === 'boolean' ? this.security : this.security(request.brand);
  }

  /** The name the browser stores a cookie under, for this request's brand. */
  name(id: SiteCookieId, request: Pick<FastifyRequest, 'brand'>): string {
    return cookieName(siteCookies[id], this.secureFor(request));
  }

  /** Every name a cookie may have (Secure and not), e.g. to list it as a cookie that changes nothing. */
  names(id: SiteCookieId): string[] {
    return [...new Set([cookieName(siteCookies[id], true), cookieName(siteCookies[id], false)])];
  }

  /** This request's value of a cookie, if it has one. */
  read(request: FastifyRequest, id: SiteCookieId): string | undefined {
    return request.cookies?.[this.name(id, request)];
  }

  set(reply: FastifyReply, id: SiteCookieId, value: string): void {
    // A page on another site (learner-token mode, decision 0082) gets no cookie of ours: its browser
    // would not keep it, and the token in its header is all that identifies it.
    if (inTokenMode(reply.request)) return;
    const cookie = siteCookies[id];
    reply.setCookie(this.name(id, reply.request), value, {
      ...this.attributes(id, reply.request),
      ...(cookie.maxAgeSeconds === null ? {} : { maxAge: cookie.maxAgeSeconds }),
    });
  }

  /** Removes a cookie from the browser (the same attributes, so the browser finds it). */
  clear(reply: FastifyReply, id: SiteCookieId): void {
    if (inTokenMode(reply.request)) return;
    reply.clearCookie(this.name(id, reply.request), this.attributes(id, reply.request));
  }

  private attributes(id: SiteCookieId, request: FastifyRequest) {
    return {
      httpOnly: siteCookies[id].httpOnly,
      sameSite: 'lax' as const,
      secure: this.secureFor(request),
      path: '/',
    };
  }
}
