import type { Answer } from '@dementie/api-client';
import { type ActivityKind, SELECT_GESTURE } from '../activity-kinds/kind';
import { findActivity, isQuestionKind, type PlayerActivity } from '../domain/course';
import { nextPosition } from '../domain/navigation';
import { writeSelectionDraft } from '../domain/storage';
import type { AnswerOutbox } from './answer-outbox';
import { key, loadedAnswers } from './player-state';
import type { StoreContext } from './store-context';

/** Auto-advance delay after a click or statement answer (spec 3 §4, §9). */
export const AUTO_ADVANCE_MS = 200;

/** The learner's answering: gestures on answers, the check button, marking and the auto-advance. */
export interface Answering {
  /** A gesture of the question's kind on an answer (`select` unless named); see `PlayerStore.select`. */
  select(activityId: number, answerId: number, gesture?: string): void;
  check(activityId: number): void;
  /** Marks a question or slide Done here and sends the answer through the outbox. */
  markLocally(
    activityId: number,
    call: 'assignment' | 'infoSlide',
    answerIds: readonly number[],
    points: number,
  ): void;
  /** A selection restored after a reload was made against the answers of that moment. */
  keepRestoredSelectionValid(activityId: number, kind: ActivityKind, answers: readonly Answer[]): void;
  cancelAutoAdvance(): void;
  /** Stops a pending auto-advance without telling the machine (the store is going away). */
  dispose(): void;
}

/** `next` is the store's Next, which the auto-advance presses. */
export function createAnswering(context: StoreContext, outbox: AnswerOutbox, next: () => void): Answering {
  const { local, courseId, timers, state, dispatch } = context;
  let autoAdvance: unknown;

  function markLocally(
    activityId: number,
    call: 'assignment' | 'infoSlide',
    answerIds: readonly number[],
    points: number,
  ): void {
    const id = context.runId();
    if (id === undefined) return;
    dispatch({ type: 'marked', activityId, answerIds, points });
    // Marked: the answer goes to the outbox, the unchecked selection is no longer needed.
    writeSelectionDraft(local, courseId, id, activityId, []);
    outbox.send({ runId: id, activityId, call, answerIds: [...answerIds], points });
  }

  function setSelection(activityId: number, selection: readonly number[]): void {
    dispatch({ type: 'selected', activityId, selection });
    // Kept with the outbox until checked, so a reload finds the placed items and chosen cards.
    const id = context.runId();
    const located = findActivity(state().chapters, activityId);
    if (id !== undefined && located?.activity.status.status !== 'Done')
      writeSelectionDraft(local, courseId, id, activityId, selection);
  }

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

  /** A question with its kind, if `activityId` is one. */
  function questionOf(activityId: number): { activity: PlayerActivity; kind: ActivityKind } | undefined {
    const located = findActivity(state().chapters, activityId);
    if (!located || !isQuestionKind(located.activity.kind)) return undefined;
    const kind = context.kindOf(located.activity);
    return kind ? { activity: located.activity, kind } : undefined;
  }

  function submit(activityId: number, kind: ActivityKind, selection: readonly number[]): boolean {
    const answers = loadedAnswers(state(), activityId);
    const ids = kind.answerIdsToSend(selection, answers);
    if (!ids) return false;
    markLocally(activityId, 'assignment', ids, kind.result(answers, ids).earned);
    return true;
  }

  /** A single choice is marked at once, then the player moves on (spec 3 §4). */
  function pick(activityId: number, kind: ActivityKind, selection: readonly number[]): void {
    setSelection(activityId, selection);
    // An editor may try an answer: it is shown chosen, never marked, and the player stays.
    if (state().editing) return;
    if (!submit(activityId, kind, selection)) return;
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

  function select(activityId: number, answerId: number, gesture = SELECT_GESTURE): void {
    const question = questionOf(activityId);
    const change = question?.kind.gestures[gesture];
    if (!question || !change) return;
    const done = question.activity.status.status === 'Done';
    // A single choice is locked once Done (spec 3 §4).
    if (question.kind.answering === 'pick-one' && done) return;
    const id = key(activityId);
    const before = { selected: state().selections[id] ?? [], expanded: state().expanded[id] ?? [] };
    const after = change(before, { answerId, answers: loadedAnswers(state(), activityId), done });
    if (question.kind.answering === 'pick-one') {
      pick(activityId, question.kind, after.selected ?? before.selected);
      return;
    }
    if (after.selected) setSelection(activityId, after.selected);
    if (after.expanded) dispatch({ type: 'expanded', activityId, expanded: after.expanded });
  }

  function check(activityId: number): void {
    const question = questionOf(activityId);
    if (!question) return;
    const done = question.activity.status.status === 'Done';
    const selection = state().selections[key(activityId)] ?? [];
    if (!question.kind.canCheck(selection, loadedAnswers(state(), activityId), done) || state().editing)
      return;
    submit(activityId, question.kind, selection);
  }

  return {
    select,
    check,
    markLocally,
    keepRestoredSelectionValid,
    cancelAutoAdvance() {
      if (autoAdvance !== undefined) timers.clearTimeout(autoAdvance);
      autoAdvance = undefined;
      dispatch({ type: 'auto-advance ended' });
    },
    dispose() {
      if (autoAdvance !== undefined) timers.clearTimeout(autoAdvance);
    },
  };
}
