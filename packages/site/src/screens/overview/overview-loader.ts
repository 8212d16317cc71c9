import type { ApiResult, OverviewKind, OverviewPage } from '@dementie/api-client';
import type { SiteServices } from '../../services/site-services';
import { notFound } from '../cms/cms-loader';
import { unavailable } from '../unavailable';

export interface OverviewData {
  kind: OverviewKind;
  page: number;
  result: ApiResult<OverviewPage>;
}

/**
 * `?page=` as a page number starting at 1. Project choice: what is no page number at all ('abc',
 * '-1', '0', '2.5') is ignored and gives the first page (its canonical address is the list without
 * `?page=`, so search engines see one page); a number past the last page is a missing page.
 */
export function pageFromSearch(search: URLSearchParams): number {
  const raw = search.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return Math.max(page, 1);
}

/**
 * Loads one page of an overview before the screen renders (no fetching in effects for first paint).
 * A page past the last one does not exist: the server answers 404 for it (spec 2 §4), and so does
 * the site, with the not-found page (spec 1 §2), not a list that 'could not be loaded'. A later page
 * that comes back empty is past the end too. Other failures show the list's own message, with a 503
 * from the server (the list is there but cannot be read now: never a 200 for a page without its list).
 */
export async function loadOverview(
  services: SiteServices,
  kind: OverviewKind,
  request: Request,
): Promise<OverviewData> {
  const url = new URL(request.url);
  const page = pageFromSearch(url.searchParams);
  const result = await services.api.overview(kind, page, { signal: request.signal });
  if (result.kind === 'failed' && result.status === 404) notFound();
  if (result.kind === 'loaded' && page > 1 && result.value.items.length === 0) notFound();
  return result.kind === 'loaded' ? { kind, page, result } : unavailable({ kind, page, result });
}
