import {
  type Answer,
  type AsyncResult,
  type CourseSummaryPage,
  isApiError,
  loading,
  type TeachingActivityWithContent,
} from '@dementie/api-client';
import type { ActivityKind } from '../activity-kinds/kind';
import { byItemOrder } from '../domain/answers';
import type { TrainingBackend } from './backend';

/** The loaded content the player keeps. */
export interface ContentState {
  /** Activity content by activity id. */
  readonly contents: Readonly<Record<string, AsyncResult<TeachingActivityWithContent>>>;
  /** Ordered answers by question id. */
  readonly answers: Readonly<Record<string, AsyncResult<readonly Answer[]>>>;
  readonly summary: AsyncResult<CourseSummaryPage>;
}

/** What {@link createContentCache} needs. */
export interface ContentCacheDeps {
  readonly backend: TrainingBackend;
  readonly courseId: number;
  readonly getState: () => ContentState;
  readonly setState: (update: (current: ContentState) => Partial<ContentState>) => void;
}

/** Loads activity content, answers and the summary page once, and again after a failure. */
export interface ContentCache {
  /** Loads an activity's content; resolves true when it is loaded (already or now). */
  content(activityId: number): Promise<boolean>;
  /**
   * Loads a question's answers in the order its kind shows them for `seed` (the run's), or in
   * their stored order without a seed (the editor's view: 'Antwoord 2' is the same answer every
   * time). Resolves with the answers when they were loaded now.
   */
  answers(
    activityId: number,
    kind: ActivityKind,
    seed: string | undefined,
  ): Promise<readonly Answer[] | undefined>;
  /** Loads the course's summary page. */
  summary(): Promise<void>;
}

/**
 * Whether a load failed for a passing reason: no answer, or a server failure (the api-client's
 * `isApiError`; the http backend's reads give failed 500 once their own quick retries are used up).
 * The player then waits and loads it again by itself; a refusal or a broken answer it does not.
 */
export function failedForNow(result: AsyncResult<unknown> | undefined): boolean {
  return result !== undefined && (result.kind === 'failed' || result.kind === 'connection-error')
    ? isApiError(result)
    : false;
}

/**
 * What a load shows while it is made: 'loading', except when it is made again after a passing failure:
 * the page keeps saying that it waits, instead of flashing 'loading' at every try.
 */
export function whileLoading<T>(previous: AsyncResult<T> | undefined): AsyncResult<T> {
  return previous !== undefined && failedForNow(previous) ? previous : loading;
}

/** Whether a load is (still) to be made: never made, or it failed. */
export const retriable = (result: AsyncResult<unknown> | undefined) =>
  result === undefined ||
  result.kind === 'unloaded' ||
  result.kind === 'failed' ||
  result.kind === 'connection-error';

/** Creates the content cache of one player. */
export function createContentCache(deps: ContentCacheDeps): ContentCache {
  const { backend } = deps;
  // Loads under way: a failed-for-now result stays in the state meanwhile (whileLoading).
  const inFlight = new Set<string>();
  async function once<T>(name: string, load: () => Promise<T>): Promise<T | undefined> {
    if (inFlight.has(name)) return undefined;
    inFlight.add(name);
    try {
      return await load();
    } finally {
      inFlight.delete(name);
    }
  }
  return {
    async content(activityId) {
      const id = String(activityId);
      const current = deps.getState().contents[id];
      if (!retriable(current)) return current?.kind === 'loaded';
      const result = await once(`content:${id}`, async () => {
        deps.setState((s) => ({ contents: { ...s.contents, [id]: whileLoading(s.contents[id]) } }));
        return backend.teachingActivityWithContent(activityId);
      });
      if (!result) return false;
      deps.setState((s) => ({ contents: { ...s.contents, [id]: result } }));
      return result.kind === 'loaded';
    },
    async answers(activityId, kind, seed) {
      const id = String(activityId);
      if (!retriable(deps.getState().answers[id])) return undefined;
      const result = await once(`answers:${id}`, async () => {
        deps.setState((s) => ({ answers: { ...s.answers, [id]: whileLoading(s.answers[id]) } }));
        return kind.loadAnswers(backend, activityId);
      });
      if (!result) return undefined;
      const ordered: AsyncResult<readonly Answer[]> =
        result.kind === 'loaded'
          ? {
              kind: 'loaded',
              value: seed === undefined ? byItemOrder(result.value) : kind.orderAnswers(result.value, seed),
            }
          : result;
      deps.setState((s) => ({ answers: { ...s.answers, [id]: ordered } }));
      return ordered.kind === 'loaded' ? ordered.value : undefined;
    },
    async summary() {
      if (!retriable(deps.getState().summary)) return;
      const summary = await once('summary', async () => {
        deps.setState((s) => ({ summary: whileLoading(s.summary) }));
        return backend.summaryPage(deps.courseId);
      });
      if (summary) deps.setState(() => ({ summary }));
    },
  };
}
