import { type IslandRegistry, kitIslands } from '@dementie/block-kit';

/** The site's own island names (decision 0067): the parts of the frame that need script. */
export const SITE_ISLANDS = {
  accountMenu: 'account-menu',
  pageNotice: 'page-notice',
  footer: 'site-footer',
  pageView: 'page-view',
  searchForm: 'search-form',
  overviewList: 'overview-list',
} as const;

/** Every island a document page of the site may hold: the kit's and the frame's, each loaded when used. */
export const siteIslands: IslandRegistry = {
  ...kitIslands,
  [SITE_ISLANDS.accountMenu]: () => import('./auth-islands').then((m) => m.AccountMenu),
  [SITE_ISLANDS.pageNotice]: () => import('./auth-islands').then((m) => m.PageNotice),
  [SITE_ISLANDS.footer]: () => import('../layout/brand-footer').then((m) => m.SiteFooterIsland),
  [SITE_ISLANDS.pageView]: () => import('./page-view').then((m) => m.PageView),
  [SITE_ISLANDS.overviewList]: () => import('../screens/overview/overview-list').then((m) => m.OverviewList),
  [SITE_ISLANDS.searchForm]: () => import('../screens/search/search-form').then((m) => m.SearchFormIsland),
};
