import type { SearchContentType } from '@dementie/api-client';

/**
 * The search page's address for a term and a pillar (spec 2 §2.1: zoekterm and pijler; the search
 * call-to-action searches every pillar).
 */
export function searchHref(term: string, contentType: SearchContentType = 'alle'): string {
  return `/zoeken?${new URLSearchParams({ zoekterm: term.trim(), pijler: contentType })}`;
}
