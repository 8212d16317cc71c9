import { createContext, useContext } from 'react';

/** What a server render learns about the document head while rendering the page. */
export interface HeadData {
  /** The origin of the page being rendered, for absolute URLs in canonical and Open Graph tags. */
  origin: string;
  /** The path (and query) of the page being rendered. */
  path: string;
  title?: string;
  /** The page's canonical address (absolute); left out of not-found and error pages. */
  canonical?: string;
  /** name/property -> content, e.g. description, og:title, og:image. */
  meta: Record<string, string>;
  links: { rel: string; href: string }[];
}

export function createHeadData(origin = '', path = '/'): HeadData {
  return { origin, path, meta: {}, links: [] };
}

const HeadContext = createContext<HeadData | null>(null);

export const HeadProvider = HeadContext.Provider;

/**
 * The server's head collector, or null in the browser. Screens write into it during render (not in an
 * effect, which never runs on the server), so the server can put title and meta tags in the head.
 */
export function useHeadCollector(): HeadData | null {
  return useContext(HeadContext);
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The head tags as HTML (title first). */
export function headToHtml(head: HeadData): string {
  const parts: string[] = [];
  if (head.title) parts.push(`<title>${escapeHtml(head.title)}</title>`);
  if (head.canonical) parts.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const [key, content] of Object.entries(head.meta)) {
    const attribute = key.startsWith('og:') || key.startsWith('article:') ? 'property' : 'name';
    parts.push(`<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`);
  }
  for (const link of head.links) {
    parts.push(`<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}" />`);
  }
  return parts.join('');
}
