import {
  type Answer,
  type AsyncResult,
  type CourseSummaryPage,
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

const retriable = (result: AsyncResult<unknown> | undefined) =>
  result === undefined || result.kind === 'failed' || result.kind === 'connection-error';

/** Creates the content cache of one player. */
export function createContentCache(deps: ContentCacheDeps): ContentCache {
  const { backend } = deps;
  return {
    async content(activityId) {
      const id = String(activityId);
      const current = deps.getState().contents[id];
      if (!retriable(current)) return current?.kind === 'loaded';
      deps.setState((s) => ({ contents: { ...s.contents, [id]: loading } }));
      const result = await backend.teachingActivityWithContent(activityId);
      deps.setState((s) => ({ contents: { ...s.contents, [id]: result } }));
      return result.kind === 'loaded';
    },
    async answers(activityId, kind, seed) {
      const id = String(activityId);
      if (!retriable(deps.getState().answers[id])) return undefined;
      deps.setState((s) => ({ answers: { ...s.answers, [id]: loading } }));
      const result = await kind.loadAnswers(backend, activityId);
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
      const current = deps.getState().summary;
      if (current.kind !== 'unloaded' && current.kind !== 'failed') return;
      deps.setState(() => ({ summary: loading }));
      const summary = await backend.summaryPage(deps.courseId);
      deps.setState(() => ({ summary }));
    },
  };
}
