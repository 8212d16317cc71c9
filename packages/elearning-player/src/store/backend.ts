import {
  type Answer,
  type ApiClientOptions,
  type ApiResult,
  browserLocalStorage,
  type CourseResult,
  type CourseSummaryPage,
  createLearningClient,
  isOtherOrigin,
  type LearningClient,
  learnerTokenKey,
  type MarkResult,
  storageLearnerTokens,
  type TeachingActivityWithContent,
  type TrainingRun,
} from '@dementie/api-client';

/** What a marking call carries (spec 3 §7 MarkAssignment; MarkInfoSlideDone is the project's choice). */
export interface MarkAssignmentInput {
  readonly courseId: number;
  readonly assignmentId: number;
  readonly answerIds: readonly number[];
}

/** What the info-slide mark-as-done call carries. */
export interface MarkInfoSlideDoneInput {
  readonly courseId: number;
  readonly teachingActivityId: number;
  readonly answerIds?: readonly number[];
}

/**
 * The player's port to a learning backend (spec 3 §7). Every method resolves to an `ApiResult`
 * and never throws for a network or HTTP outcome. The method names match `ApiClient`, so an
 * api-client instance satisfies it; another team can bring its own implementation.
 *
 * Answers may come in any order: the player orders them itself (statements by ItemOrderNumber,
 * the others shuffled with the run's seed).
 */
export interface TrainingBackend {
  /**
   * Opens this visitor's run of the course: the unfinished one, else the latest finished one
   * (reopened, IsNewRun false), else a new one. `restart`: a second attempt after a finished run
   * (a new run, IsNewRun true); an unfinished run is resumed. `preview`: the editor's view (admin
   * mode) — the outline only, every activity NotDone, and no run made or resumed. The api-client's
   * StartRun contract.
   */
  startRun(
    courseId: number,
    options?: { readonly restart?: boolean; readonly preview?: boolean },
  ): Promise<ApiResult<TrainingRun>>;
  /** One activity's content. */
  teachingActivityWithContent(teachingActivityId: number): Promise<ApiResult<TeachingActivityWithContent>>;
  flipCardAnswers(questionId: number): Promise<ApiResult<Answer[]>>;
  infoSlideAnswers(questionId: number): Promise<ApiResult<Answer[]>>;
  statementAnswers(questionId: number): Promise<ApiResult<Answer[]>>;
  /** Marks a question; 401/403 give `unauthorized`, no answer gives `connection-error`. */
  markAssignment(input: MarkAssignmentInput): Promise<ApiResult<MarkResult>>;
  /** Marks an info slide done when shown. */
  markInfoSlideDone(input: MarkInfoSlideDoneInput): Promise<ApiResult<MarkResult>>;
  summaryPage(courseId: number): Promise<ApiResult<CourseSummaryPage>>;
  completeCourse(courseId: number): Promise<ApiResult<CourseResult>>;
}

/**
 * Options of {@link createHttpTrainingBackend}: a learning client (or the whole `ApiClient`, which has
 * the same methods), or the options to make one.
 */
export type HttpTrainingBackendOptions = { readonly client: LearningClient } | ApiClientOptions;

/**
 * The default backend: the learning client of `@dementie/api-client` (`createLearningClient`), with the `loading` retry policy
 * on every read (spec 3 §9: up to 10 attempts 10 ms apart, then failed 500). Markings are not
 * retried here: the player keeps them and retries with backoff until they are acknowledged.
 */
export function createHttpTrainingBackend(
  options: HttpTrainingBackendOptions = { baseUrl: '' },
): TrainingBackend {
  const client = 'client' in options ? options.client : createLearningClient(withLearnerToken(options));
  const read = <T>(operation: () => Promise<ApiResult<T>>) => client.withRetry('loading', operation);
  return {
    startRun: (courseId, options) =>
      read(() =>
        client.startRun(
          courseId,
          options?.preview ? { preview: true } : options?.restart ? { restart: true } : {},
        ),
      ),
    teachingActivityWithContent: (id) => read(() => client.teachingActivityWithContent(id)),
    flipCardAnswers: (id) => read(() => client.flipCardAnswers(id)),
    infoSlideAnswers: (id) => read(() => client.infoSlideAnswers(id)),
    statementAnswers: (id) => read(() => client.statementAnswers(id)),
    markAssignment: (input) => client.markAssignment(input),
    markInfoSlideDone: (input) => client.markInfoSlideDone(input),
    summaryPage: (courseId) => read(() => client.summaryPage(courseId)),
    completeCourse: (courseId) => read(() => client.completeCourse(courseId)),
  };
}

/**
 * An API on another site than the page (another team's app, decision 0082) cannot keep a learner by
 * cookie when the browser blocks third-party cookies: the client then keeps a learner token in this
 * origin's local storage and sends it in a header. Our own sites (same origin) keep the cookie. A
 * `learnerToken` given in the options is used as it is.
 */
function withLearnerToken(options: ApiClientOptions): ApiClientOptions {
  if (options.learnerToken) return options;
  const pageOrigin = typeof window === 'undefined' ? undefined : window.location.origin;
  if (!isOtherOrigin(options.baseUrl, pageOrigin)) return options;
  return {
    ...options,
    learnerToken: storageLearnerTokens(browserLocalStorage(), learnerTokenKey(options.baseUrl)),
  };
}
