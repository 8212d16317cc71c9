import { createContext, useContext } from 'react';

/** What a server render learns about the document head while rendering the page. */
export interface HeadData {
  title?: string;
  /** name/property -> content, e.g. description, og:title, og:image. */
  meta: Record<string, string>;
  links: { rel: string; href: string }[];
}

export function createHeadData(): HeadData {
  return { meta: {}, links: [] };
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
  for (const [key, content] of Object.entries(head.meta)) {
    const attribute = key.startsWith('og:') ? 'property' : 'name';
    parts.push(`<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`);
  }
  for (const link of head.links) {
    parts.push(`<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}" />`);
  }
  return parts.join('');
}
