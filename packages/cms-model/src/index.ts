export { BREADCRUMB_MAX_LENGTH, breadcrumbLabel } from './breadcrumb';
export type { BreadcrumbLabel } from './breadcrumb';
export { isExternalUrl } from './link';
export type { Link } from './link';
export { UnknownPageError, pageKindByBundle, pageKindFromBundle } from './page-kind';
export type { PageBundle, PageKind } from './page-kind';
