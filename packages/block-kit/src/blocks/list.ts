import { agendaBlock } from '../widgets/agenda/agenda-block';
import { bannersBlock } from '../widgets/banners/banners-block';
import { bookcaseBlock } from '../widgets/bookcase/bookcase-block';
import { cardGridBlock } from '../widgets/card-grid/card-grid-block';
import { carouselBlock } from '../widgets/carousel/carousel-block';
import { checklistBlock } from '../widgets/checklist/checklist-block';
import { doubleCtaBlock } from '../widgets/double-cta/double-cta-block';
import { expandableListBlock } from '../widgets/expandable-list/expandable-list-block';
import { iconGridBlock } from '../widgets/icon-grid/icon-grid-block';
import { iframeEmbedBlock } from '../widgets/iframe-embed/iframe-embed-block';
import { imageOverlayBlock } from '../widgets/image-overlay/image-overlay-block';
import { impactFiguresBlock } from '../widgets/impact-figures/impact-figures-block';
import { importantLinksBlock } from '../widgets/important-links/important-links-block';
import { latestNewsGridBlock } from '../widgets/latest-news-grid/latest-news-grid-block';
import { portraitsBlock } from '../widgets/portraits/portraits-block';
import { preFooterCtaBlock } from '../widgets/pre-footer-cta/pre-footer-cta-block';
import { searchCtaBlock } from '../widgets/search-cta/search-cta-block';
import { specialEndCtaBlock } from '../widgets/special-end-cta/special-end-cta-block';
import { specialHeroBlock } from '../widgets/special-hero/special-hero-block';
import { specialIconGridBlock } from '../widgets/special-icon-grid/special-icon-grid-block';
import { tagCloudBlock } from '../widgets/tag-cloud/tag-cloud-block';
import { timelineBlock } from '../widgets/timeline/timeline-block';
import { audioBlock } from './audio';
import { breakerBlock } from './breaker';
import { callToActionBlock } from './call-to-action';
import { centralisedBlockBlock } from './centralised-block';
import { counterBlock } from './counter';
import { ctaBlock } from './cta';
import { eLearningCtaBlock } from './e-learning-cta';
import { expandableBlock } from './expandable';
import { externalLinkBlock } from './external-link';
import { featuresBlock } from './features';
import { fileBlock } from './file';
import { followOnBlock } from './follow-on';
import { frameBlock } from './frame';
import { gridWithImageBlock } from './grid-with-image';
import { homeGridImageBlock } from './home-grid-image';
import { homeLinkGridBlock } from './home-link-grid';
import { htmlBlock } from './html';
import { imageBlock } from './image';
import { internalLinkBlock } from './internal-link';
import { introductionBlock } from './introduction';
import { invalidBlock } from './invalid';
import { linkListBlock } from './link-list';
import { linkWithImageBlock } from './link-with-image';
import { mediaBlockBlock } from './media-block';
import { mediaGalleryBlock } from './media-gallery';
import { miniGridBlock } from './mini-grid';
import { organisationBlock } from './organisation';
import { positionMarkerBlock } from './position-marker';
import { quoteBlock } from './quote';
import { relatedContentBlock } from './related-content';
import type { AnyBlockRegistration } from './renderer/registry';
import { spotlerFormBlock } from './spotler-form';
import { textImageBlock } from './text-image';
import { textSplitColumnsBlock } from './text-split-columns';
import { textTwoColumnsBlock } from './text-two-columns';
import { textWithTitleBlock } from './text-with-title';
import { trainingsOverviewBlock } from './trainings-overview';
import { videoBlock } from './video';
import { visualExplanationTrainingBlock } from './visual-explanation-training';

/**
 * Every CMS block of the kit (spec 2 §2.5), one registration per block or widget folder: the one list
 * of the blocks. A block folder's `index.ts` or a widget folder's `<widget>-block.ts(x)` exports the
 * registration; adding a block is its folder and one line here (docs/architecture.md "Adding a block").
 */
export const kitBlocks: readonly AnyBlockRegistration[] = [
  agendaBlock,
  audioBlock,
  bannersBlock,
  bookcaseBlock,
  breakerBlock,
  callToActionBlock,
  cardGridBlock,
  carouselBlock,
  centralisedBlockBlock,
  checklistBlock,
  counterBlock,
  ctaBlock,
  doubleCtaBlock,
  eLearningCtaBlock,
  expandableBlock,
  expandableListBlock,
  externalLinkBlock,
  featuresBlock,
  fileBlock,
  followOnBlock,
  frameBlock,
  gridWithImageBlock,
  homeGridImageBlock,
  homeLinkGridBlock,
  htmlBlock,
  iconGridBlock,
  iframeEmbedBlock,
  imageBlock,
  imageOverlayBlock,
  impactFiguresBlock,
  importantLinksBlock,
  internalLinkBlock,
  introductionBlock,
  invalidBlock,
  latestNewsGridBlock,
  linkListBlock,
  linkWithImageBlock,
  mediaBlockBlock,
  mediaGalleryBlock,
  miniGridBlock,
  organisationBlock,
  portraitsBlock,
  positionMarkerBlock,
  preFooterCtaBlock,
  quoteBlock,
  relatedContentBlock,
  searchCtaBlock,
  specialEndCtaBlock,
  specialHeroBlock,
  specialIconGridBlock,
  spotlerFormBlock,
  tagCloudBlock,
  textImageBlock,
  textSplitColumnsBlock,
  textTwoColumnsBlock,
  textWithTitleBlock,
  timelineBlock,
  trainingsOverviewBlock,
  videoBlock,
  visualExplanationTrainingBlock,
];
