import {
  cmsOverviewResponseSchema,
  mapOverviewPage,
  OVERVIEW_PAGE_SIZE,
  type OverviewKind,
  type OverviewPage,
  type Pagination,
  totalPages,
} from '@dementie/api-client';
import type { BreadcrumbItem } from './model';
import { HOME_BREADCRUMB } from './page';

export type { OverviewKind, OverviewPage, Pagination };
export { OVERVIEW_PAGE_SIZE, totalPages };

/**
 * Parses and maps an overview answer (spec 2 §3.4): items with their publication date (a number is
 * a unix timestamp) and the pagination (page size 10, total pages rounded up). `currentPage` is the
 * one-based page that was asked for.
 */
export function mapOverview(wire: unknown, currentPage: number): OverviewPage {
  return mapOverviewPage(cmsOverviewResponseSchema.parse(wire), currentPage);
}

/** The routes of the three overviews (spec 2 §2.1). */
export const OVERVIEW_PATHS: Readonly<Record<OverviewKind, string>> = {
  news: '/nieuws',
  organisations: '/organisaties',
  stories: '/ervaringen',
};

/** The breadcrumb of an overview page: just 'Home' (spec 2 §2.4). */
export function overviewBreadcrumb(): BreadcrumbItem[] {
  return [HOME_BREADCRUMB];
}

/**
 * Spec 2 §4: a page may be loaded only once the current page and the total are known and the page
 * lies between 0 and the total number of pages; otherwise nothing changes.
 */
export function canLoadPage(pagination: Pagination | undefined, page: number): boolean {
  if (!pagination || !Number.isInteger(page)) return false;
  return page > 0 && page <= pagination.totalPages && page !== pagination.currentPage;
}

/** The zero-based page the overview request asks for (spec 2 §9: page requested is page minus 1). */
export function requestPage(page: number): number {
  return Math.max(0, page - 1);
}
