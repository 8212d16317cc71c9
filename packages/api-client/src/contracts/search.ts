import { z } from 'zod/mini';
import { SEARCH_CONTENT_TYPES } from '../search-content-types.js';
import { type Pagination, totalPages } from './cms.js';
import { defineCall, MAX_SEARCH_LENGTH, publicJsonGet } from './common.js';

export { SEARCH_CONTENT_TYPES, type SearchContentType } from '../search-content-types.js';

/** Hits on one page of search results: as many as on a page of an overview (spec 2 §3.4, §9). */
export const SEARCH_PAGE_SIZE = 10;

/**
 * The answer header with the number of hits for the query and filter over all pages (project choice:
 * the body stays the list of spec 2 §7, so the count travels beside it).
 */
export const SEARCH_TOTAL_HEADER = 'X-Total-Count';

/**
 * Search query. `page` is zero-based, as the overviews' (spec 2 §9: the page requested is page minus
 * 1); without it the first page is answered.
 */
export const searchQuerySchema = z.object({
  query: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_SEARCH_LENGTH)),
  contentType: z._default(z.enum(SEARCH_CONTENT_TYPES), 'alle'),
  page: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
});

/** The doc types the server sends (spec 2 §3.5). */
export const SEARCH_DOC_TYPES = [
  'ContentPage',
  'CourseOverview',
  'Story',
  'News',
  'Organization',
  'Course',
] as const;

/**
 * One search hit (spec 2 §7): Id, Title, DocType, Introduction, Data.Path. DocType stays a plain
 * string on the wire so an unknown one reaches the mapper's unsupported error (spec 2 §5).
 */
export const searchResultSchema = z.looseObject({
  Id: z.union([z.string().check(z.minLength(1)), z.number()]),
  Title: z.string(),
  DocType: z.string(),
  Introduction: z.nullish(z.string()),
  Data: z.looseObject({ Path: z.string() }),
});

/** Search answer. */
export const searchResponseSchema = z.array(searchResultSchema);

/** Synonyms query. */
export const synonymsQuerySchema = z.object({
  query: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_SEARCH_LENGTH)),
});

/** Synonyms answer: a list of words. The client always treats it as empty (spec 2 §7). */
export const synonymsResponseSchema = z.array(z.string());

/** Suggest query: a prefix (the page asks only after more than 3 characters, spec 2 §2.7). */
export const suggestQuerySchema = z.object({
  prefix: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_SEARCH_LENGTH)),
});

/** Suggest answer: a list of suggestions. */
export const suggestResponseSchema = z.array(z.string());

/** Domain: a search result type (spec 2 §3.5). */
export type SearchResultType = 'contentPage' | 'story' | 'news' | 'organization' | 'courses';

/** Domain: a search result (spec 2 §3.5). */
export interface SearchResult {
  readonly id: string;
  readonly title: string;
  readonly type: SearchResultType;
  readonly preview?: string;
  readonly url: string;
}

/** Domain: one page of search results and where it is in all of them (`currentPage` starts at 1). */
export interface SearchPage {
  readonly results: readonly SearchResult[];
  readonly pagination: Pagination;
}

/**
 * The number of hits of a search answer's {@link SEARCH_TOTAL_HEADER}, or undefined when it is
 * missing or no count.
 */
export function searchTotalOf(headerValue: string | null): number | undefined {
  return headerValue !== null && /^\d{1,9}$/.test(headerValue.trim()) ? Number(headerValue) : undefined;
}

/** Maps one page of hits with the number of all of them; throws for an unknown doc type. */
export function mapSearchPage(
  list: readonly z.output<typeof searchResultSchema>[],
  totalItems: number,
  currentPage: number,
): SearchPage {
  return {
    results: list.map(mapSearchResult),
    pagination: { currentPage, totalItems, totalPages: totalPages(totalItems, SEARCH_PAGE_SIZE) },
  };
}

/** Thrown for a doc type the site does not support (spec 2 §5). */
export class UnsupportedDocTypeError extends Error {
  readonly docType: string;

  constructor(docType: string) {
    super(`Unsupported content type: ${docType}`);
    this.name = 'UnsupportedDocTypeError';
    this.docType = docType;
  }
}

/** Maps a doc type (spec 2 §3.5); throws {@link UnsupportedDocTypeError} for an unknown one. */
export function mapDocType(docType: string): SearchResultType {
  switch (docType) {
    case 'ContentPage':
    case 'CourseOverview':
      return 'contentPage';
    case 'Story':
      return 'story';
    case 'News':
      return 'news';
    case 'Organization':
      return 'organization';
    case 'Course':
      return 'courses';
    default:
      throw new UnsupportedDocTypeError(docType);
  }
}

/** Maps a search hit; throws {@link UnsupportedDocTypeError} for an unknown doc type. */
export function mapSearchResult(wire: z.output<typeof searchResultSchema>): SearchResult {
  return {
    id: String(wire.Id),
    title: wire.Title,
    type: mapDocType(wire.DocType),
    ...(wire.Introduction ? { preview: wire.Introduction } : {}),
    url: wire.Data.Path,
  };
}

const get = { ...publicJsonGet, spec: 'spec 2 §7', params: undefined } as const;

/** The search calls (spec 2 §7). */
export const searchCalls = {
  search: defineCall({
    ...get,
    path: '/api/v1/Search',
    querystring: searchQuerySchema,
    response: searchResponseSchema,
    projectChoice:
      'contentType is the pijler value (alle, artikelen, nieuws, ervaringsverhalen, organizaties, cursussen). ' +
      'Paged as the overviews: 10 hits a page, zero-based page (default 0), a page past the last one is a 404; ' +
      'the number of all hits is in the X-Total-Count header.',
  }),
  searchSynonyms: defineCall({
    ...get,
    path: '/api/v1/Search/synonyms',
    querystring: synonymsQuerySchema,
    response: synonymsResponseSchema,
    projectChoice: 'Answer is a list of words; the client treats it as empty, as spec 2 §7 says.',
  }),
  searchSuggest: defineCall({
    ...get,
    path: '/api/v1/Search/suggest',
    querystring: suggestQuerySchema,
    response: suggestResponseSchema,
    projectChoice: 'Answer is a list of strings.',
  }),
} as const;
