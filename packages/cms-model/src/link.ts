import { type CmsLinkItemWire, isSafeLinkUrl } from '@dementie/api-client';

/** A link (spec 2 §3.2): title, url, showAsButton, external. */
export interface Link {
  readonly title: string;
  readonly url: string;
  readonly showAsButton: boolean;
  readonly external: boolean;
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

/**
 * The URL of a Drupal link item: the resolved `url` when given, else its `uri` made usable
 * (`internal:/x` and `entity:node/1` become site paths, `route:<front>` the home page).
 * Unsafe schemes (javascript:, data:, vbscript:) and site addresses that lead off the site give
 * undefined: such a link is dropped.
 */
export function linkUrl(item: Pick<CmsLinkItemWire, 'url' | 'uri'>): string | undefined {
  const raw = (item.url ?? item.uri ?? '').trim();
  if (!raw) return undefined;
  let url = raw;
  if (raw.startsWith('internal:')) url = raw.slice('internal:'.length) || '/';
  else if (raw.startsWith('entity:')) url = `/${raw.slice('entity:'.length)}`;
  else if (raw.startsWith('route:')) url = '/';
  else if (raw.startsWith('base:')) url = `/${raw.slice('base:'.length)}`;
  // Browsers ignore control characters and whitespace inside a scheme, so strip them before checking.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(withoutControls(url));
  if (scheme && !['http', 'https', 'mailto', 'tel'].includes((scheme[1] ?? '').toLowerCase()))
    return undefined;
  // An address that looks like one of this site's but leads elsewhere in a browser (`/\evil.example`,
  // `/<tab>/evil.example`) would be classed internal: dropped. `//host` is a deliberate external link.
  if (!scheme && !url.trim().startsWith('//') && !isSafeLinkUrl(url)) return undefined;
  return url;
}

/** Options of {@link mapLink}. */
export interface MapLinkOptions {
  /** Hosts that count as this site (their links are internal). */
  readonly ownHosts?: readonly string[];
  /** Show the link as a button. Default false; a `show_as_button` link option overrides it. */
  readonly showAsButton?: boolean;
  /** Title when the item has none. */
  readonly fallbackTitle?: string;
}

/** Maps a Drupal link item to a {@link Link}; undefined when it has no usable URL or no title. */
export function mapLink(
  item: CmsLinkItemWire | null | undefined,
  options: MapLinkOptions = {},
): Link | undefined {
  if (!item) return undefined;
  const url = linkUrl(item);
  if (!url) return undefined;
  const title = (item.title ?? '').trim() || options.fallbackTitle?.trim() || '';
  if (!title) return undefined;
  const attributes = item.options?.attributes as Record<string, unknown> | undefined;
  const flagged = item.options?.show_as_button ?? attributes?.show_as_button;
  const showAsButton =
    flagged === undefined
      ? (options.showAsButton ?? false)
      : flagged === true || flagged === 1 || flagged === '1';
  return { title, url, showAsButton, external: isExternalUrl(url, options.ownHosts) };
}

/** The text without whitespace and control characters (browsers skip them inside a URL scheme). */
function withoutControls(text: string): string {
  return Array.from(text)
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('');
}
