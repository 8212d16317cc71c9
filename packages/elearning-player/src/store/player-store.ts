import {
  type Answer,
  type ApiResult,
  type AsyncResult,
  type CourseResult,
  type CourseSummaryPage,
  isApiError,
  loading,
  type MarkResult,
  type TeachingActivityWithContent,
  unloaded,
} from '@dementie/api-client';
import { answerSeed, orderAnswers } from '../domain/answers';
import {
  type ActivityId,
  buildPlayerChapters,
  type EndingContent,
  endingContent,
  findActivity,
  flattenActivities,
  isQuestionKind,
  isSummaryActivity,
  type PlayerActivity,
  type PlayerChapter,
  type Position,
  type QuestionKind,
  SUMMARY_PAGE_ID,
  selectCurrentActivity,
  updateActivity,
} from '../domain/course';
import { answerIdsToSend, feedbackResult } from '../domain/feedback';
import { TRAINING_STARTED_PATH } from '../domain/links';
import {
  editorNeighbours,
  navigationAvailability,
  nextPosition,
  previousPosition,
} from '../domain/navigation';
import { canCheck, dropInBox, dropInPool, toggleLimited } from '../domain/selection';
import {
  createMemoryStorage,
  type KeyValueStorage,
  type PendingMark,
  playerSessionKeys,
  positionKey,
  readJson,
  readMinAcceptableScore,
  readOutbox,
  readSelectionDrafts,
  retryDelay,
  writeJson,
  writeOutbox,
  writeSelectionDraft,
} from '../domain/storage';
import type { PlayerTrackingEvent, TrackFunction } from '../domain/tracking';
import type { TrainingBackend } from './backend';

/** Auto-advance delay after a click or statement answer (spec 3 §4, §9). */
export const AUTO_ADVANCE_MS = 200;

/** Timers, injectable so tests use fake ones. */
export interface PlayerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How an answer's delivery stands. */
export type SaveState = 'sending' | 'not-saved' | 'failed';

/** The started run. */
export interface RunInfo {
  readonly runId: string;
  readonly isNewRun: boolean;
}

/** Everything the player shows. Plain data; components derive the rest with the domain functions. */
export interface PlayerState {
  readonly courseId: number;
  readonly run: AsyncResult<RunInfo>;
  readonly chapters: readonly PlayerChapter[];
  readonly position: Position | undefined;
  /** Activity content by activity id. */
  readonly contents: Readonly<Record<string, AsyncResult<TeachingActivityWithContent>>>;
  /** Ordered answers by question id. */
  readonly answers: Readonly<Record<string, AsyncResult<readonly Answer[]>>>;
  /** SelectedAnswerIds of questions not yet Done (spec 3 §3). */
  readonly selections: Readonly<Record<string, readonly number[]>>;
  /** ExpandedAnswers: flip cards turned to their back (spec 3 §3). */
  readonly expanded: Readonly<Record<string, readonly number[]>>;
  /** Delivery of answers the server has not acknowledged yet. */
  readonly saving: Readonly<Record<string, SaveState>>;
  /** True while an auto-advance is pending (previous is hidden then). */
  readonly locked: boolean;
  /** MinAcceptableScore of the last marking (spec 3 §7), from session storage at start. */
  readonly minAcceptableScore: number | undefined;
  readonly summary: AsyncResult<CourseSummaryPage>;
  readonly result: AsyncResult<CourseResult>;
  /** True once the certificate button turned the summary page into the certificate form page. */
  readonly certificatePage: boolean;
  /** The course's own ending content (summary, second summary, certificate form page) by kind. */
  readonly ending: EndingContent;
  /** The certificate already made for this run in this tab, if any (spec 1 §3 session storage). */
  readonly certificateId: string | undefined;
  readonly infoModalOpen: boolean;
  /**
   * The editor's view (admin mode, spec 3 §6; issue 26): the training opened with {@link
   * PlayerStore.edit}. No run exists then: nothing is marked, no points, no certificate flow, no
   * tracking, and Next/Previous go activity to activity without answering.
   */
  readonly editing: boolean;
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

/** The store: state, subscription and the player's actions. */
export interface PlayerStore {
  getState(): PlayerState;
  subscribe(listener: () => void): () => void;
  /** Starts or resumes the run (spec 3 §7 start of a run); a finished run is reopened. */
  start(): Promise<void>;
  /** 'Training opnieuw doen': a second attempt after a finished run (a new run, issue 21). */
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
  /** Sends every answer not yet saved now (e.g. when the browser is back online). */
  retryNow(): void;
  /** Stops timers and pending work; `start()` picks up again (remounts). */
  dispose(): void;
}

const key = (id: ActivityId | number) => String(id);

const defaultTimers: PlayerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The answers of a question once loaded, else an empty list. */
export function loadedAnswers(state: PlayerState, activityId: ActivityId): readonly Answer[] {
  const result = state.answers[key(activityId)];
  return result?.kind === 'loaded' ? result.value : [];
}

/** The selection shown for an activity: the marked answers once Done, else the client's selection. */
export function selectedAnswerIds(state: PlayerState, activity: PlayerActivity): readonly number[] {
  if (activity.status.status === 'Done') return activity.chosenAnswerIds;
  return state.selections[key(activity.id)] ?? [];
}

/**
 * Creates a player store (never a singleton: one per mounted player, test or server render).
 */
export function createPlayerStore(deps: PlayerStoreDeps): PlayerStore {
  const { backend, courseId } = deps;
  const session = deps.sessionStorage ?? createMemoryStorage();
  const local = deps.localStorage ?? createMemoryStorage();
  const timers = deps.timers ?? defaultTimers;
  const trainingName = deps.trainingName ?? `training ${courseId}`;
  const listeners = new Set<() => void>();
  const retryHandles = new Map<number, unknown>();
  const attempts = new Map<number, number>();
  const inFlight = new Set<number>();
  let autoAdvance: unknown;
  let completeTracked = false;
  let disposed = false;

  /** What belongs to one run: empty at the start and again for a second attempt. */
  const noRun = () =>
    ({
      run: unloaded,
      chapters: [],
      position: undefined,
      contents: {},
      answers: {},
      selections: {},
      expanded: {},
      saving: {},
      summary: unloaded,
      result: unloaded,
      certificatePage: false,
      certificateId: undefined,
    }) satisfies Partial<PlayerState>;

  let state: PlayerState = {
    courseId,
    ...noRun(),
    locked: false,
    minAcceptableScore: readMinAcceptableScore(session),
    ending: {},
    infoModalOpen: false,
    editing: false,
  };

  function set(update: Partial<PlayerState> | ((current: PlayerState) => Partial<PlayerState>)): void {
    const patch = typeof update === 'function' ? update(state) : update;
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function track(event: PlayerTrackingEvent): void {
    // An editor's browsing is no learner's progress: no training events for it.
    if (state.editing) return;
    deps.track?.(event);
  }

  /** The learner's run; none while editing, so nothing is marked or kept for it. */
  function runId(): string | undefined {
    return state.run.kind === 'loaded' && !state.editing ? state.run.value.runId : undefined;
  }

  function placeOf(activityId: ActivityId): { step: number; sub_step: number } {
    const chapterIndex = state.chapters.findIndex((c) => c.activities?.some((a) => a.id === activityId));
    const chapter = state.chapters[chapterIndex];
    const activityIndex = chapter?.activities?.findIndex((a) => a.id === activityId) ?? -1;
    return { step: chapterIndex + 1, sub_step: activityIndex + 1 };
  }

  // ------------------------------------------------------------------ outbox (never lose an answer)

  function outbox(): PendingMark[] {
    return readOutbox(local, courseId);
  }

  function putInOutbox(mark: PendingMark): void {
    writeOutbox(local, courseId, [...outbox().filter((m) => m.activityId !== mark.activityId), mark]);
  }

  function removeFromOutbox(activityId: number): void {
    writeOutbox(
      local,
      courseId,
      outbox().filter((m) => m.activityId !== activityId),
    );
  }

  function setSaving(activityId: number, value: SaveState | undefined): void {
    set((s) => {
      const saving = { ...s.saving };
      if (value === undefined) delete saving[key(activityId)];
      else saving[key(activityId)] = value;
      return { saving };
    });
  }

  function acknowledge(activityId: number, result: MarkResult): void {
    removeFromOutbox(activityId);
    attempts.delete(activityId);
    writeJson(session, playerSessionKeys.minAcceptableScore, result.minAcceptableScore);
    set((s) => ({
      minAcceptableScore: result.minAcceptableScore,
      chapters: updateActivity(s.chapters, activityId, (activity) => ({
        ...activity,
        status: { status: 'Done', progress: result.progress, points: result.points },
      })),
    }));
    setSaving(activityId, undefined);
  }

  async function deliver(mark: PendingMark): Promise<void> {
    if (inFlight.has(mark.activityId) || disposed) return;
    inFlight.add(mark.activityId);
    const handle = retryHandles.get(mark.activityId);
    if (handle !== undefined) {
      timers.clearTimeout(handle);
      retryHandles.delete(mark.activityId);
    }
    setSaving(mark.activityId, state.saving[key(mark.activityId)] === 'not-saved' ? 'not-saved' : 'sending');
    let result: ApiResult<MarkResult>;
    try {
      result =
        mark.call === 'assignment'
          ? await backend.markAssignment({
              courseId,
              assignmentId: mark.activityId,
              answerIds: mark.answerIds,
            })
          : await backend.markInfoSlideDone({
              courseId,
              teachingActivityId: mark.activityId,
              answerIds: mark.answerIds,
            });
    } catch (error) {
      result = { kind: 'connection-error', error: String(error) };
    }
    inFlight.delete(mark.activityId);
    if (disposed) return;
    if (result.kind === 'loaded') {
      acknowledge(mark.activityId, result.value);
      return;
    }
    if (isApiError(result)) {
      // No answer or a server failure: keep the answer, show 'not yet saved', try again later.
      const attempt = (attempts.get(mark.activityId) ?? 0) + 1;
      attempts.set(mark.activityId, attempt);
      setSaving(mark.activityId, 'not-saved');
      retryHandles.set(
        mark.activityId,
        timers.setTimeout(() => {
          retryHandles.delete(mark.activityId);
          const pending = outbox().find((m) => m.activityId === mark.activityId);
          if (pending) void deliver(pending);
        }, retryDelay(attempt)),
      );
      return;
    }
    // 401/403 or another refusal is not transient (spec 3 §6, §8): stop retrying, say so.
    removeFromOutbox(mark.activityId);
    setSaving(mark.activityId, 'failed');
  }

  function markLocally(
    activityId: number,
    call: PendingMark['call'],
    answerIds: readonly number[],
    points: number,
  ) {
    const id = runId();
    if (id === undefined) return;
    set((s) => ({
      chapters: updateActivity(s.chapters, activityId, (activity) => ({
        ...activity,
        status: { ...activity.status, status: 'Done', points },
        chosenAnswerIds: [...answerIds],
      })),
    }));
    const mark: PendingMark = { runId: id, activityId, call, answerIds: [...answerIds], points };
    putInOutbox(mark);
    // Marked: the answer is in the outbox now, the unchecked selection is no longer needed.
    writeSelectionDraft(local, courseId, id, activityId, []);
    void deliver(mark);
  }

  // ------------------------------------------------------------------ loading

  async function ensureContent(activityId: number): Promise<void> {
    const current = state.contents[key(activityId)];
    if (current && current.kind !== 'failed' && current.kind !== 'connection-error') {
      if (current.kind === 'loaded') maybeMarkInfoSlide(activityId);
      return;
    }
    set((s) => ({ contents: { ...s.contents, [key(activityId)]: loading } }));
    const result = await backend.teachingActivityWithContent(activityId);
    set((s) => ({ contents: { ...s.contents, [key(activityId)]: result } }));
    if (result.kind === 'loaded') maybeMarkInfoSlide(activityId);
  }

  async function ensureAnswers(activityId: number, kind: QuestionKind): Promise<void> {
    const current = state.answers[key(activityId)];
    if (current && current.kind !== 'failed' && current.kind !== 'connection-error') return;
    const id = runId();
    if (id === undefined && !state.editing) return;
    set((s) => ({ answers: { ...s.answers, [key(activityId)]: loading } }));
    const result =
      kind === 'FlipCardMultipleChoiceQuestion'
        ? await backend.flipCardAnswers(activityId)
        : kind === 'InfoSlideMultipleChoiceQuestion'
          ? await backend.infoSlideAnswers(activityId)
          : await backend.statementAnswers(activityId);
    // An editor sees the answers in their stored order, so 'Antwoord 2' is the same answer every time.
    const ordered: AsyncResult<readonly Answer[]> =
      result.kind === 'loaded'
        ? {
            kind: 'loaded',
            value:
              id === undefined
                ? [...result.value].sort((a, b) => a.itemOrderNumber - b.itemOrderNumber)
                : orderAnswers(kind, result.value, answerSeed(id, activityId)),
          }
        : result;
    set((s) => ({ answers: { ...s.answers, [key(activityId)]: ordered } }));
    if (ordered.kind === 'loaded') keepRestoredSelectionValid(activityId, ordered.value);
  }

  /**
   * A selection restored after a reload was made against the answers of that moment: keep only
   * ids that still exist, at most as many as there are correct answers (spec 3 §4 drag and flip
   * rules), so the check button's rule holds.
   */
  function keepRestoredSelectionValid(activityId: number, answers: readonly Answer[]): void {
    const current = state.selections[key(activityId)];
    if (!current || current.length === 0) return;
    const limit = answers.filter((a) => a.isCorrect).length;
    const valid = current.filter((id) => answers.some((a) => a.id === id)).slice(0, limit);
    if (valid.length !== current.length) setSelection(activityId, valid);
  }

  /**
   * An info slide is marked done automatically when shown; its points count (spec 3 §4). Content
   * is only loaded when a slide is entered, so this also holds when the learner already pressed
   * Next before the content arrived: otherwise a quick learner (or a slow network) would lose the
   * slide's point and leave it NotDone.
   */
  function maybeMarkInfoSlide(activityId: number): void {
    const located = findActivity(state.chapters, activityId);
    if (located?.activity.kind !== 'InfoSlide') return;
    if (located.activity.status.status === 'Done') return;
    const content = state.contents[key(activityId)];
    const points = content?.kind === 'loaded' ? content.value.maxScore : 0;
    markLocally(activityId, 'infoSlide', [], points);
  }

  async function ensureSummary(): Promise<void> {
    if (state.summary.kind === 'unloaded' || state.summary.kind === 'failed') {
      set({ summary: loading });
      const summary = await backend.summaryPage(courseId);
      set({ summary });
    }
    // The editor's view has no result and no certificate flow (issue 26).
    if (state.editing) return;
    if (state.result.kind === 'unloaded' || state.result.kind === 'failed') {
      set({ result: loading });
      const result = await backend.completeCourse(courseId);
      set({ result });
      if (result.kind === 'loaded') {
        const minimum = result.value.minAcceptableScore;
        if (minimum !== undefined) {
          // Spec 1 §3: session storage holds the minimum acceptable score for the result page.
          writeJson(session, playerSessionKeys.minAcceptableScore, minimum);
          set({ minAcceptableScore: minimum });
        }
        if (!completeTracked) {
          completeTracked = true;
          track({ event: 'training_complete', training_name: trainingName });
        }
      }
    }
  }

  // ------------------------------------------------------------------ navigation

  function enter(position: Position): void {
    const located = findActivity(state.chapters, position.activityId);
    if (!located) return;
    const { activity } = located;
    const view = position.view === 'feedback' && isQuestionKind(activity.kind) ? 'feedback' : 'question';
    set({ position: { activityId: activity.id, view }, infoModalOpen: false });
    const id = runId();
    if (id !== undefined)
      writeJson(session, positionKey(courseId), { runId: id, activityId: activity.id, view });

    if (typeof activity.id === 'number') {
      track({ event: 'training_process', training_name: trainingName, ...placeOf(activity.id) });
      void ensureContent(activity.id);
      if (isQuestionKind(activity.kind)) void ensureAnswers(activity.id, activity.kind);
      return;
    }
    if (activity.contentId !== undefined) void ensureContent(activity.contentId);
    if (activity.id === SUMMARY_PAGE_ID && !state.editing) {
      // The summary page becomes Done automatically when shown (spec 3 §4); the result page
      // needs the remembered course id (spec 1 §2).
      set((s) => ({
        chapters: updateActivity(s.chapters, SUMMARY_PAGE_ID, (a) => ({
          ...a,
          status: { ...a.status, status: 'Done' },
        })),
      }));
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
      track({ event: 'training_result_page', training_name: trainingName });
    }
    void ensureSummary();
  }

  function cancelAutoAdvance(): void {
    if (autoAdvance !== undefined) timers.clearTimeout(autoAdvance);
    autoAdvance = undefined;
    if (state.locked) set({ locked: false });
  }

  function goTo(position: Position): void {
    cancelAutoAdvance();
    set({ certificatePage: false });
    enter(position);
  }

  function next(): void {
    const position = state.position;
    if (!position) return;
    if (state.editing) {
      const target = editorNeighbours(state.chapters, position).next;
      if (target) goTo(target);
      return;
    }
    const availability = navigationAvailability({
      chapters: state.chapters,
      position,
      answersLoaded: state.answers[key(position.activityId)]?.kind === 'loaded',
      locked: false,
      debug: deps.debug ?? false,
    });
    if (availability.nextLocked) return;
    const target = nextPosition(state.chapters, position);
    if (target) goTo(target);
  }

  function previous(): void {
    const position = state.position;
    if (!position) return;
    if (state.editing) {
      const target = editorNeighbours(state.chapters, position).previous;
      if (target) goTo(target);
      return;
    }
    // Hidden on locked pages (spec 3 §4): a late click on the button that just went away does nothing.
    const availability = navigationAvailability({
      chapters: state.chapters,
      position,
      answersLoaded: true,
      locked: state.locked,
      debug: deps.debug ?? false,
    });
    if (!availability.showPrevious) return;
    const target = previousPosition(state.chapters, position);
    if (target) goTo(target);
  }

  function questionOf(activityId: number): { activity: PlayerActivity; kind: QuestionKind } | undefined {
    const located = findActivity(state.chapters, activityId);
    if (!located || !isQuestionKind(located.activity.kind)) return undefined;
    return { activity: located.activity, kind: located.activity.kind };
  }

  function shouldDrag(activityId: number): boolean {
    const content = state.contents[key(activityId)];
    return content?.kind === 'loaded' && content.value.activity.shouldDragAnswer;
  }

  function setSelection(activityId: number, selection: readonly number[]): void {
    set((s) => ({ selections: { ...s.selections, [key(activityId)]: selection } }));
    // Kept with the outbox until checked, so a reload finds the placed items and chosen cards.
    const id = runId();
    const located = findActivity(state.chapters, activityId);
    if (id !== undefined && located?.activity.status.status !== 'Done')
      writeSelectionDraft(local, courseId, id, activityId, selection);
  }

  function submit(activityId: number, kind: QuestionKind, selection: readonly number[]): boolean {
    const answers = loadedAnswers(state, activityId);
    const ids = answerIdsToSend(kind, selection, answers);
    if (!ids) return false;
    const result = feedbackResult(kind, answers, ids, shouldDrag(activityId));
    markLocally(activityId, 'assignment', ids, result.earned);
    return true;
  }

  function choose(activityId: number, answerId: number): void {
    const question = questionOf(activityId);
    if (!question || question.activity.status.status === 'Done') return;
    if (question.kind === 'FlipCardMultipleChoiceQuestion') return;
    setSelection(activityId, [answerId]);
    // An editor may try an answer: it is shown chosen, never marked, and the player stays.
    if (state.editing) return;
    if (!submit(activityId, question.kind, [answerId])) return;
    // Auto-advance after 200 ms for the click and statement kinds (spec 3 §4).
    const position = state.position;
    if (position && nextPosition(state.chapters, position)) {
      set({ locked: true });
      autoAdvance = timers.setTimeout(() => {
        autoAdvance = undefined;
        set({ locked: false });
        if (state.position?.activityId === activityId) next();
      }, AUTO_ADVANCE_MS);
    }
  }

  function limitOf(activityId: number): number {
    return loadedAnswers(state, activityId).filter((a) => a.isCorrect).length;
  }

  function toggleCard(activityId: number, answerId: number): void {
    const question = questionOf(activityId);
    if (!question) return;
    const done = question.activity.status.status === 'Done';
    const current = state.selections[key(activityId)] ?? [];
    setSelection(activityId, toggleLimited(current, answerId, limitOf(activityId), done));
  }

  function moveToBox(activityId: number, answerId: number): void {
    const question = questionOf(activityId);
    if (!question) return;
    const done = question.activity.status.status === 'Done';
    const current = state.selections[key(activityId)] ?? [];
    setSelection(activityId, dropInBox(current, answerId, limitOf(activityId), done));
  }

  function moveToPool(activityId: number, answerId: number): void {
    const question = questionOf(activityId);
    if (!question) return;
    const done = question.activity.status.status === 'Done';
    const current = state.selections[key(activityId)] ?? [];
    setSelection(activityId, dropInPool(current, answerId, done));
  }

  function check(activityId: number): void {
    const question = questionOf(activityId);
    if (!question) return;
    const done = question.activity.status.status === 'Done';
    const selection = state.selections[key(activityId)] ?? [];
    if (!canCheck(selection, limitOf(activityId), done) || state.editing) return;
    submit(activityId, question.kind, selection);
  }

  function flipCard(activityId: number, answerId: number): void {
    const question = questionOf(activityId);
    if (question?.activity.status.status !== 'Done') return;
    set((s) => {
      const current = s.expanded[key(activityId)] ?? [];
      const expanded = current.includes(answerId)
        ? current.filter((id) => id !== answerId)
        : [...current, answerId];
      return { expanded: { ...s.expanded, [key(activityId)]: expanded } };
    });
  }

  // ------------------------------------------------------------------ start

  /** The certificate this tab made for `id` (spec 1 §3 session storage), if any. */
  function certificateOf(id: string): string | undefined {
    try {
      if (session.getItem(playerSessionKeys.trainingResultRunId) !== id) return undefined;
      return session.getItem(playerSessionKeys.certificateId) ?? undefined;
    } catch {
      return undefined;
    }
  }

  function openCertificateForm(): void {
    set({ certificatePage: true });
    const id = runId();
    const position = state.position;
    // A reload of the certificate form page shows it again (issue 21).
    if (id !== undefined && position)
      writeJson(session, positionKey(courseId), { runId: id, ...position, certificate: true });
    const content = state.ending.CertificateFormPage;
    if (content !== undefined) void ensureContent(content);
  }

  function storedPosition(): Record<string, unknown> | undefined {
    const stored = readJson(session, positionKey(courseId));
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : undefined;
  }

  function restoredPosition(chapters: readonly PlayerChapter[], id: string): Position | undefined {
    const stored = storedPosition();
    if (!stored) return undefined;
    const { runId: storedRun, activityId, view } = stored;
    if (storedRun !== id) return undefined;
    if (typeof activityId !== 'number' && typeof activityId !== 'string') return undefined;
    const located = flattenActivities(chapters).find(({ activity }) => activity.id === activityId);
    if (!located) return undefined;
    const done = located.activity.status.status === 'Done';
    return { activityId: located.activity.id, view: view === 'feedback' && done ? 'feedback' : 'question' };
  }

  /**
   * The unchecked selections of this run kept across a reload, for questions still NotDone; the
   * drafts of answered questions (or of another run) are forgotten.
   */
  function restoredSelections(
    chapters: readonly PlayerChapter[],
    id: string,
  ): Record<string, readonly number[]> {
    const restored: Record<string, readonly number[]> = {};
    for (const [activityId, selection] of Object.entries(readSelectionDrafts(local, courseId, id))) {
      const located = findActivity(chapters, Number(activityId));
      if (located && isQuestionKind(located.activity.kind) && located.activity.status.status !== 'Done')
        restored[activityId] = selection;
      else writeSelectionDraft(local, courseId, id, Number(activityId), []);
    }
    return restored;
  }

  async function start(): Promise<void> {
    // Opened for an editor: stays the editor's view (a retry or a remount).
    if (state.editing) return edit();
    const resumed = disposed;
    disposed = false;
    // Idempotent: a second mount (React StrictMode) reuses the run and re-sends what is pending.
    if (state.run.kind === 'loading') return;
    if (state.run.kind === 'loaded') {
      if (resumed) for (const mark of outbox()) void deliver(mark);
      return;
    }
    await open(deps.restart === true);
  }

  async function restart(): Promise<void> {
    if (state.run.kind === 'loading' || state.editing) return;
    cancelAutoAdvance();
    completeTracked = false;
    set(noRun());
    await open(true);
  }

  async function edit(): Promise<void> {
    disposed = false;
    if (state.editing && (state.run.kind === 'loading' || state.run.kind === 'loaded')) return;
    cancelAutoAdvance();
    set({ ...noRun(), editing: true, run: loading });
    const result = await backend.startRun(courseId, { preview: true });
    if (disposed) return;
    if (result.kind !== 'loaded') {
      set({ run: result });
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
    set({
      run: { kind: 'loaded', value: { runId: result.value.runId, isNewRun: false } },
      chapters,
      ending: endingContent(result.value.chapters),
    });
    enter({ activityId: selectCurrentActivity(chapters) ?? SUMMARY_PAGE_ID, view: 'question' });
  }

  async function open(again: boolean): Promise<void> {
    set({ run: loading });
    const result = await backend.startRun(courseId, again ? { restart: true } : undefined);
    if (disposed) return;
    if (result.kind !== 'loaded') {
      set({ run: result });
      return;
    }
    const run = result.value;
    let chapters = buildPlayerChapters(run.chapters);
    // Answers not yet acknowledged stay Done with their answers (never lost), then are re-sent.
    const pending = outbox();
    const mine = pending.filter((mark) => mark.runId === run.runId);
    if (mine.length !== pending.length) writeOutbox(local, courseId, mine);
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
    set({
      run: { kind: 'loaded', value: { runId: run.runId, isNewRun: run.isNewRun } },
      chapters,
      selections: restoredSelections(chapters, run.runId),
      ending: endingContent(run.chapters),
      certificateId: certificateOf(run.runId),
    });
    if (run.isNewRun) {
      track({ event: 'virtual_page_view', page_path: TRAINING_STARTED_PATH });
      track({ event: 'training_start', training_name: trainingName });
    }
    const position = restoredPosition(chapters, run.runId);
    const selected = position ?? {
      activityId: selectCurrentActivity(chapters) ?? SUMMARY_PAGE_ID,
      view: 'question',
    };
    // Read before entering: entering writes the position anew.
    const onCertificatePage =
      position !== undefined &&
      isSummaryActivity(position.activityId) &&
      storedPosition()?.certificate === true;
    enter(selected);
    if (onCertificatePage) openCertificateForm();
    for (const mark of mine) {
      setSaving(mark.activityId, 'not-saved');
      void deliver(mark);
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    restart,
    edit,
    goTo,
    next,
    previous,
    choose,
    toggleCard,
    moveToBox,
    moveToPool,
    check,
    flipCard,
    openCertificateForm,
    setInfoModalOpen: (open) => set({ infoModalOpen: open }),
    retryNow() {
      if (state.editing) return;
      for (const mark of outbox()) void deliver(mark);
    },
    dispose() {
      disposed = true;
      if (autoAdvance !== undefined) timers.clearTimeout(autoAdvance);
      for (const handle of retryHandles.values()) timers.clearTimeout(handle);
      retryHandles.clear();
    },
  };
}
