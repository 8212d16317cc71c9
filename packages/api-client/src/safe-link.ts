/**
 * The one check for a link's address in content (CMS HTML, rich text, link fields): the sanitiser,
 * the rich-text editor and the link mapping use it alike, so no place lets through what another
 * refuses.
 *
 * A link may be a web, mail or phone address (`http:`, `https:`, `mailto:`, `tel:`), or an address on
 * this site that a browser also reads as one: resolved against the site, it stays on the site. That
 * refuses what only looks site-relative: `//evil.example`, `/\evil.example` (browsers read `\` as `/`),
 * `/<tab>/evil.example` (browsers drop tabs and newlines from addresses), and the same with the slash or
 * backslash percent-encoded (`/%5Cevil.example`), which a server or router may decode once.
 */
const SITE = 'https://same-site.invalid';
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/** Whether `url` may be a link's address (see above). */
export function isSafeLinkUrl(url: string): boolean {
  // The URL parser itself ignores spaces around an address.
  const trimmed = url.trim();
  if (trimmed === '' || CONTROL_OR_BACKSLASH.test(trimmed)) return false;
  const scheme = SCHEME.exec(trimmed)?.[1];
  if (scheme !== undefined) return SAFE_SCHEMES.has(scheme.toLowerCase()) && parses(trimmed);
  const path = trimmed.split(/[?#]/, 1)[0] ?? '';
  return staysOnSite(trimmed) && staysOnSite(decodedOnce(path));
}

/** Whether a relative address, resolved against a page of this site, is still on it. */
function staysOnSite(relative: string): boolean {
  if (relative === '') return true;
  if (CONTROL_OR_BACKSLASH.test(relative)) return false;
  try {
    return new URL(relative, `${SITE}/pagina/`).origin === SITE;
  } catch {
    return false;
  }
}

function parses(absolute: string): boolean {
  try {
    new URL(absolute);
    return true;
  } catch {
    return false;
  }
}

/** The text with its percent-escapes decoded once (unchanged when they are malformed). */
function decodedOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
