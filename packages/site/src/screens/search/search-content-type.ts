import { SEARCH_CONTENT_TYPES, type SearchContentType } from '@dementie/api-client';

/** The pillar of an address's `pijler`; anything else searches every pillar (spec 2 §2.7). */
export function contentTypeFrom(value: string | null): SearchContentType {
  return SEARCH_CONTENT_TYPES.find((type) => type === value) ?? 'alle';
}
