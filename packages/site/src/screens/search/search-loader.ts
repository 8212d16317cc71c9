import {
  type ApiResult,
  failed,
  loaded,
  type SearchContentType,
  type SearchResult,
  UnsupportedDocTypeError,
} from '@dementie/api-client';
import type { SiteServices } from '../../services/site-services';
import { contentTypeFrom } from './search-content-type';

export interface SearchData {
  term: string;
  contentType: SearchContentType;
  /** `null` when there is no term: an empty term loads nothing (spec 2 §2.7). */
  results: ApiResult<readonly SearchResult[]> | null;
  synonyms: readonly string[];
}

/** Spec 2 §2.1/§2.7: `zoekterm` and `pijler` from the address; results and synonyms load together. */
export async function loadSearch(services: SiteServices, request: Request): Promise<SearchData> {
  const params = new URL(request.url).searchParams;
  const term = (params.get('zoekterm') ?? '').trim();
  const contentType = contentTypeFrom(params.get('pijler'));
  if (!term) return { term, contentType, results: null, synonyms: [] };
  const [results, synonyms] = await Promise.all([
    services.api.search(term, contentType, { signal: request.signal }).catch((error: unknown) => {
      // Spec 2 §5: an unsupported doc type throws; the page shows the failure instead of crashing.
      if (error instanceof UnsupportedDocTypeError) return failed(200, error.message);
      throw error;
    }),
    services.api.searchSynonyms(term, { signal: request.signal }),
  ]);
  return {
    term,
    contentType,
    results: results.kind === 'loaded' ? loaded(results.value) : results,
    synonyms: synonyms.kind === 'loaded' ? synonyms.value : [],
  };
}
