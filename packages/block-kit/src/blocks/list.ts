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
 * Every CMS block of the kit (spec 2 §2.5), one registration per block folder. Adding a block is a
 * folder with its `index.ts` and one line here (and its stylesheet in `styles.css`).
 */
export const kitBlocks: readonly AnyBlockRegistration[] = [
  audioBlock,
  breakerBlock,
  callToActionBlock,
  centralisedBlockBlock,
  counterBlock,
  ctaBlock,
  eLearningCtaBlock,
  expandableBlock,
  externalLinkBlock,
  featuresBlock,
  fileBlock,
  followOnBlock,
  frameBlock,
  gridWithImageBlock,
  homeGridImageBlock,
  homeLinkGridBlock,
  htmlBlock,
  imageBlock,
  internalLinkBlock,
  introductionBlock,
  invalidBlock,
  linkListBlock,
  linkWithImageBlock,
  mediaBlockBlock,
  mediaGalleryBlock,
  miniGridBlock,
  organisationBlock,
  positionMarkerBlock,
  quoteBlock,
  relatedContentBlock,
  spotlerFormBlock,
  textImageBlock,
  textSplitColumnsBlock,
  textTwoColumnsBlock,
  textWithTitleBlock,
  trainingsOverviewBlock,
  videoBlock,
  visualExplanationTrainingBlock,
];
