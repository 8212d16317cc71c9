/**
 * @dementie/api-client: wire contracts (zod) for every call of the specification, their mapping
 * to camelCase domain types, a fetch client with one error policy, retry policies and fixtures.
 */

export {
  type ApiResult,
  type AsyncResult,
  AsyncUnwrapError,
  type ConnectionError,
  connectionError,
  type Failed,
  failed,
  isLoaded,
  type Loaded,
  type Loading,
  loaded,
  loading,
  mapResult,
  statusOf,
  type Unauthorized,
  type Unloaded,
  type UnwrapOptions,
  unauthorized,
  unloaded,
  unwrap,
} from './async-result.js';
export * from './blob-urls.js';
export {
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  createApiClient,
  type LoginData,
  loginRequestBody,
  type ShuffleOptions,
} from './client.js';
export * from './contracts/auth.js';
export * from './contracts/blobs.js';
export * from './contracts/certificates.js';
export * from './contracts/cms.js';
export * from './contracts/common.js';
export * from './contracts/counter.js';
export * from './contracts/editable-documents.js';
export * from './contracts/elearning.js';
export * from './contracts/memory-test.js';
export * from './contracts/menus.js';
export * from './contracts/newsletter.js';
export * from './contracts/redirects.js';
export { type ApiCallName, type ApiContract, apiContracts, routePattern } from './contracts/registry.js';
export * from './contracts/search.js';
export { drupalEntityIdSchema, trackingRecordSchema } from './contracts/tracking.js';
export {
  type CookieCategory,
  cookieName,
  hasCookie,
  type SiteCookie,
  type SiteCookieId,
  siteCookieIds,
  siteCookies,
} from './cookies.js';
export {
  applyErrorPolicy,
  CLIENT_ERROR_STATUS,
  classifyStatus,
  type ErrorPolicyOptions,
  fromNetworkError,
  REDIRECT_STATUS,
  UNPARSABLE_STATUS,
} from './error-policy.js';
export {
  ERROR_REPORTING_FIELDS,
  type ErrorReportingSettings,
  readErrorReportingSettings,
} from './error-report-fields.js';
export {
  noPersonalDataCollection,
  REDACTED,
  REDACTED_EMAIL,
  redactReportText,
  scrubErrorReport,
  scrubReportUrl,
} from './error-reports.js';
export { type CallFixture, extraFixtures, fixtures } from './fixtures/index.js';
export {
  ANTI_FORGERY_TOKEN_PATH,
  BRAND_HEADER,
  callUrl,
  expandPath,
  type FetchFunction,
  queryString,
  type RequestInput,
  sendCall,
  type TransportOptions,
} from './http.js';
export {
  browserLocalStorage,
  isOtherOrigin,
  LEARNER_TOKEN_HEADER,
  type LearnerTokenStore,
  learnerTokenKey,
  NO_LEARNER_TOKEN,
  storageLearnerTokens,
  type TokenStorage,
} from './learner-token.js';
export { createLearningClient, type LearningClient } from './learning-client.js';
export {
  isPersonalPage,
  type PageCacheClass,
  pageCacheClass,
  SITE_ROUTE_CLASSES,
} from './page-cache-classes.js';
export {
  AUTH_RETRY_MAX_ATTEMPTS,
  defaultSleep,
  isApiError,
  type RetryPolicy,
  retry,
  retryPolicies,
  type Sleep,
} from './retry.js';
export { isSafeLinkUrl } from './safe-link.js';
export { MAX_REDIRECT_PATH_LENGTH, safeRedirectPath } from './safe-redirect.js';
export { isServerPath, SERVER_PATH_PREFIXES } from './server-paths.js';
export { trainingResultSessionKeys } from './session-keys.js';
export { type RandomSource, seededRandom, shuffle } from './shuffle.js';
export {
  drupalEntityId,
  TRAINING_PAGE_KIND,
  type TrackingRecord,
  trackingRecord,
} from './tracking-record.js';
export {
  isVideoEmbedUrl,
  VIDEO_EMBED_HOSTS,
  type VideoSourceKind,
  videoSourceKind,
} from './video-sources.js';
