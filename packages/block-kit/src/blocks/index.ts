// CMS blocks and the BlockRenderer (issue 8). The content primitives travel with them.
export * from '../content';
export { BlockList, BlockRenderer, BlockRendererProvider, useBlockRenderer } from './block-renderer';
export type { ChatbotContainerProps } from './chatbot/chatbot-container';
export {
  CHATBOT_CONTAINER_ID,
  CHATBOT_PATH_PART,
  ChatbotContainer,
  isChatbotPath,
} from './chatbot/chatbot-container';
export type {
  ChatbotLoaderOptions,
  ChatbotStatus,
  ChatbotWidget,
  ChatbotWidgetConfig,
} from './chatbot/chatbot-loader';
export {
  CHATBOT_CONTAINER_WAIT_MS,
  CHATBOT_RETRY_MS,
  DEFAULT_CHATBOT_GLOBAL,
  startChatbotLoader,
} from './chatbot/chatbot-loader';
export { Counter } from './counter/counter';
export { COUNTER_DURATION_MS, COUNTER_TICK_MS, counterIncrement, nextCount } from './counter/counter-steps';
export { Breaker, CtaBlock, Features, VisualExplanationTraining } from './cta/cta-blocks';
export { defaultBlockRegistry } from './default-registry';
export { designKitRegistry } from './design-kit';
export { ELearningCta } from './e-learning-cta/e-learning-cta';
export { Expandable, useOpenForPrint } from './expandable/expandable';
export {
  AudioBlock,
  CallToAction,
  ExternalLink,
  FileBlock,
  FollowOn,
  formatFileSize,
  HomeLinkGrid,
  InternalLink,
  LinkList,
  LinkWithImage,
  Organisation,
} from './links/link-blocks';
export {
  GridWithImage,
  HomeGridImage,
  ImageBlock,
  MediaBlock,
  MediaGalleryBlock,
  MiniGrid,
  TextImage,
  VideoBlock,
} from './media/media-blocks';
export type { PageBlocksProps } from './page-blocks';
export { PageBlocks } from './page-blocks';
export { OverviewCard, RelatedContent } from './related-content/related-content';
export * from './renderer';
export { SpotlerForm } from './spotler-form/spotler-form';
export {
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
export { TRAININGS_COLLAPSED_COUNT, TrainingsOverview } from './trainings-overview/trainings-overview';
