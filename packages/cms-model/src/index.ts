// The whole public surface of @dementie/cms-model. Named exports only.
export type { BreadcrumbLabel } from './breadcrumb';
export { BREADCRUMB_MAX_LENGTH, breadcrumbLabel } from './breadcrumb';
export { CAMPAIGN_CROP_RATIOS, cropImage, parseCampaignCrop } from './campaign-header';
export type { MapContext } from './fields';
export {
  galleryItems,
  type ParagraphFixtureName,
  pageFixtures,
  pageFixtureVariants,
  paragraphFixtures,
  paragraphFixtureVariants,
  skippedParagraphFixtures,
  type WireParagraph,
} from './fixtures';
export type { Link, MapLinkOptions } from './link';
export { isExternalUrl, linkUrl, mapLink } from './link';
export * from './model';
export {
  canLoadPage,
  mapOverview,
  OVERVIEW_PAGE_SIZE,
  OVERVIEW_PATHS,
  type OverviewKind,
  type OverviewPage,
  overviewBreadcrumb,
  type Pagination,
  requestPage,
  totalPages,
} from './overview';
export {
  breadcrumbTrail,
  createMapContext,
  HOME_BREADCRUMB,
  type MapOptions,
  mapBlock,
  mapBlocks,
  mapHomepage,
  mapPage,
} from './page';
export type { PageBundle, PageKind } from './page-kind';
export { pageKindByBundle, pageKindFromBundle, UnknownPageError } from './page-kind';
export { mapParagraph, mapParagraphs, NO_TRANSFORMER_TEXT, PARAGRAPH_BUNDLES } from './paragraphs';
export {
  ALLOWED_IFRAME_HOSTS,
  createSanitizer,
  defaultSanitizer,
  isAllowedIframeSrc,
  type Sanitizer,
  sanitizeHtml,
  setDefaultSanitizer,
} from './sanitize';
export { expandableId, slugify } from './slug';
