/*
 * "Same browser" signal for login links (decision 0002): the reference server sets the readable cookie
 * `dm_link_requested=1` (not HttpOnly, it holds no secret, 24 h) on the login, change-own-email and
 * anonymize-account calls. A link opened in the browser that has
 * it proceeds at once; in any other browser the screen shows one 'Inloggen' button first, so mail
 * scanners that run scripts cannot sign in with the link.
 */

import { hasCookie, siteCookies } from '@dementie/api-client';

/** Default name of the hint cookie the server sets at the login request (api-client's cookie list). */
export const DEFAULT_LOGIN_HINT_COOKIE = siteCookies.linkRequested.name;

/**
 * Whether this browser asked for a login link (the hint cookie is present and not empty).
 * @param cookieName - default 'dm_link_requested'
 * @param cookieString - default `document.cookie`; '' on the server
 */
export function hasLoginHint(
  cookieName: string = DEFAULT_LOGIN_HINT_COOKIE,
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  return hasCookie(cookieString, cookieName);
}
