export type { BreadcrumbLabel } from './breadcrumb';
export { BREADCRUMB_MAX_LENGTH, breadcrumbLabel } from './breadcrumb';
export type { Link } from './link';
export { isExternalUrl } from './link';
export type { PageBundle, PageKind } from './page-kind';
export { pageKindByBundle, pageKindFromBundle, UnknownPageError } from './page-kind';
