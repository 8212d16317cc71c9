import { withStartingPageUrl } from '@dementie/elearning-player';

const HTML_TRAINING_HREF = /href="(\/trainingen\/[^"]*)"/g;

function inHtml(html: string, path: string): string {
  if (!html.includes('href="/trainingen/')) return html;
  return html.replace(HTML_TRAINING_HREF, (_, href: string) => {
    const linked = withStartingPageUrl(href.replaceAll('&amp;', '&'), path);
    return `href="${linked.replaceAll('&', '&amp;')}"`;
  });
}

/**
 * Spec 3 §2: links starting with /trainingen/ get a startingPageUrl query parameter (the current
 * path) if it is missing. A CMS page's links live in many blocks (call-to-action buttons, link
 * lists, cards) and inside its rich text, so the mapped page is walked once: every `url`/`href`
 * value and every `href="..."` in a text that points to a training gets the page's path. Other
 * values are left as they are (and the page object itself is not changed).
 */
export function withTrainingStarts<T>(value: T, path: string): T {
  const walk = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') {
      if ((key === 'url' || key === 'href') && node.startsWith('/trainingen/')) {
        return withStartingPageUrl(node, path);
      }
      return inHtml(node, path);
    }
    if (Array.isArray(node)) return node.map((item) => walk(item));
    if (node && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    }
    return node;
  };
  return walk(value) as T;
}
