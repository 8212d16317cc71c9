import type { ApiResult, OverviewKind, OverviewPage } from '@dementie/api-client';
import { redirect } from 'react-router-dom';
import type { SiteServices } from '../../services/site-services';

export interface OverviewData {
  kind: OverviewKind;
  page: number;
  result: ApiResult<OverviewPage>;
}

/** `?page=` as a page number starting at 1; anything else is page 1 (spec 2 §5: out of range is ignored). */
export function pageFromSearch(search: URLSearchParams): number {
  const raw = search.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return Math.max(page, 1);
}

/**
 * Loads one page of an overview before the screen renders (no fetching in effects for first paint).
 * A page past the last one is ignored (spec 2 §5): the visitor lands on the first page instead.
 */
export async function loadOverview(
  services: SiteServices,
  kind: OverviewKind,
  request: Request,
): Promise<OverviewData> {
  const url = new URL(request.url);
  const page = pageFromSearch(url.searchParams);
  const result = await services.api.overview(kind, page, { signal: request.signal });
  if (result.kind === 'loaded' && page > 1) {
    const { totalItems } = result.value.pagination;
    if (totalItems > 0 && result.value.items.length === 0) {
      url.searchParams.delete('page');
      throw redirect(`${url.pathname}${url.search}`);
    }
  }
  return { kind, page, result };
}
