import { type ApiResult, isApiError, type MarkResult } from '@dementie/api-client';
import {
  type KeyValueStorage,
  type PendingMark,
  readOutbox,
  retryDelay,
  writeOutbox,
} from '../domain/storage';
import type { TrainingBackend } from './backend';

/** How an answer's delivery stands. */
export type SaveState = 'sending' | 'not-saved' | 'failed';

/** Timers, injectable so tests use fake ones. */
export interface PlayerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What {@link createAnswerOutbox} needs. */
export interface AnswerOutboxDeps {
  readonly backend: TrainingBackend;
  readonly courseId: number;
  /** Where answers wait until the server has them (local storage: they survive a reload). */
  readonly storage: KeyValueStorage;
  readonly timers: PlayerTimers;
  /** The save states shown to the learner, by activity id. */
  readonly getSaving: () => Readonly<Record<string, SaveState>>;
  readonly setSaving: (saving: Readonly<Record<string, SaveState>>) => void;
  /** The server has the answer: its progress and points, and the MinAcceptableScore it gave. */
  readonly onAcknowledged: (activityId: number, result: MarkResult) => void;
}

/** The answers not yet acknowledged, and their delivery. */
export interface AnswerOutbox {
  /** Every answer waiting, of any run. */
  pending(): PendingMark[];
  /** Forgets the answers of other runs; returns the ones of `runId`. */
  keepRun(runId: string): PendingMark[];
  /** Keeps the answer (never lost, even on a reload) and sends it. */
  send(mark: PendingMark): void;
  /** Sends one waiting answer again, shown as not yet saved meanwhile. */
  resend(mark: PendingMark): void;
  /** Sends every waiting answer now. */
  retryAll(): void;
  /** Takes up work again after {@link dispose}. */
  resume(): void;
  /** Stops retries; answers in flight are not acted on when they return. */
  dispose(): void;
}

/**
 * The answer outbox: marks wait in storage until the server acknowledges them; no answer or a
 * server failure is retried after {@link retryDelay}; a refusal is not.
 */
export function createAnswerOutbox(deps: AnswerOutboxDeps): AnswerOutbox {
  const { backend, courseId, storage, timers } = deps;
  const retryHandles = new Map<number, unknown>();
  const attempts = new Map<number, number>();
  const inFlight = new Set<number>();
  let disposed = false;

  const pending = () => readOutbox(storage, courseId);

  function remove(activityId: number): void {
    writeOutbox(
      storage,
      courseId,
      pending().filter((m) => m.activityId !== activityId),
    );
  }

  function setSaving(activityId: number, value: SaveState | undefined): void {
    const saving = { ...deps.getSaving() };
    if (value === undefined) delete saving[String(activityId)];
    else saving[String(activityId)] = value;
    deps.setSaving(saving);
  }

  async function deliver(mark: PendingMark): Promise<void> {
    if (inFlight.has(mark.activityId) || disposed) return;
    inFlight.add(mark.activityId);
    const handle = retryHandles.get(mark.activityId);
    if (handle !== undefined) {
      timers.clearTimeout(handle);
      retryHandles.delete(mark.activityId);
    }
    setSaving(
      mark.activityId,
      deps.getSaving()[String(mark.activityId)] === 'not-saved' ? 'not-saved' : 'sending',
    );
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
      remove(mark.activityId);
      attempts.delete(mark.activityId);
      deps.onAcknowledged(mark.activityId, result.value);
      setSaving(mark.activityId, undefined);
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
          const waiting = pending().find((m) => m.activityId === mark.activityId);
          if (waiting) void deliver(waiting);
        }, retryDelay(attempt)),
      );
      return;
    }
    // 401/403 or another refusal is not transient (spec 3 §6, §8): stop retrying, say so.
    remove(mark.activityId);
    setSaving(mark.activityId, 'failed');
  }

  return {
    pending,
    keepRun(runId) {
      const all = pending();
      const mine = all.filter((mark) => mark.runId === runId);
      if (mine.length !== all.length) writeOutbox(storage, courseId, mine);
      return mine;
    },
    send(mark) {
      writeOutbox(storage, courseId, [...pending().filter((m) => m.activityId !== mark.activityId), mark]);
      void deliver(mark);
    },
    resend(mark) {
      setSaving(mark.activityId, 'not-saved');
      void deliver(mark);
    },
    retryAll() {
      for (const mark of pending()) void deliver(mark);
    },
    resume() {
      disposed = false;
    },
    dispose() {
      disposed = true;
      for (const handle of retryHandles.values()) timers.clearTimeout(handle);
      retryHandles.clear();
    },
  };
}
