import { type ApiResult, mapResult } from './async-result.js';
import { createCall } from './call.js';
import {
  type Answer,
  type Course,
  type CourseResult,
  type CourseSummaryPage,
  elearningCalls,
  type FollowedCourse,
  type MarkResult,
  mapAnswer,
  mapCourse,
  mapCourseResult,
  mapCourseSummaryPage,
  mapFollowedCourse,
  mapMarkResult,
  mapTeachingActivityWithContent,
  mapTrainingRun,
  sortStatementAnswers,
  type TeachingActivityWithContent,
  type TrainingRun,
} from './contracts/elearning.js';
import type { TransportOptions } from './http.js';
import { defaultSleep, type RetryPolicy, retry, type Sleep } from './retry.js';
import { type RandomSource, seededRandom, shuffle } from './shuffle.js';

/** Options of {@link createApiClient} and {@link createLearningClient}. */
export interface ApiClientOptions extends TransportOptions {
  /** Waits between retries in {@link LearningClient.withRetry}; default a timer. Inject for instant tests. */
  readonly sleep?: Sleep | undefined;
}

/** Per-call options. */
export interface CallOptions {
  /** Aborts the request (e.g. a router loader's `request.signal`); an abort is a connection error. */
  readonly signal?: AbortSignal | undefined;
}

/** How the client orders shuffled answers: a seed (e.g. `${runId}:${questionId}`) or a random source. */
export interface ShuffleOptions extends CallOptions {
  readonly seed?: number | string | undefined;
  readonly random?: RandomSource | undefined;
}

/**
 * The learning calls alone (spec 3 §7, spec 2 §7: courses, runs, activities, answers, marks, summary
 * and result) plus retries. The training player's http backend uses this client, so an app that
 * shows only the player does not carry the contracts of the other calls (search, CMS, auth, images).
 * {@link createApiClient} has these same methods, next to all the others.
 */
export function createLearningClient(options: ApiClientOptions) {
  const sleep = options.sleep ?? defaultSleep;
  const call = createCall(options);
  return {
    /** GET GetCourses. */
    async getCourses(init: CallOptions = {}): Promise<ApiResult<Course[]>> {
      return mapResult(await call(elearningCalls.getCourses, { signal: init.signal }), (list) =>
        list.map(mapCourse),
      );
    },

    /** GET GetFollowedCourses. */
    async getFollowedCourses(init: CallOptions = {}): Promise<ApiResult<FollowedCourse[]>> {
      return mapResult(await call(elearningCalls.getFollowedCourses, { signal: init.signal }), (list) =>
        list.map(mapFollowedCourse),
      );
    },

    /**
     * POST StartRun (project choice): opens this visitor's run (resumed or reopened); with
     * `restart` a finished run gives way to a second attempt; with `preview` the outline only,
     * without a run, for an editor (see startRunRequestSchema).
     */
    async startRun(
      courseId: number,
      init: CallOptions & { readonly restart?: boolean; readonly preview?: boolean } = {},
    ): Promise<ApiResult<TrainingRun>> {
      const body = init.preview
        ? { CourseId: courseId, Preview: true }
        : init.restart
          ? { CourseId: courseId, Restart: true }
          : { CourseId: courseId };
      return mapResult(await call(elearningCalls.startRun, { body, signal: init.signal }), mapTrainingRun);
    },

    /** GET TeachingActivityWithContent. */
    async teachingActivityWithContent(
      teachingActivityId: number,
      init: CallOptions = {},
    ): Promise<ApiResult<TeachingActivityWithContent>> {
      return mapResult(
        await call(elearningCalls.teachingActivityWithContent, {
          query: { teachingActivityId },
          signal: init.signal,
        }),
        mapTeachingActivityWithContent,
      );
    },

    /** POST FlipCardAnswers; shuffled by the client (seeded when `seed` is given). */
    async flipCardAnswers(questionId: number, init: ShuffleOptions = {}): Promise<ApiResult<Answer[]>> {
      const result = await call(elearningCalls.flipCardAnswers, {
        body: { FlipCardMultipleChoiceQuestionId: questionId },
        signal: init.signal,
      });
      return mapResult(result, (list) => shuffle(list.map(mapAnswer), randomFor(init)));
    },

    /** POST InfoSlideAnswers; shuffled by the client (seeded when `seed` is given). */
    async infoSlideAnswers(questionId: number, init: ShuffleOptions = {}): Promise<ApiResult<Answer[]>> {
      const result = await call(elearningCalls.infoSlideAnswers, {
        body: { InfoSlideMultipleChoiceQuestionId: questionId },
        signal: init.signal,
      });
      return mapResult(result, (list) => shuffle(list.map(mapAnswer), randomFor(init)));
    },

    /** POST StatementAnswers; sorted by ItemOrderNumber. */
    async statementAnswers(questionId: number, init: CallOptions = {}): Promise<ApiResult<Answer[]>> {
      const result = await call(elearningCalls.statementAnswers, {
        body: { StatementQuestionId: questionId },
        signal: init.signal,
      });
      return mapResult(result, (list) => sortStatementAnswers(list.map(mapAnswer)));
    },

    /** POST MarkAssignment (credentials); 401/403 give unauthorized. */
    async markAssignment(
      input: {
        readonly courseId: number;
        readonly assignmentId: number;
        readonly answerIds: readonly number[];
      },
      init: CallOptions = {},
    ): Promise<ApiResult<MarkResult>> {
      return mapResult(
        await call(elearningCalls.markAssignment, {
          body: {
            CourseId: input.courseId,
            AssignmentId: input.assignmentId,
            AnswerIds: [...input.answerIds],
          },
          signal: init.signal,
        }),
        mapMarkResult,
      );
    },

    /** POST MarkInfoSlideDone (project choice): marks an info slide done when shown. */
    async markInfoSlideDone(
      input: {
        readonly courseId: number;
        readonly teachingActivityId: number;
        readonly answerIds?: readonly number[];
      },
      init: CallOptions = {},
    ): Promise<ApiResult<MarkResult>> {
      return mapResult(
        await call(elearningCalls.markInfoSlideDone, {
          body: {
            CourseId: input.courseId,
            TeachingActivityId: input.teachingActivityId,
            AnswerIds: [...(input.answerIds ?? [])],
          },
          signal: init.signal,
        }),
        mapMarkResult,
      );
    },

    /** GET the course summary page (credentials). */
    async summaryPage(courseId: number, init: CallOptions = {}): Promise<ApiResult<CourseSummaryPage>> {
      return mapResult(
        await call(elearningCalls.summaryPage, { query: { courseId }, signal: init.signal }),
        mapCourseSummaryPage,
      );
    },

    /** GET CompleteCourse/{courseId}: the course result, merged per descriptor. */
    async completeCourse(courseId: number, init: CallOptions = {}): Promise<ApiResult<CourseResult>> {
      return mapResult(
        await call(elearningCalls.completeCourse, { params: { courseId }, signal: init.signal }),
        mapCourseResult,
      );
    },

    /**
     * Runs `operation` under a retry policy ('auth', 'loading' or a custom one) using the client's
     * `sleep`. Example: `client.withRetry('auth', () => client.logout())`.
     */
    withRetry<T>(
      policy: RetryPolicy | 'none' | 'auth' | 'loading',
      operation: (attempt: number) => Promise<ApiResult<T>>,
    ) {
      return retry(operation, policy, sleep);
    },
  };
}

/** The client {@link createLearningClient} returns. */
export type LearningClient = ReturnType<typeof createLearningClient>;

function randomFor(init: ShuffleOptions): RandomSource {
  if (init.random) return init.random;
  return init.seed === undefined ? Math.random : seededRandom(init.seed);
}
