import {
  type Answer,
  type AsyncResult,
  type CourseResult,
  loading,
  type MarkResult,
  TRAINING_PAGE_KIND,
  trackingRecord,
  unloaded,
} from '@dementie/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { dropInBox, dropInPool } from '../activity-kinds/drag/rules';
import { toggleLimited } from '../activity-kinds/flip-card/rules';
import type { ActivityKind } from '../activity-kinds/kind';
import { activityKindOf } from '../activity-kinds/registry';
import { answerSeed } from '../domain/answers';
import {
  type ActivityId,
  buildPlayerChapters,
  type EndingContent,
  endingContent,
  findActivity,
  isQuestionKind,
  isSummaryActivity,
  type PlayerActivity,
  type Position,
  SUMMARY_PAGE_ID,
  selectCurrentActivity,
  updateActivity,
} from '../domain/course';
import { TRAINING_STARTED_PATH } from '../domain/links';
import { nextPosition } from '../domain/navigation';
import {
  initialPlayerMachineState,
  nextTarget,
  noRun,
  type PlayerEvent,
  type PlayerMachineState,
  playerReducer,
  previousTarget,
  shownSelection,
} from '../domain/player-machine';
import {
  createMemoryStorage,
  type KeyValueStorage,
  playerSessionKeys,
  positionKey,
  readMinAcceptableScore,
  readSentEvents,
  retryDelay,
  writeJson,
  writeSelectionDraft,
  writeSentEvents,
} from '../domain/storage';
import type { PlayerTrackingEvent, TrackFunction } from '../domain/tracking';
import { createAnswerOutbox, type PlayerTimers, type SaveState } from './answer-outbox';
import type { TrainingBackend } from './backend';
import {
  type ContentState,
  createContentCache,
  failedForNow,
  retriable,
  whileLoading,
} from './content-cache';
import { certificateOf, restoredPosition, restoredSelections, storedPosition } from './run-restore';

export type { RunInfo } from '../domain/player-machine';
export type { PlayerTimers, SaveState } from './answer-outbox';

/** Auto-advance delay after a click or statement answer (spec 3 §4, §9). */
export const AUTO_ADVANCE_MS = 200;

/**
 * Everything the player shows: the machine's navigation and answering state, the loaded content
 * and what the run's I/O adds. Plain data; components derive the rest with the domain functions.
 */
export interface PlayerState extends PlayerMachineState, ContentState {
  readonly courseId: number;
  /** Delivery of answers the server has not acknowledged yet. */
  readonly saving: Readonly<Record<string, SaveState>>;
  /** MinAcceptableScore of the last marking (spec 3 §7), from session storage at start. */
  readonly minAcceptableScore: number | undefined;
  readonly result: AsyncResult<CourseResult>;
  /** The course's own ending content (summary, second summary, certificate form page) by kind. */
  readonly ending: EndingContent;
  /** The certificate already made for this run in this tab, if any (spec 1 §3 session storage). */
  readonly certificateId: string | undefined;
}

/** What {@link createPlayerStore} needs. */
export interface PlayerStoreDeps {
  readonly backend: TrainingBackend;
  readonly courseId: number;
  /** Training name in tracking events. Default `training {courseId}`. */
  readonly trainingName?: string | undefined;
  /** Session storage (MinAcceptableScore, result course id, position). Default: in memory. */
  readonly sessionStorage?: KeyValueStorage | undefined;
  /** Local storage for answers not yet saved. Default: in memory. */
  readonly localStorage?: KeyValueStorage | undefined;
  /** Tracking sink (spec 3 §7). Default: nothing. */
  readonly track?: TrackFunction | undefined;
  /** Timers. Default: the global ones. */
  readonly timers?: PlayerTimers | undefined;
  /** Debug mode: Next is never locked (spec 3 §4). */
  readonly debug?: boolean | undefined;
  /** Open the player as a second attempt ('Training opnieuw doen' from the result page). */
  readonly restart?: boolean | undefined;
}

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
  /** Click variant and statements: picks one answer; it is marked at once (spec 3 §4). */
  choose(activityId: number, answerId: number): void;
  /** Flip cards: selects up to the number of correct answers (spec 3 §4). */
  toggleCard(activityId: number, answerId: number): void;
  /** Drag: into the box (selects). */
  moveToBox(activityId: number, answerId: number): void;
  /** Drag: back to the pool (deselects). */
  moveToPool(activityId: number, answerId: number): void;
  /** Flip-card and drag questions: the check button (spec 3 §4). */
  check(activityId: number): void;
  /** Turns a flip card over to read its explanation, once the question is Done (spec 3 §4). */
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

const key = (id: ActivityId | number) => String(id);

const defaultTimers: PlayerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What the store keeps for one run beyond the machine's part: empty at the start and for a second attempt. */
const noRunContent = {
  contents: {},
  answers: {},
  saving: {},
  summary: unloaded,
  result: unloaded,
  certificateId: undefined,
} as const satisfies Partial<PlayerState>;

/** Whether something the page shown needs failed for a passing reason (see {@link failedForNow}). */
export function pageWaitsForConnection(state: PlayerState): boolean {
  const position = state.position;
  if (!position || state.run.kind !== 'loaded') return false;
  const located = findActivity(state.chapters, position.activityId);
  if (!located) return false;
  const { activity } = located;
  if (typeof activity.id === 'number') {
    const id = key(activity.id);
    return failedForNow(state.contents[id]) || failedForNow(state.answers[id]);
  }
  return (
    (activity.contentId !== undefined && failedForNow(state.contents[key(activity.contentId)])) ||
    failedForNow(state.summary) ||
    failedForNow(state.result)
  );
}

/** The answers of a question once loaded, else an empty list. */
export function loadedAnswers(state: PlayerState, activityId: ActivityId): readonly Answer[] {
  const result = state.answers[key(activityId)];
  return result?.kind === 'loaded' ? result.value : [];
}

/** The selection shown for an activity: the marked answers once Done, else the client's selection. */
export function selectedAnswerIds(state: PlayerState, activity: PlayerActivity): readonly number[] {
  return shownSelection(state, activity);
}

/**
 * Creates a player store (never a singleton: one per mounted player, test or server render). A
 * zustand vanilla store holds the state; the pure machine decides navigation and answering; the
 * answer outbox and the content cache do the I/O around it.
 */
export function createPlayerStore(deps: PlayerStoreDeps): PlayerStore {
  const { backend, courseId } = deps;
  const session = deps.sessionStorage ?? createMemoryStorage();
  const local = deps.localStorage ?? createMemoryStorage();
  const timers = deps.timers ?? defaultTimers;
  const trainingName = deps.trainingName ?? `training ${courseId}`;
  const debug = deps.debug ?? false;
  let autoAdvance: unknown;
  /** The once-per-run events the host took for the run shown (kept in local storage too). */
  let sent = new Set<string>();
  let disposed = false;
  // Loads of the page shown that failed for a passing reason are made again, as answers are sent
  // again (decision 0024): after retryDelay(attempt), and at once when the browser is back online.
  let reloadTimer: unknown;
  let reloadAttempt = 0;
  let resultInFlight = false;

  const store = createStore<PlayerState>()(() => ({
    ...initialPlayerMachineState,
    ...noRunContent,
    courseId,
    minAcceptableScore: readMinAcceptableScore(session),
    ending: {},
  }));
  const state = () => store.getState();
  const set = (patch: Partial<PlayerState>) => store.setState(patch);

  function dispatch(event: PlayerEvent): void {
    const current = state();
    const next = playerReducer(current, event);
    if (next !== current) store.setState(next, true);
  }

  const outbox = createAnswerOutbox({
    backend,
    courseId,
    storage: local,
    timers,
    getSaving: () => state().saving,
    setSaving: (saving) => set({ saving }),
    onAcknowledged(activityId: number, result: MarkResult) {
      writeJson(session, playerSessionKeys.minAcceptableScore, result.minAcceptableScore);
      set({ minAcceptableScore: result.minAcceptableScore });
      dispatch({ type: 'acknowledged', activityId, progress: result.progress, points: result.points });
    },
  });

  const cache = createContentCache({
    backend,
    courseId,
    getState: state,
    setState: (update) => store.setState((s) => update(s)),
  });

  /**
   * An event that happens once in a run (spec 3 §7): the start, each step, the completion and the
   * result page. Remembered with the run in local storage, so a reload, Previous, or the feedback
   * page of the same question sends it no second time. A host that answers `false` did not send it
   * (no consent yet): then it is not remembered, and nothing is stored for it. An editor's browsing
   * has no run, so it is no learner's progress: no training events for it.
   */
  function trackOnce(key: string, event: PlayerTrackingEvent): void {
    const id = runId();
    if (id === undefined || sent.has(key) || !deps.track) return;
    if (deps.track(event) === false) return;
    sent.add(key);
    writeSentEvents(local, courseId, id, [...sent]);
  }

  /** Spec 3 §7 lists training_complete before training_result_page: the result is there, then shown. */
  function trackEnding(): void {
    if (state().result.kind !== 'loaded') return;
    trackOnce('training_complete', { event: 'training_complete', training_name: trainingName });
    trackOnce('training_result_page', { event: 'training_result_page', training_name: trainingName });
  }

  /** The learner's run; none while editing, so nothing is marked or kept for it. */
  function runId(): string | undefined {
    const { run, editing } = state();
    return run.kind === 'loaded' && !editing ? run.value.runId : undefined;
  }

  function placeOf(activityId: ActivityId): { step: number; sub_step: number } {
    const { chapters } = state();
    const chapterIndex = chapters.findIndex((c) => c.activities?.some((a) => a.id === activityId));
    const chapter = chapters[chapterIndex];
    const activityIndex = chapter?.activities?.findIndex((a) => a.id === activityId) ?? -1;
    return { step: chapterIndex + 1, sub_step: activityIndex + 1 };
  }

  /** The kind of an activity, with its content's drag flag once loaded. */
  function kindOf(activity: PlayerActivity): ActivityKind | undefined {
    const content = state().contents[key(activity.id)];
    return activityKindOf(
      activity.kind,
      content?.kind === 'loaded' && content.value.activity.shouldDragAnswer,
    );
  }

  // ------------------------------------------------------------------ answering

  function markLocally(
    activityId: number,
    call: 'assignment' | 'infoSlide',
    answerIds: readonly number[],
    points: number,
  ) {
    const id = runId();
    if (id === undefined) return;
    dispatch({ type: 'marked', activityId, answerIds, points });
    // Marked: the answer goes to the outbox, the unchecked selection is no longer needed.
    writeSelectionDraft(local, courseId, id, activityId, []);
    outbox.send({ runId: id, activityId, call, answerIds: [...answerIds], points });
  }

  /** Loads an activity's content; a slide done when shown is marked once it is there. */
  async function ensureContent(activityId: number): Promise<void> {
    if (await cache.content(activityId)) markWhenShown(activityId);
  }

  async function ensureAnswers(
    activity: PlayerActivity & { readonly id: number },
    kind: ActivityKind,
  ): Promise<void> {
    const id = runId();
    if (id === undefined && !state().editing) return;
    const answers = await cache.answers(
      activity.id,
      kind,
      id === undefined ? undefined : answerSeed(id, activity.id),
    );
    if (answers) keepRestoredSelectionValid(activity.id, kind, answers);
  }

  /** A selection restored after a reload was made against the answers of that moment. */
  function keepRestoredSelectionValid(
    activityId: number,
    kind: ActivityKind,
    answers: readonly Answer[],
  ): void {
    const current = state().selections[key(activityId)];
    if (!current || current.length === 0) return;
    const valid = kind.restoreSelection(current, answers);
    if (valid.length !== current.length) setSelection(activityId, valid);
  }

  /**
   * An info slide is marked done automatically when shown; its points count (spec 3 §4). Content
   * is only loaded when a slide is entered, so this also holds when the learner already pressed
   * Next before the content arrived: otherwise a quick learner (or a slow network) would lose the
   * slide's point and leave it NotDone.
   */
  function markWhenShown(activityId: number): void {
    const located = findActivity(state().chapters, activityId);
    if (!located || !kindOf(located.activity)?.doneWhenShown) return;
    if (located.activity.status.status === 'Done') return;
    const content = state().contents[key(activityId)];
    const points = content?.kind === 'loaded' ? content.value.maxScore : 0;
    markLocally(activityId, 'infoSlide', [], points);
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
    trackEnding();
  }

  // ------------------------------------------------------------------ navigation

  function enter(position: Position): void {
    dispatch({ type: 'entered', position });
    const located = findActivity(state().chapters, position.activityId);
    if (!located) return;
    const { activity } = located;
    const id = runId();
    const view = state().position?.view ?? 'question';
    if (id !== undefined)
      writeJson(session, positionKey(courseId), { runId: id, activityId: activity.id, view });

    if (typeof activity.id === 'number') {
      // One event per step: its question and its feedback page are one step.
      trackOnce(`training_process:${activity.id}`, {
        event: 'training_process',
        training_name: trainingName,
        ...placeOf(activity.id),
        ...trackingRecord({ pageKind: TRAINING_PAGE_KIND, trainingsId: courseId, questionId: activity.id }),
      });
      void ensureContent(activity.id);
      const kind = kindOf(activity);
      if (kind?.question) void ensureAnswers({ ...activity, id: activity.id }, kind);
      return;
    }
    if (activity.contentId !== undefined) void ensureContent(activity.contentId);
    if (activity.id === SUMMARY_PAGE_ID && !state().editing) {
      // The machine made the summary page Done; the result page needs the remembered course id (spec 1 §2).
      writeJson(session, playerSessionKeys.trainingResultCourseId, courseId);
      const finishedRun = runId();
      if (finishedRun) {
        // Plain text, as the result page reads it. Another run forgets an older run's certificate
        // id (it stays in 'my certificates'); the same run, reopened, keeps its certificate.
        try {
          if (session.getItem(playerSessionKeys.trainingResultRunId) !== finishedRun) {
            session.removeItem(playerSessionKeys.certificateId);
          }
          session.setItem(playerSessionKeys.trainingResultRunId, finishedRun);
          set({ certificateId: session.getItem(playerSessionKeys.certificateId) ?? undefined });
        } catch {
          // Blocked storage: the result page then shows not-found, as the spec says.
        }
      }
    }
    void ensureSummary();
  }

  /** Loads again what the page shown needs and does not have (the content cache skips the rest). */
  function reloadShown(): void {
    const position = state().position;
    const located = position ? findActivity(state().chapters, position.activityId) : undefined;
    if (!located) return;
    const { activity } = located;
    if (typeof activity.id === 'number') {
      void ensureContent(activity.id);
      const kind = kindOf(activity);
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

  /** Now: every waiting answer and every load of the page shown that failed for now. */
  function retryNow(): void {
    if (state().editing) return;
    outbox.retryAll();
    if (!pageWaitsForConnection(state())) return;
    cancelReload();
    reloadShown();
  }

  // Whenever the page shown is left without what it needs for a passing reason, a new try is
  // planned; once it has everything, the next wait starts again at the shortest delay.
  store.subscribe((current) => {
    if (disposed) return;
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

  function cancelAutoAdvance(): void {
    if (autoAdvance !== undefined) timers.clearTimeout(autoAdvance);
    autoAdvance = undefined;
    dispatch({ type: 'auto-advance ended' });
  }

  function goTo(position: Position): void {
    cancelAutoAdvance();
    enter(position);
  }

  function next(): void {
    const position = state().position;
    if (!position) return;
    const target = nextTarget(state(), {
      answersLoaded: state().answers[key(position.activityId)]?.kind === 'loaded',
      debug,
    });
    if (target) goTo(target);
  }

  function previous(): void {
    const target = previousTarget(state(), { debug });
    if (target) goTo(target);
  }

  /** A question with its kind, if `activityId` is one. */
  function questionOf(activityId: number): { activity: PlayerActivity; kind: ActivityKind } | undefined {
    const located = findActivity(state().chapters, activityId);
    if (!located || !isQuestionKind(located.activity.kind)) return undefined;
    const kind = kindOf(located.activity);
    return kind ? { activity: located.activity, kind } : undefined;
  }

  function setSelection(activityId: number, selection: readonly number[]): void {
    dispatch({ type: 'selected', activityId, selection });
    // Kept with the outbox until checked, so a reload finds the placed items and chosen cards.
    const id = runId();
    const located = findActivity(state().chapters, activityId);
    if (id !== undefined && located?.activity.status.status !== 'Done')
      writeSelectionDraft(local, courseId, id, activityId, selection);
  }

  function submit(activityId: number, kind: ActivityKind, selection: readonly number[]): boolean {
    const answers = loadedAnswers(state(), activityId);
    const ids = kind.answerIdsToSend(selection, answers);
    if (!ids) return false;
    markLocally(activityId, 'assignment', ids, kind.result(answers, ids).earned);
    return true;
  }

  function choose(activityId: number, answerId: number): void {
    const question = questionOf(activityId);
    if (!question || question.activity.status.status === 'Done') return;
    if (question.kind.answering !== 'pick-one') return;
    setSelection(activityId, [answerId]);
    // An editor may try an answer: it is shown chosen, never marked, and the player stays.
    if (state().editing) return;
    if (!submit(activityId, question.kind, [answerId])) return;
    // Auto-advance after 200 ms for the single-pick kinds (spec 3 §4).
    const position = state().position;
    if (position && nextPosition(state().chapters, position)) {
      dispatch({ type: 'auto-advance started' });
      autoAdvance = timers.setTimeout(() => {
        autoAdvance = undefined;
        dispatch({ type: 'auto-advance ended' });
        if (state().position?.activityId === activityId) next();
      }, AUTO_ADVANCE_MS);
    }
  }

  /** Changes the selection of a question not yet checked with one of its kind's selection rules. */
  function changeSelection(
    activityId: number,
    change: (current: readonly number[], answers: readonly Answer[], done: boolean) => readonly number[],
  ): void {
    const question = questionOf(activityId);
    if (!question) return;
    const done = question.activity.status.status === 'Done';
    const current = state().selections[key(activityId)] ?? [];
    setSelection(activityId, change(current, loadedAnswers(state(), activityId), done));
  }

  const correctOf = (answers: readonly Answer[]) => answers.filter((a) => a.isCorrect).length;

  function check(activityId: number): void {
    const question = questionOf(activityId);
    if (!question) return;
    const done = question.activity.status.status === 'Done';
    const selection = state().selections[key(activityId)] ?? [];
    if (!question.kind.canCheck(selection, loadedAnswers(state(), activityId), done) || state().editing)
      return;
    submit(activityId, question.kind, selection);
  }

  // ------------------------------------------------------------------ start

  function openCertificateForm(): void {
    dispatch({ type: 'certificate form opened' });
    const id = runId();
    const position = state().position;
    // A reload of the certificate form page shows it again.
    if (id !== undefined && position)
      writeJson(session, positionKey(courseId), { runId: id, ...position, certificate: true });
    const content = state().ending.CertificateFormPage;
    if (content !== undefined) void ensureContent(content);
  }

  /** Forgets everything of the run shown so far: the machine's part and the loaded content. */
  function requestRun(editing: boolean): void {
    dispatch({ type: 'run requested', editing });
    set(noRunContent);
  }

  async function start(): Promise<void> {
    // Opened for an editor: stays the editor's view (a retry or a remount).
    if (state().editing) return edit();
    const resumed = disposed;
    disposed = false;
    outbox.resume();
    // Idempotent: a second mount (React StrictMode) reuses the run and re-sends what is pending.
    if (state().run.kind === 'loading') return;
    if (state().run.kind === 'loaded') {
      if (resumed) retryNow();
      return;
    }
    await open(deps.restart === true);
  }

  async function restart(): Promise<void> {
    if (state().run.kind === 'loading' || state().editing) return;
    cancelAutoAdvance();
    set({ ...noRun, ...noRunContent });
    await open(true);
  }

  async function edit(): Promise<void> {
    disposed = false;
    outbox.resume();
    const { editing, run } = state();
    if (editing && (run.kind === 'loading' || run.kind === 'loaded')) return;
    cancelAutoAdvance();
    requestRun(true);
    const result = await backend.startRun(courseId, { preview: true });
    if (disposed) return;
    if (result.kind !== 'loaded') {
      dispatch({ type: 'run not opened', result });
      return;
    }
    // Every activity NotDone, whatever a backend answers: an editor sees the questions, not a run.
    const chapters = buildPlayerChapters(
      result.value.chapters.map((chapter) => ({
        ...chapter,
        activities: chapter.activities.map((activity) => ({
          ...activity,
          status: { status: 'NotDone' as const, progress: 0, points: 0 },
          chosenAnswerIds: [],
        })),
      })),
    );
    set({ ending: endingContent(result.value.chapters) });
    dispatch({
      type: 'run opened',
      run: { runId: result.value.runId, isNewRun: false },
      chapters,
      selections: {},
    });
    enter({ activityId: selectCurrentActivity(chapters) ?? SUMMARY_PAGE_ID, view: 'question' });
  }

  async function open(again: boolean): Promise<void> {
    set({ run: loading });
    const result = await backend.startRun(courseId, again ? { restart: true } : undefined);
    if (disposed) return;
    if (result.kind !== 'loaded') {
      dispatch({ type: 'run not opened', result });
      return;
    }
    const run = result.value;
    let chapters = buildPlayerChapters(run.chapters);
    // Answers not yet acknowledged stay Done with their answers (never lost), then are re-sent.
    const mine = outbox.keepRun(run.runId);
    for (const mark of mine) {
      chapters = updateActivity(chapters, mark.activityId, (activity) =>
        activity.status.status === 'Done'
          ? activity
          : {
              ...activity,
              status: { ...activity.status, status: 'Done', points: mark.points },
              chosenAnswerIds: [...mark.answerIds],
            },
      );
    }
    set({ ending: endingContent(run.chapters), certificateId: certificateOf(session, run.runId) });
    dispatch({
      type: 'run opened',
      run: { runId: run.runId, isNewRun: run.isNewRun },
      chapters,
      selections: restoredSelections(local, courseId, chapters, run.runId),
    });
    sent = new Set(readSentEvents(local, courseId, run.runId));
    if (run.isNewRun) {
      trackOnce('training-gestart', { event: 'virtual_page_view', page_path: TRAINING_STARTED_PATH });
      trackOnce('training_start', { event: 'training_start', training_name: trainingName });
    }
    const position = restoredPosition(session, courseId, chapters, run.runId);
    const selected = position ?? {
      activityId: selectCurrentActivity(chapters) ?? SUMMARY_PAGE_ID,
      view: 'question',
    };
    // Read before entering: entering writes the position anew.
    const onCertificatePage =
      position !== undefined &&
      isSummaryActivity(position.activityId) &&
      storedPosition(session, courseId)?.certificate === true;
    enter(selected);
    if (onCertificatePage) openCertificateForm();
    for (const mark of mine) outbox.resend(mark);
  }

  return {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
    start,
    restart,
    edit,
    goTo,
    next,
    previous,
    choose,
    // Flip cards: up to the number of correct answers (spec 3 §4).
    toggleCard: (activityId, answerId) =>
      changeSelection(activityId, (current, answers, done) =>
        toggleLimited(current, answerId, correctOf(answers), done),
      ),
    moveToBox: (activityId, answerId) =>
      changeSelection(activityId, (current, answers, done) =>
        dropInBox(current, answerId, correctOf(answers), done),
      ),
    moveToPool: (activityId, answerId) =>
      changeSelection(activityId, (current, _answers, done) => dropInPool(current, answerId, done)),
    check,
    flipCard: (activityId, answerId) => dispatch({ type: 'card flipped', activityId, answerId }),
    openCertificateForm,
    setInfoModalOpen: (open) => dispatch({ type: 'info modal toggled', open }),
    retryNow,
    dispose() {
      disposed = true;
      if (autoAdvance !== undefined) timers.clearTimeout(autoAdvance);
      cancelReload();
      outbox.dispose();
    },
  };
}
