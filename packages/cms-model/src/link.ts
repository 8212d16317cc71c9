export interface Link {
  title: string;
  url: string;
  showAsButton: boolean;
  external: boolean;
}

/**
 * Spec 2 §3.2: links are classed external or internal by their URL. A URL is external when it has a
 * scheme or is protocol-relative and its host is not one of the site's own hosts.
 */
export function isExternalUrl(url: string, ownHosts: readonly string[] = []): boolean {
  const trimmed = url.trim();
  if (trimmed.startsWith('mailto:') || trimmed.startsWith('tel:')) return true;
  const match = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#:]+)/i.exec(trimmed);
  if (!match) return false;
  const host = (match[1] ?? '').toLowerCase();
  return !ownHosts.some((own) => own.toLowerCase() === host);
}
