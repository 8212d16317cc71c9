import type { ActivityKind } from '../activity-kinds/kind';
import { answerSeed } from '../domain/answers';
import { findActivity, type PlayerActivity } from '../domain/course';
import { playerSessionKeys, retryDelay, writeJson } from '../domain/storage';
import type { AnswerOutbox } from './answer-outbox';
import type { Answering } from './answering';
import { createContentCache, retriable, whileLoading } from './content-cache';
import { key, pageWaitsForConnection } from './player-state';
import type { RunTracking } from './run-tracking';
import type { StoreContext } from './store-context';

/** What the page shown needs: its content, its answers, the summary and the result. */
export interface PageLoading {
  /** Loads an activity's content; a slide done when shown is marked once it is there. */
  content(activityId: number): void;
  /** Loads a question's answers in its kind's order for the run. */
  answers(activity: PlayerActivity & { readonly id: number }, kind: ActivityKind): void;
  /** Loads the summary page, and the result once (not for an editor), then tracks the ending. */
  summary(): void;
  /** Now: every waiting answer and every load of the page shown that failed for now. */
  retryNow(): void;
  /** Stops the planned reload. */
  dispose(): void;
}

/**
 * Loads through the content cache what a page needs. Loads of the page shown that failed for a
 * passing reason are made again, as answers are sent again (decision 0024): after
 * retryDelay(attempt), and at once when the browser is back online.
 */
export function createPageLoading(
  context: StoreContext,
  parts: { readonly outbox: AnswerOutbox; readonly answering: Answering; readonly tracking: RunTracking },
): PageLoading {
  const { backend, courseId, session, timers, state, set, store } = context;
  const { outbox, answering, tracking } = parts;
  let reloadTimer: unknown;
  let reloadAttempt = 0;
  let resultInFlight = false;

  const cache = createContentCache({
    backend,
    courseId,
    getState: state,
    setState: (update) => store.setState((s) => update(s)),
  });

  async function ensureContent(activityId: number): Promise<void> {
    if (await cache.content(activityId)) markWhenShown(activityId);
  }

  async function ensureAnswers(
    activity: PlayerActivity & { readonly id: number },
    kind: ActivityKind,
  ): Promise<void> {
    const id = context.runId();
    if (id === undefined && !state().editing) return;
    const answers = await cache.answers(
      activity.id,
      kind,
      id === undefined ? undefined : answerSeed(id, activity.id),
    );
    if (answers) answering.keepRestoredSelectionValid(activity.id, kind, answers);
  }

  /**
   * An info slide is marked done automatically when shown; its points count (spec 3 §4). Content
   * is only loaded when a slide is entered, so this also holds when the learner already pressed
   * Next before the content arrived: otherwise a quick learner (or a slow network) would lose the
   * slide's point and leave it NotDone.
   */
  function markWhenShown(activityId: number): void {
    const located = findActivity(state().chapters, activityId);
    if (!located || !context.kindOf(located.activity)?.doneWhenShown) return;
    if (located.activity.status.status === 'Done') return;
    const content = state().contents[key(activityId)];
    const points = content?.kind === 'loaded' ? content.value.maxScore : 0;
    answering.markLocally(activityId, 'infoSlide', [], points);
  }

  async function ensureSummary(): Promise<void> {
    await cache.summary();
    // The editor's view has no result and no certificate flow.
    if (state().editing) return;
    if (retriable(state().result) && !resultInFlight) {
      resultInFlight = true;
      set({ result: whileLoading(state().result) });
      const result = await backend.completeCourse(courseId);
      resultInFlight = false;
      set({ result });
      if (result.kind === 'loaded') {
        const minimum = result.value.minAcceptableScore;
        if (minimum !== undefined) {
          // Spec 1 §3: session storage holds the minimum acceptable score for the result page.
          writeJson(session, playerSessionKeys.minAcceptableScore, minimum);
          set({ minAcceptableScore: minimum });
        }
      }
    }
    tracking.ending();
  }

  /** Loads again what the page shown needs and does not have (the content cache skips the rest). */
  function reloadShown(): void {
    const position = state().position;
    const located = position ? findActivity(state().chapters, position.activityId) : undefined;
    if (!located) return;
    const { activity } = located;
    if (typeof activity.id === 'number') {
      void ensureContent(activity.id);
      const kind = context.kindOf(activity);
      if (kind?.question) void ensureAnswers({ ...activity, id: activity.id }, kind);
      return;
    }
    if (activity.contentId !== undefined) void ensureContent(activity.contentId);
    void ensureSummary();
  }

  function cancelReload(): void {
    if (reloadTimer !== undefined) timers.clearTimeout(reloadTimer);
    reloadTimer = undefined;
  }

  // Whenever the page shown is left without what it needs for a passing reason, a new try is
  // planned; once it has everything, the next wait starts again at the shortest delay.
  store.subscribe((current) => {
    if (context.disposed) return;
    if (!pageWaitsForConnection(current)) {
      if (reloadTimer === undefined) reloadAttempt = 0;
      return;
    }
    if (reloadTimer !== undefined) return;
    reloadAttempt += 1;
    reloadTimer = timers.setTimeout(() => {
      reloadTimer = undefined;
      reloadShown();
    }, retryDelay(reloadAttempt));
  });

  return {
    content: (activityId) => void ensureContent(activityId),
    answers: (activity, kind) => void ensureAnswers(activity, kind),
    summary: () => void ensureSummary(),
    retryNow() {
      if (state().editing) return;
      outbox.retryAll();
      if (!pageWaitsForConnection(state())) return;
      cancelReload();
      reloadShown();
    },
    dispose: cancelReload,
  };
}
