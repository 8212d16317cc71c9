import {
  type ApiResult,
  failed,
  loaded,
  MAX_SEARCH_LENGTH,
  type SearchContentType,
  type SearchPage,
  UnsupportedDocTypeError,
} from '@dementie/api-client';
import { data } from 'react-router-dom';
import type { SiteServices } from '../../services/site-services';
import { notFound } from '../cms/cms-loader';
import { pageFromSearch } from '../overview/overview-loader';
import { contentTypeFrom } from './search-content-type';

export interface SearchData {
  term: string;
  contentType: SearchContentType;
  /** The page of the results the address asks for (`?page=`, from 1), as the overviews'. */
  page: number;
  /**
   * `null` when there is no term (an empty term loads nothing, spec 2 §2.7) or it is too long; else
   * the page of results with the number of all of them.
   */
  results: ApiResult<SearchPage> | null;
  /** The term was longer than {@link MAX_SEARCH_LENGTH}: `term` holds as much of it as may be searched. */
  tooLong: boolean;
  synonyms: readonly string[];
}

/**
 * Spec 2 §2.1/§2.7: `zoekterm` and `pijler` from the address, and `page` as the overviews have it;
 * results and synonyms load together. A term longer than the server takes is not sent: the page says
 * so, with status 400. A page past the last one is a missing page (404), as an overview's.
 */
export async function loadSearch(services: SiteServices, request: Request): Promise<SearchData> {
  const params = new URL(request.url).searchParams;
  const term = (params.get('zoekterm') ?? '').trim();
  const contentType = contentTypeFrom(params.get('pijler'));
  const page = pageFromSearch(params);
  const none = { term, contentType, page, results: null, tooLong: false, synonyms: [] };
  if (!term) return none;
  if (term.length > MAX_SEARCH_LENGTH) {
    const cut = { ...none, term: term.slice(0, MAX_SEARCH_LENGTH).trim(), tooLong: true };
    return data(cut, { status: 400 }) as unknown as SearchData;
  }
  const [results, synonyms] = await Promise.all([
    services.api.search(term, contentType, page, { signal: request.signal }).catch((error: unknown) => {
      // Spec 2 §5: an unsupported doc type throws; the page shows the failure instead of crashing.
      if (error instanceof UnsupportedDocTypeError) return failed(200, error.message);
      throw error;
    }),
    services.api.searchSynonyms(term, { signal: request.signal }),
  ]);
  if (page > 1 && results.kind === 'failed' && results.status === 404) notFound();
  if (page > 1 && results.kind === 'loaded' && results.value.results.length === 0) notFound();
  return {
    ...none,
    results: results.kind === 'loaded' ? loaded(results.value) : results,
    synonyms: synonyms.kind === 'loaded' ? synonyms.value : [],
  };
}
