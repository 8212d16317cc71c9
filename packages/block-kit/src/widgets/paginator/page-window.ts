/** Spec 2 §2.8 / spec 3 §9: 2 pages either side of the current page by default. */
export const DEFAULT_SIBLINGS = 2;

/** One entry of the page list: a page number or a gap ('…'). */
export type PageEntry = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages to show: the first, the last, and `siblings` pages either side of the current one, with
 * a gap where pages are left out. Pages are 1-based.
 */
export function pageWindow(current: number, total: number, siblings = DEFAULT_SIBLINGS): PageEntry[] {
  if (total < 1) return [];
  const from = Math.max(1, current - siblings);
  const to = Math.min(total, current + siblings);
  const entries: PageEntry[] = [];
  if (from > 1) {
    entries.push({ kind: 'page', page: 1 });
    if (from > 2) entries.push({ kind: 'gap', key: 'start' });
  }
  for (let page = from; page <= to; page += 1) entries.push({ kind: 'page', page });
  if (to < total) {
    if (to < total - 1) entries.push({ kind: 'gap', key: 'end' });
    entries.push({ kind: 'page', page: total });
  }
  return entries;
}

/** The `page` query parameter as a page number (1-based); anything else is page 1. */
export function pageFromSearch(search: string): number {
  const value = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** Default address of a page: `?page=N`, page 1 without the parameter. */
export function defaultPageHref(page: number): string {
  return page <= 1 ? '?' : `?page=${page}`;
}

/** The prev/next addresses for the head (spec 2 §2.8); undefined at the ends. */
export function relLinks(
  current: number,
  total: number,
  hrefForPage: (page: number) => string = defaultPageHref,
): { prev?: string; next?: string } {
  return {
    ...(current > 1 && current <= total ? { prev: hrefForPage(current - 1) } : {}),
    ...(current < total ? { next: hrefForPage(current + 1) } : {}),
  };
}
