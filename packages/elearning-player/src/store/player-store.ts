import type { MarkResult } from '@dementie/api-client';
import type { StoreApi } from 'zustand/vanilla';
import { findActivity, type Position, SUMMARY_PAGE_ID } from '../domain/course';
import { nextTarget, previousTarget } from '../domain/player-machine';
import { playerSessionKeys, writeJson } from '../domain/storage';
import { createAnswerOutbox } from './answer-outbox';
import { createAnswering } from './answering';
import { createPageLoading } from './page-loading';
import { key, type PlayerState, type PlayerStoreDeps } from './player-state';
import { keepCertificatePage, keepFinishedRun, keepPosition } from './run-keeping';
import { createRunOpening } from './run-opening';
import { createRunTracking } from './run-tracking';
import { createStoreContext } from './store-context';

export type { RunInfo } from '../domain/player-machine';
export type { PlayerTimers, SaveState } from './answer-outbox';
export { AUTO_ADVANCE_MS } from './answering';
export {
  loadedAnswers,
  type PlayerState,
  type PlayerStoreDeps,
  pageWaitsForConnection,
  selectedAnswerIds,
} from './player-state';

/**
 * The store: the player's actions on the read side of a zustand store (decision 0057: `getState`,
 * `getInitialState` for `useStore`, `subscribe` with the new and the previous state).
 */
export interface PlayerStore
  extends Pick<StoreApi<PlayerState>, 'getState' | 'getInitialState' | 'subscribe'> {
  /** Starts or resumes the run (spec 3 §7 start of a run); a finished run is reopened. */
  start(): Promise<void>;
  /** 'Training opnieuw doen': a second attempt after a finished run (a new run, decision 0026). */
  restart(): Promise<void>;
  /**
   * Opens the training for an editor instead of {@link start} (admin mode): the outline without a
   * run (StartRun's preview), every activity NotDone, at the first activity. No call that makes a
   * run or marks anything is made from then on.
   */
  edit(): Promise<void>;
  /** Shows a page. */
  goTo(position: Position): void;
  next(): void;
  previous(): void;
  /**
   * A gesture of the learner on an answer of a question, as the question's activity kind declares
   * it (`ActivityKind.gestures`): `select` unless the kind's view names another (`deselect`,
   * `turn`). A single-choice kind marks the answer at once and moves on after
   * {@link AUTO_ADVANCE_MS} (spec 3 §4); the others change the selection until {@link check}.
   */
  select(activityId: number, answerId: number, gesture?: string): void;
  /** A short form of {@link select}: picks one answer of a single-choice question. */
  choose(activityId: number, answerId: number): void;
  /** A short form of {@link select}: selects a flip card, up to the number of correct answers. */
  toggleCard(activityId: number, answerId: number): void;
  /** A short form of {@link select}: a drag question's answer into the box. */
  moveToBox(activityId: number, answerId: number): void;
  /** A short form of `select(activityId, answerId, 'deselect')`: back to the pool. */
  moveToPool(activityId: number, answerId: number): void;
  /** Questions answered with a check button (spec 3 §4): marks the selection when it may. */
  check(activityId: number): void;
  /** A short form of `select(activityId, answerId, 'turn')`: turns a card of a Done question. */
  flipCard(activityId: number, answerId: number): void;
  /** The certificate button converts the summary page into the certificate form page (spec 3 §4). */
  openCertificateForm(): void;
  setInfoModalOpen(open: boolean): void;
  /**
   * Sends every answer not yet saved now, and loads again what the page shown could not load for
   * want of a connection (e.g. when the browser is back online).
   */
  retryNow(): void;
  /** Stops timers and pending work; `start()` picks up again (remounts). */
  dispose(): void;
}

/**
 * Creates a player store (never a singleton: one per mounted player, test or server render). A
 * zustand vanilla store holds the state; the pure machine decides navigation and answering; the
 * modules around it each do one part of the I/O: the answer outbox, answering, page loading,
 * tracking, what is kept of the run, opening a run. Navigation is wired here.
 */
export function createPlayerStore(deps: PlayerStoreDeps): PlayerStore {
  const context = createStoreContext(deps);
  const { store, state, set, dispatch, session } = context;

  const outbox = createAnswerOutbox({
    backend: context.backend,
    courseId: context.courseId,
    storage: context.local,
    timers: context.timers,
    getSaving: () => state().saving,
    setSaving: (saving) => set({ saving }),
    onAcknowledged(activityId: number, result: MarkResult) {
      writeJson(session, playerSessionKeys.minAcceptableScore, result.minAcceptableScore);
      set({ minAcceptableScore: result.minAcceptableScore });
      dispatch({ type: 'acknowledged', activityId, progress: result.progress, points: result.points });
    },
  });
  const tracking = createRunTracking(context);
  const answering = createAnswering(context, outbox, next);
  const loading = createPageLoading(context, { outbox, answering, tracking });

  function enter(position: Position): void {
    dispatch({ type: 'entered', position });
    const located = findActivity(state().chapters, position.activityId);
    if (!located) return;
    const { activity } = located;
    keepPosition(context, activity);

    if (typeof activity.id === 'number') {
      tracking.step(activity.id);
      loading.content(activity.id);
      const kind = context.kindOf(activity);
      if (kind?.question) loading.answers({ ...activity, id: activity.id }, kind);
      return;
    }
    if (activity.contentId !== undefined) loading.content(activity.contentId);
    if (activity.id === SUMMARY_PAGE_ID && !state().editing) keepFinishedRun(context);
    loading.summary();
  }

  function goTo(position: Position): void {
    answering.cancelAutoAdvance();
    enter(position);
  }

  function next(): void {
    const position = state().position;
    if (!position) return;
    const target = nextTarget(state(), {
      answersLoaded: state().answers[key(position.activityId)]?.kind === 'loaded',
      debug: context.debug,
    });
    if (target) goTo(target);
  }

  function previous(): void {
    const target = previousTarget(state(), { debug: context.debug });
    if (target) goTo(target);
  }

  function openCertificateForm(): void {
    dispatch({ type: 'certificate form opened' });
    keepCertificatePage(context, state().position);
    const content = state().ending.CertificateFormPage;
    if (content !== undefined) loading.content(content);
  }

  const opening = createRunOpening(context, {
    outbox,
    tracking,
    enter,
    openCertificateForm,
    cancelAutoAdvance: answering.cancelAutoAdvance,
    retryNow: loading.retryNow,
  });

  const { select } = answering;
  return {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
    ...opening,
    goTo,
    next,
    previous,
    select,
    // The names of the first release, kept for hosts that call them (each kind's gestures now).
    choose: (activityId, answerId) => select(activityId, answerId),
    toggleCard: (activityId, answerId) => select(activityId, answerId),
    moveToBox: (activityId, answerId) => select(activityId, answerId),
    moveToPool: (activityId, answerId) => select(activityId, answerId, 'deselect'),
    flipCard: (activityId, answerId) => select(activityId, answerId, 'turn'),
    check: answering.check,
    openCertificateForm,
    setInfoModalOpen: (open) => dispatch({ type: 'info modal toggled', open }),
    retryNow: loading.retryNow,
    dispose() {
      context.disposed = true;
      answering.dispose();
      loading.dispose();
      outbox.dispose();
    },
  };
}
