import { loading } from '@dementie/api-client';
import {
  buildPlayerChapters,
  endingContent,
  isSummaryActivity,
  type Position,
  SUMMARY_PAGE_ID,
  selectCurrentActivity,
  updateActivity,
} from '../domain/course';
import { noRun } from '../domain/player-machine';
import type { AnswerOutbox } from './answer-outbox';
import { noRunContent } from './player-state';
import { certificateOf, restoredPosition, restoredSelections, storedPosition } from './run-restore';
import type { RunTracking } from './run-tracking';
import type { StoreContext } from './store-context';

/** Opening a run: the learner's (first, resumed or a second attempt) or the editor's preview. */
export interface RunOpening {
  start(): Promise<void>;
  restart(): Promise<void>;
  edit(): Promise<void>;
}

/** What opening a run does with the rest of the store. */
export interface RunOpeningParts {
  readonly outbox: AnswerOutbox;
  readonly tracking: RunTracking;
  /** Shows a page (the store's `enter`). */
  enter(position: Position): void;
  openCertificateForm(): void;
  cancelAutoAdvance(): void;
  retryNow(): void;
}

/** Starts, resumes, restarts and previews runs (spec 3 §7 start of a run, decision 0026, spec 3 §6). */
export function createRunOpening(context: StoreContext, parts: RunOpeningParts): RunOpening {
  const { backend, courseId, session, local, deps, state, set, dispatch } = context;
  const { outbox, tracking } = parts;

  /** Forgets everything of the run shown so far: the machine's part and the loaded content. */
  function requestRun(editing: boolean): void {
    dispatch({ type: 'run requested', editing });
    set(noRunContent);
  }

  async function start(): Promise<void> {
    // Opened for an editor: stays the editor's view (a retry or a remount).
    if (state().editing) return edit();
    const resumed = context.disposed;
    context.disposed = false;
    outbox.resume();
    // Idempotent: a second mount (React StrictMode) reuses the run and re-sends what is pending.
    if (state().run.kind === 'loading') return;
    if (state().run.kind === 'loaded') {
      if (resumed) parts.retryNow();
      return;
    }
    await open(deps.restart === true);
  }

  async function restart(): Promise<void> {
    if (state().run.kind === 'loading' || state().editing) return;
    parts.cancelAutoAdvance();
    set({ ...noRun, ...noRunContent });
    await open(true);
  }

  async function edit(): Promise<void> {
    context.disposed = false;
    outbox.resume();
    const { editing, run } = state();
    if (editing && (run.kind === 'loading' || run.kind === 'loaded')) return;
    parts.cancelAutoAdvance();
    requestRun(true);
    const result = await backend.startRun(courseId, { preview: true });
    if (context.disposed) return;
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
    parts.enter({ activityId: selectCurrentActivity(chapters) ?? SUMMARY_PAGE_ID, view: 'question' });
  }

  async function open(again: boolean): Promise<void> {
    set({ run: loading });
    const result = await backend.startRun(courseId, again ? { restart: true } : undefined);
    if (context.disposed) return;
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
    tracking.opened(run.runId, run.isNewRun);
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
    parts.enter(selected);
    if (onCertificatePage) parts.openCertificateForm();
    for (const mark of mine) outbox.resend(mark);
  }

  return { start, restart, edit };
}
