import { Counter } from './counter/counter';
import { Breaker, CtaBlock, Features, VisualExplanationTraining } from './cta/cta-blocks';
import { designKitRegistry } from './design-kit';
import { ELearningCta } from './e-learning-cta/e-learning-cta';
import { Expandable } from './expandable/expandable';
import {
  AudioBlock,
  CallToAction,
  ExternalLink,
  FileBlock,
  FollowOn,
  HomeLinkGrid,
  InternalLink,
  LinkList,
  LinkWithImage,
  Organisation,
} from './links/link-blocks';
import {
  GridWithImage,
  HomeGridImage,
  ImageBlock,
  MediaBlock,
  MediaGalleryBlock,
  MiniGrid,
  TextImage,
  VideoBlock,
} from './media/media-blocks';
import { RelatedContent } from './related-content/related-content';
import { type BlockRegistry, createBlockRegistry } from './renderer/registry';
import { SpotlerForm } from './spotler-form/spotler-form';
import {
  CentralisedBlock,
  Frame,
  HtmlBlock,
  Introduction,
  InvalidBlockNotice,
  PositionMarker,
  Quote,
  TextSplitColumns,
  TextTwoColumns,
  TextWithTitle,
} from './text/text-blocks';
import { TrainingsOverview } from './trainings-overview/trainings-overview';

/**
 * The kit's renderers for every CMS block of spec 2 §2.5 and the design-kit blocks (rendered by the
 * widgets); brand apps extend or replace entries with `createBlockRegistry`.
 */
export const defaultBlockRegistry: BlockRegistry = createBlockRegistry({
  ...designKitRegistry,
  audio: AudioBlock,
  breaker: Breaker,
  callToAction: CallToAction,
  centralisedBlock: CentralisedBlock,
  counter: Counter,
  cta: CtaBlock,
  eLearningCta: ELearningCta,
  expandable: Expandable,
  externalLink: ExternalLink,
  features: Features,
  file: FileBlock,
  followOn: FollowOn,
  frame: Frame,
  gridWithImage: GridWithImage,
  homeGridImage: HomeGridImage,
  homeLinkGrid: HomeLinkGrid,
  html: HtmlBlock,
  image: ImageBlock,
  internalLink: InternalLink,
  introduction: Introduction,
  invalid: InvalidBlockNotice,
  linkList: LinkList,
  linkWithImage: LinkWithImage,
  mediaBlock: MediaBlock,
  mediaGallery: MediaGalleryBlock,
  miniGrid: MiniGrid,
  organisation: Organisation,
  positionMarker: PositionMarker,
  quote: Quote,
  relatedContent: RelatedContent,
  spotlerForm: SpotlerForm,
  textImage: TextImage,
  textSplitColumns: TextSplitColumns,
  textTwoColumns: TextTwoColumns,
  textWithTitle: TextWithTitle,
  trainingsOverview: TrainingsOverview,
  video: VideoBlock,
  visualExplanationTraining: VisualExplanationTraining,
});
