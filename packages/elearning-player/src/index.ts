/**
 * @dementie/elearning-player: the training player of spec 3. `<TrainingPlayer courseId />` plus its
 * pure domain (navigation, selection, feedback and scoring rules), the backend port, the store
 * factory. The in-memory backend and demo course for tests, stories and demos are
 * `@dementie/elearning-player/testing`; the document editor is `@dementie/elearning-player/editor`.
 */

export {
  AUTO_SCROLL_EDGE,
  AUTO_SCROLL_STEP,
  autoScrollDelta,
  type DragPayload,
  dropInBox,
  dropInPool,
  isBoxCorrect,
  isDraggable,
  parseDropData,
  serialiseDragPayload,
} from './activity-kinds/drag/rules';
export { toggleLimited } from './activity-kinds/flip-card/rules';
export type {
  ActivityKind,
  AnsweringStyle,
  AnswerState,
  Gesture,
  GestureInput,
} from './activity-kinds/kind';
export {
  type ActivityKindName,
  activityKindOf,
  activityKinds,
  answerIdsToSend,
  feedbackResult,
  isSingleChoice,
  orderAnswers,
} from './activity-kinds/registry';
export { answerSeed, correctCount } from './domain/answers';
export {
  type ActivityId,
  type ActivityView,
  buildPlayerChapters,
  type ChapterId,
  countActivities,
  countsAsActivity,
  earnedCoursePoints,
  feedbackKindOf,
  findActivity,
  flattenActivities,
  isQuestionKind,
  isSummaryActivity,
  type LocatedActivity,
  type PlayerActivity,
  type PlayerChapter,
  type Position,
  type QuestionKind,
  SUMMARY_CHAPTER_ID,
  SUMMARY_PAGE_ID,
  SUMMARY_SECOND_PAGE_ID,
  type SummaryActivityId,
  selectCurrentActivity,
  summaryChapter,
  updateActivity,
} from './domain/course';
export { earnedPoints, type FeedbackResult, type FeedbackResultKind, maxPoints } from './domain/feedback';
export {
  DEFAULT_CLOSE_HREF,
  DEFAULT_EXIT_HREF,
  DEFAULT_LANDING_HREF,
  DEFAULT_RESULT_HREF,
  offlineHref,
  TRAINING_STARTED_PATH,
  withStartingPageUrl,
} from './domain/links';
export {
  type MediaUrlResolver,
  mediaUrlResolver,
  resolveImageUrls,
  resolveMediaUrl,
} from './domain/media-url';
export {
  type AvailabilityInput,
  coursePositions,
  type NavigationAvailability,
  type NextLockReason,
  navigationAvailability,
  nextPosition,
  previousPosition,
  progressPercent,
  stepOf,
} from './domain/navigation';
export {
  clampPercent,
  FLOWER_COUNTER_DELAY_ANIMATED,
  FLOWER_COUNTER_DELAY_STATIC,
  FLOWER_COUNTER_JITTER,
  FLOWER_COUNTER_STEP,
  flowerCounterDelays,
  pointsLeft,
  type SummaryOutcome,
  summaryOutcome,
} from './domain/points';
export { canCheck, toggleAnswer } from './domain/selection';
export {
  createMemoryStorage,
  type KeyValueStorage,
  outboxKey,
  type PendingMark,
  playerSessionKeys,
  positionKey,
  readMinAcceptableScore,
  readOutbox,
  retryDelay,
} from './domain/storage';
export {
  type PlayerTrackingEvent,
  pushToDataLayer,
  type TrackFunction,
  type TrainingPlace,
} from './domain/tracking';
export { canShowVideo, isAdminAddress, isVimeoUrl, STYLEGUIDE_PATH, videoEmbedUrl } from './domain/video';
// Admin mode (decision 0042) without the document editor: the host hands the player a loader of
// `@dementie/elearning-player/editor` (`documentEditor`); the demo course and memory backend are `/testing`.
export * from './editor/admin';
export {
  createHttpTrainingBackend,
  type HttpTrainingBackendOptions,
  type MarkAssignmentInput,
  type MarkInfoSlideDoneInput,
  type TrainingBackend,
} from './store/backend';
export {
  AUTO_ADVANCE_MS,
  createPlayerStore,
  loadedAnswers,
  type PlayerState,
  type PlayerStore,
  type PlayerStoreDeps,
  type PlayerTimers,
  type RunInfo,
  type SaveState,
  selectedAnswerIds,
} from './store/player-store';
export type { CertificateFormContext, InfoModalContent, VideoSlotProps } from './ui/context';
export { INFO_MODAL_BRANDS, TrainingPlayer, type TrainingPlayerProps } from './ui/training-player';
