import { cookieName, type SiteCookieId, siteCookies } from '@dementie/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The server's only way to set or clear a cookie: name, lifetime and HttpOnly come from the
 * api-client cookie list that the cookie statement (`/cookies`) shows, so the two cannot drift.
 * Every cookie is first-party, for the whole site, and SameSite=Lax.
 */
export class SiteCookies {
  constructor(
    /** The site runs on https: Secure cookies, `__Host-` names where the list asks for it. */
    readonly secure: boolean,
  ) {}

  /** The name the browser stores a cookie under. */
  name(id: SiteCookieId): string {
    return cookieName(siteCookies[id], this.secure);
  }

  /** This request's value of a cookie, if it has one. */
  read(request: FastifyRequest, id: SiteCookieId): string | undefined {
    return request.cookies?.[this.name(id)];
  }

  set(reply: FastifyReply, id: SiteCookieId, value: string): void {
    const cookie = siteCookies[id];
    reply.setCookie(this.name(id), value, {
      ...this.attributes(id),
      ...(cookie.maxAgeSeconds === null ? {} : { maxAge: cookie.maxAgeSeconds }),
    });
  }

  /** Removes a cookie from the browser (the same attributes, so the browser finds it). */
  clear(reply: FastifyReply, id: SiteCookieId): void {
    reply.clearCookie(this.name(id), this.attributes(id));
  }

  private attributes(id: SiteCookieId) {
    return {
      httpOnly: siteCookies[id].httpOnly,
      sameSite: 'lax' as const,
      secure: this.secure,
      path: '/',
    };
  }
}
