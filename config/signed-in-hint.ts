import { siteCookies } from '@dementie/api-client';
import type { Plugin } from 'vite';

/**
 * The attribute the signed-in hint puts on `<html>` before the first paint (decision
 * 0097). The auth package's stylesheet reads it: while the
 * session is not known, the header's account place shows neither 'Inloggen' nor 'Mijn account' in a
 * browser that holds the hint.
 */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-signed-in-hint';

/**
 * The inline script that reads the signed-in hint (api-client's `signedIn` cookie, readable by scripts)
 * and marks `<html>` when this browser holds it. Classic and inline in the head, so it runs before
 * anything is painted; it is the same for every visitor, so the page's HTML can be shared.
 */
export function signedInHintScript(cookieName: string = siteCookies.signedIn.name): string {
  const pattern = `(?:^|;\\s*)${cookieName}=[^;]`;
  return `if(/${pattern}/.test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_HINT_ATTRIBUTE)},'')`;
}

/**
 * Puts {@link signedInHintScript} first in the head of a brand app's shell (the server gives every
 * script of the shell its Content-Security-Policy nonce).
 */
export function signedInHint(): Plugin {
  return {
    name: 'dementie-signed-in-hint',
    transformIndexHtml: () => [{ tag: 'script', children: signedInHintScript(), injectTo: 'head-prepend' }],
  };
}
