// CMS blocks and the BlockRenderer. The content primitives travel with them.
export * from '../content';
export { AudioBlock } from './audio';
export { BlockList, BlockRenderer, BlockRendererProvider, useBlockRenderer } from './block-renderer';
export { Breaker } from './breaker';
export { CallToAction } from './call-to-action';
export { CentralisedBlock } from './centralised-block';
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
export { COUNTER_DURATION_MS, COUNTER_TICK_MS, Counter, counterIncrement, nextCount } from './counter';
export { CtaBlock } from './cta';
export { defaultBlockRegistry } from './default-registry';
export { ELearningCta } from './e-learning-cta';
export { Expandable, useOpenForPrint } from './expandable';
export { ExternalLink } from './external-link';
export { Features } from './features';
export { FileBlock, formatFileSize } from './file';
export { FollowOn } from './follow-on';
export { Frame } from './frame';
export { GridWithImage } from './grid-with-image';
export { HomeGridImage } from './home-grid-image';
export { HomeLinkGrid } from './home-link-grid';
export { HtmlBlock } from './html';
export { ImageBlock } from './image';
export { InternalLink } from './internal-link';
export { Introduction } from './introduction';
export { InvalidBlockNotice } from './invalid';
export { LinkList } from './link-list';
export { LinkWithImage } from './link-with-image';
export { MediaBlock } from './media-block';
export { MediaGalleryBlock } from './media-gallery';
export { MiniGrid } from './mini-grid';
export { Organisation } from './organisation';
export type { PageBlocksProps } from './page-blocks';
export { PageBlocks } from './page-blocks';
export { PositionMarker } from './position-marker';
export { Quote } from './quote';
export { LATEST_NEWS_COUNT, OverviewCard, RelatedContent } from './related-content';
export * from './renderer';
export { SpotlerForm } from './spotler-form';
export { TextImage } from './text-image';
export { TextSplitColumns } from './text-split-columns';
export { TextTwoColumns } from './text-two-columns';
export { TextWithTitle } from './text-with-title';
export { TRAININGS_COLLAPSED_COUNT, TrainingsOverview } from './trainings-overview';
export { VideoBlock } from './video';
export { VisualExplanationTraining } from './visual-explanation-training';
