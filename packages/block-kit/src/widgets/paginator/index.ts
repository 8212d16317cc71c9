export type { PageEntry } from './page-window';
export { DEFAULT_SIBLINGS, defaultPageHref, pageFromSearch, pageWindow, relLinks } from './page-window';
export type { PaginationHeadLinksProps, PaginatorProps, PaginatorStatus } from './paginator';
export { PaginationHeadLinks, Paginator } from './paginator';
