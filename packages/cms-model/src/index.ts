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
  type Page,
} from './page';
export type { PageBundle, PageKind } from './page-kind';
export { pageKindByBundle, pageKindFromBundle, UnknownPageError } from './page-kind';
export {
  type Block,
  type BlockKind,
  type BlockOfKind,
  type InvalidBlock,
  mapParagraph,
  mapParagraphs,
  NO_TRANSFORMER_TEXT,
  PARAGRAPH_BUNDLES,
} from './paragraphs';
export type { AudioBlock } from './paragraphs/audio';
export type { BannersBlock } from './paragraphs/banners';
export type { BookcaseBlock, BookcaseItem } from './paragraphs/bookcase';
export type { BreakerBlock } from './paragraphs/breaker';
export type { CallToActionBlock } from './paragraphs/call-to-action';
export type { AgendaBlock, CardGridBlock, CarouselBlock } from './paragraphs/card-grids';
export type { CentralisedBlock } from './paragraphs/centralised-building-block';
export type { ChecklistBlock } from './paragraphs/checklist';
export type { CounterBlock } from './paragraphs/counter-block';
export type { CtaBlock, EndCtaItem, SpotlightItem } from './paragraphs/cta';
export type { DoubleCtaBlock } from './paragraphs/double-cta';
export type { ELearningCtaAnswer, ELearningCtaBlock } from './paragraphs/e-learning-call-to-action';
export type { ExpandableBlock, ExpandableItem } from './paragraphs/expandable';
export type { ExpandableListBlock } from './paragraphs/expandable-list';
export type { FeatureItem, FeaturesBlock } from './paragraphs/features';
export type { FileBlock } from './paragraphs/file';
export type { FollowOnBlock } from './paragraphs/follow-on';
export type { FrameBlock } from './paragraphs/frame';
export type { GridWithImageBlock } from './paragraphs/grid-with-image';
export type { HomeGridImageBlock } from './paragraphs/home-grid-image';
export type { HomeLinkGridBlock } from './paragraphs/home-link-grid';
export type { HtmlBlock } from './paragraphs/html';
export type { IconGridBlock } from './paragraphs/icon-grid';
export type { IframeEmbedBlock, IframeEmbedKind } from './paragraphs/iframe-embed';
export type { ImageBlock } from './paragraphs/image';
export type { ImageOverlayBlock } from './paragraphs/image-overlay';
export type { ImpactFiguresBlock } from './paragraphs/impact-figures';
export type { ImportantLinksBlock } from './paragraphs/important-links';
export type { IntroductionBlock } from './paragraphs/introduction';
export type { LatestNewsGridBlock } from './paragraphs/latest-news-grid';
export type { LinkListBlock } from './paragraphs/link-list';
export type { ExternalLinkBlock, InternalLinkBlock, LinkWithImageBlock } from './paragraphs/link-teasers';
export type { MediaBlock } from './paragraphs/media-block';
export type { MediaGalleryBlock } from './paragraphs/media-gallery';
export type { LogoItem, MiniGridBlock } from './paragraphs/mini-grid';
export type { OrganisationBlock } from './paragraphs/organization';
export type { PortraitsBlock } from './paragraphs/portraits';
export type { PositionMarkerBlock } from './paragraphs/position-marker';
export type { PreFooterCtaBlock } from './paragraphs/pre-footer-cta';
export type { QuoteBlock } from './paragraphs/quote';
export type { RelatedContentBlock, RelatedContentType } from './paragraphs/related-content';
export type { SearchCtaBlock } from './paragraphs/search-cta';
export type { CtaCard, GridItem } from './paragraphs/shared';
export type { SpecialEndCtaBlock } from './paragraphs/special-end-cta';
export type { SpecialHeroBlock } from './paragraphs/special-hero';
export type { SpecialIconGridBlock } from './paragraphs/special-icon-grid';
export type { SpotlerFormBlock } from './paragraphs/spotler-form';
export type { TagCloudBlock } from './paragraphs/tag-cloud';
export type { TextImageBlock } from './paragraphs/text-image';
export type { TextTwoColumnsBlock } from './paragraphs/text-two-columns';
export type { TimelineBlock } from './paragraphs/timeline';
export type { TextSplitColumnsBlock, TextWithTitleBlock } from './paragraphs/titled-text';
export type { TrainingsOverviewBlock } from './paragraphs/trainings-overview';
export type { VideoBlock } from './paragraphs/video';
export type { VisualExplanationTrainingBlock } from './paragraphs/visual-explanation-training';
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
