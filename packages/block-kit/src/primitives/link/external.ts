/**
 * Whether a link leaves the site: an absolute or protocol-relative http(s) URL whose host is not one
 * of `ownHosts` (spec 2 §3.2 classes links by URL; the CMS mapping sets `external` itself, this is
 * the fallback for links written in code). mailto:/tel: are not "another website".
 */
export function looksExternal(href: string, ownHosts: readonly string[] = []): boolean {
  const match = /^(?:https?:)?\/\/([^/?#:]+)/iu.exec(href.trim());
  if (!match) return false;
  const host = (match[1] ?? '').toLowerCase();
  return !ownHosts.some((own) => own.toLowerCase() === host);
}
