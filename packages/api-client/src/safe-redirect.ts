/**
 * The one check for an address a visitor may supply to be sent to afterwards (decision 0021): the cookie
 * banner's `terug`, a mailed link's `redirectPath`, the logout form's `redirect`, a training's
 * `startingPageUrl`. Server and browser use this same function, so no route has a weaker copy.
 *
 * Only a path of the same site is kept, returned as the URL parser reads it (path, query, hash):
 * - it starts with exactly one `/` (`//host` and `/\host` lead elsewhere: browsers read `\` as `/`);
 * - it holds no control character, no backslash and no Unicode line or paragraph separator: browsers
 *   drop tabs and newlines from addresses, so `/\t/evil.example` would become `//evil.example`, and a
 *   newline in a Location header is a broken answer;
 * - it is at most 2,000 characters;
 * - resolved against this site, it stays on this site.
 * Anything else gives `null`: the caller goes to its own default page.
 */
export const MAX_REDIRECT_PATH_LENGTH = 2000;

const BASE = 'http://same-site.invalid';

export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
