// Written by `pnpm --filter @dementie/block-kit blocks` from ./list.ts; do not edit by hand.
import type { BlockKind } from '@dementie/cms-model';
import type { AnyBlockRegistration } from './renderer/registry';

/** Loads the registration of one kind, and only its code. */
export type BlockLoader = () => Promise<readonly AnyBlockRegistration[]>;

/**
 * Every block kind of the kit to the code that registers it, each loaded on its own: what a block
 * island loads in the browser instead of the whole registry (decision 0069). The type makes a kind
 * without a loader fail to compile.
 */
export const kitBlockLoaders: { readonly [K in BlockKind]: BlockLoader } = {
  agenda: () => import('../widgets/agenda/agenda-block').then((m) => [m.agendaBlock]),
  audio: () => import('./audio').then((m) => [m.audioBlock]),
  banners: () => import('../widgets/banners/banners-block').then((m) => [m.bannersBlock]),
  bookcase: () => import('../widgets/bookcase/bookcase-block').then((m) => [m.bookcaseBlock]),
  breaker: () => import('./breaker').then((m) => [m.breakerBlock]),
  callToAction: () => import('./call-to-action').then((m) => [m.callToActionBlock]),
  cardGrid: () => import('../widgets/card-grid/card-grid-block').then((m) => [m.cardGridBlock]),
  carousel: () => import('../widgets/carousel/carousel-block').then((m) => [m.carouselBlock]),
  centralisedBlock: () => import('./centralised-block').then((m) => [m.centralisedBlockBlock]),
  checklist: () => import('../widgets/checklist/checklist-block').then((m) => [m.checklistBlock]),
  counter: () => import('./counter').then((m) => [m.counterBlock]),
  cta: () => import('./cta').then((m) => [m.ctaBlock]),
  doubleCta: () => import('../widgets/double-cta/double-cta-block').then((m) => [m.doubleCtaBlock]),
  eLearningCta: () => import('./e-learning-cta').then((m) => [m.eLearningCtaBlock]),
  expandable: () => import('./expandable').then((m) => [m.expandableBlock]),
  expandableList: () => import('../widgets/expandable-list/expandable-list-block').then((m) => [m.expandableListBlock]),
  externalLink: () => import('./external-link').then((m) => [m.externalLinkBlock]),
  features: () => import('./features').then((m) => [m.featuresBlock]),
  file: () => import('./file').then((m) => [m.fileBlock]),
  followOn: () => import('./follow-on').then((m) => [m.followOnBlock]),
  frame: () => import('./frame').then((m) => [m.frameBlock]),
  gridWithImage: () => import('./grid-with-image').then((m) => [m.gridWithImageBlock]),
  homeGridImage: () => import('./home-grid-image').then((m) => [m.homeGridImageBlock]),
  homeLinkGrid: () => import('./home-link-grid').then((m) => [m.homeLinkGridBlock]),
  html: () => import('./html').then((m) => [m.htmlBlock]),
  iconGrid: () => import('../widgets/icon-grid/icon-grid-block').then((m) => [m.iconGridBlock]),
  iframeEmbed: () => import('../widgets/iframe-embed/iframe-embed-block').then((m) => [m.iframeEmbedBlock]),
  image: () => import('./image').then((m) => [m.imageBlock]),
  imageOverlay: () => import('../widgets/image-overlay/image-overlay-block').then((m) => [m.imageOverlayBlock]),
  impactFigures: () => import('../widgets/impact-figures/impact-figures-block').then((m) => [m.impactFiguresBlock]),
  importantLinks: () => import('../widgets/important-links/important-links-block').then((m) => [m.importantLinksBlock]),
  internalLink: () => import('./internal-link').then((m) => [m.internalLinkBlock]),
  introduction: () => import('./introduction').then((m) => [m.introductionBlock]),
  invalid: () => import('./invalid').then((m) => [m.invalidBlock]),
  latestNewsGrid: () => import('../widgets/latest-news-grid/latest-news-grid-block').then((m) => [m.latestNewsGridBlock]),
  linkList: () => import('./link-list').then((m) => [m.linkListBlock]),
  linkWithImage: () => import('./link-with-image').then((m) => [m.linkWithImageBlock]),
  mediaBlock: () => import('./media-block').then((m) => [m.mediaBlockBlock]),
  mediaGallery: () => import('./media-gallery').then((m) => [m.mediaGalleryBlock]),
  miniGrid: () => import('./mini-grid').then((m) => [m.miniGridBlock]),
  organisation: () => import('./organisation').then((m) => [m.organisationBlock]),
  portraits: () => import('../widgets/portraits/portraits-block').then((m) => [m.portraitsBlock]),
  positionMarker: () => import('./position-marker').then((m) => [m.positionMarkerBlock]),
  preFooterCta: () => import('../widgets/pre-footer-cta/pre-footer-cta-block').then((m) => [m.preFooterCtaBlock]),
  quote: () => import('./quote').then((m) => [m.quoteBlock]),
  relatedContent: () => import('./related-content').then((m) => [m.relatedContentBlock]),
  searchCta: () => import('../widgets/search-cta/search-cta-block').then((m) => [m.searchCtaBlock]),
  specialEndCta: () => import('../widgets/special-end-cta/special-end-cta-block').then((m) => [m.specialEndCtaBlock]),
  specialHero: () => import('../widgets/special-hero/special-hero-block').then((m) => [m.specialHeroBlock]),
  specialIconGrid: () => import('../widgets/special-icon-grid/special-icon-grid-block').then((m) => [m.specialIconGridBlock]),
  spotlerForm: () => import('./spotler-form').then((m) => [m.spotlerFormBlock]),
  tagCloud: () => import('../widgets/tag-cloud/tag-cloud-block').then((m) => [m.tagCloudBlock]),
  textImage: () => import('./text-image').then((m) => [m.textImageBlock]),
  textSplitColumns: () => import('./text-split-columns').then((m) => [m.textSplitColumnsBlock]),
  textTwoColumns: () => import('./text-two-columns').then((m) => [m.textTwoColumnsBlock]),
  textWithTitle: () => import('./text-with-title').then((m) => [m.textWithTitleBlock]),
  timeline: () => import('../widgets/timeline/timeline-block').then((m) => [m.timelineBlock]),
  trainingsOverview: () => import('./trainings-overview').then((m) => [m.trainingsOverviewBlock]),
  video: () => import('./video').then((m) => [m.videoBlock]),
  visualExplanationTraining: () => import('./visual-explanation-training').then((m) => [m.visualExplanationTrainingBlock]),
};
