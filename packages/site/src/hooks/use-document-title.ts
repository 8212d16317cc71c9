import { documentTitle } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect } from 'react';
import { useHeadCollector } from '../ssr/head';

/** The share image of a page (Open Graph), e.g. a page's header image or a certificate. */
export interface ShareImage {
  /** Absolute, or root-relative to the site's origin. */
  url: string;
  alt?: string;
  width?: number;
  height?: number;
}

/** What a screen tells search engines and social networks about itself (decision 0041). */
export interface PageHeadOptions {
  /** The meta description; default the brand's own description. */
  description?: string;
  /** The Open Graph image; without one the share card shows no picture. */
  image?: ShareImage;
  /**
   * The canonical path and query when it is not the path alone (e.g. '/nieuws?page=2': each page of
   * an overview is its own page). Default: the path without its query.
   */
  canonicalPath?: string;
  /**
   * Keep the page out of search engines: search results (a list of other pages, not content of its
   * own) and pages with a person's name on them (certificates). Sharing still works.
   */
  noindex?: boolean;
  /** Open Graph type; default 'website'. */
  type?: 'website' | 'article';
  /**
   * Default true: the browser's title, description and canonical follow too. False for a route
   * whose screen sets the browser title itself (the certificate screen knows whose it is).
   */
  browser?: boolean;
}

function absolute(origin: string, url: string): string {
  try {
    return new URL(url, origin || undefined).href;
  } catch {
    return url;
  }
}

/** Updates (or adds) one head element in the browser after a navigation inside the site. */
function setHeadElement(
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string | null,
) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/**
 * Spec 1 §2: every screen's title is followed by the initiative name; `null` gives the name alone.
 * On the server it also writes the description, the canonical address, robots and Open Graph tags
 * into the head (decision 0041); in the browser it keeps title, description and canonical in step after a
 * navigation. The second argument may be the description alone.
 */
export function useDocumentTitle(pageTitle: string | null, options: string | PageHeadOptions = {}): void {
  const t = useT();
  const {
    description,
    image,
    canonicalPath,
    noindex = false,
    type = 'website',
    browser = true,
  } = typeof options === 'string' ? { description: options } : options;
  const title = pageTitle ? documentTitle(t, pageTitle) : t('brand.name');
  const summary = description?.trim() ? description.trim() : t('brand.description');
  const head = useHeadCollector();
  if (head) {
    // Server render: written during render (effects never run on the server).
    const canonical = absolute(head.origin, canonicalPath ?? head.path.split(/[?#]/)[0] ?? '/');
    head.title = title;
    // A page kept out of search engines names no canonical address of its own.
    head.canonical = noindex ? undefined : canonical;
    head.meta = {
      description: summary,
      ...(noindex ? { robots: 'noindex, follow' } : {}),
      'og:type': type,
      'og:site_name': t('brand.name'),
      'og:locale': 'nl_NL',
      'og:title': pageTitle ?? t('brand.name'),
      'og:description': summary,
      'og:url': canonical,
      ...(image
        ? {
            'og:image': absolute(head.origin, image.url),
            ...(image.alt ? { 'og:image:alt': image.alt } : {}),
            ...(image.width && image.height
              ? { 'og:image:width': String(image.width), 'og:image:height': String(image.height) }
              : {}),
          }
        : {}),
      'twitter:card': image ? 'summary_large_image' : 'summary',
    };
  }
  const canonicalHref = canonicalPath ?? null;
  useEffect(() => {
    if (!browser) return;
    document.title = title;
    setHeadElement(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      summary,
    );
    const canonical = new URL(canonicalHref ?? window.location.pathname, window.location.origin).href;
    setHeadElement(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      noindex ? null : canonical,
    );
    setHeadElement(
      'meta[name="robots"]',
      () => Object.assign(document.createElement('meta'), { name: 'robots' }),
      'content',
      noindex ? 'noindex, follow' : null,
    );
  }, [browser, title, summary, canonicalHref, noindex]);
}
