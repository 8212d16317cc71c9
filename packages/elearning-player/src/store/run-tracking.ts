import { TRAINING_PAGE_KIND, trackingRecord } from '@dementie/api-client';
import { TRAINING_STARTED_PATH } from '../domain/links';
import { readSentEvents, writeSentEvents } from '../domain/storage';
import type { PlayerTrackingEvent } from '../domain/tracking';
import type { StoreContext } from './store-context';

/** The training events of a run (spec 3 §7), each sent once. */
export interface RunTracking {
  /** Takes up the events already sent for a run (after a reload) and sends its start if it is new. */
  opened(runId: string, isNewRun: boolean): void;
  /** One event per step: its question and its feedback page are one step. */
  step(activityId: number): void;
  /** The completion and the result page, once the result is there. */
  ending(): void;
}

/**
 * An event that happens once in a run (spec 3 §7): the start, each step, the completion and the
 * result page. Remembered with the run in local storage, so a reload, Previous, or the feedback
 * page of the same question sends it no second time. A host that answers `false` did not send it
 * (no consent yet): then it is not remembered, and nothing is stored for it. An editor's browsing
 * has no run, so it is no learner's progress: no training events for it.
 */
export function createRunTracking(context: StoreContext): RunTracking {
  const { deps, local, courseId, trainingName } = context;
  /** The once-per-run events the host took for the run shown (kept in local storage too). */
  let sent = new Set<string>();

  function trackOnce(key: string, event: PlayerTrackingEvent): void {
    const id = context.runId();
    if (id === undefined || sent.has(key) || !deps.track) return;
    if (deps.track(event) === false) return;
    sent.add(key);
    writeSentEvents(local, courseId, id, [...sent]);
  }

  function placeOf(activityId: number): { step: number; sub_step: number } {
    const { chapters } = context.state();
    const chapterIndex = chapters.findIndex((c) => c.activities?.some((a) => a.id === activityId));
    const chapter = chapters[chapterIndex];
    const activityIndex = chapter?.activities?.findIndex((a) => a.id === activityId) ?? -1;
    return { step: chapterIndex + 1, sub_step: activityIndex + 1 };
  }

  return {
    opened(runId, isNewRun) {
      sent = new Set(readSentEvents(local, courseId, runId));
      if (!isNewRun) return;
      trackOnce('training-gestart', { event: 'virtual_page_view', page_path: TRAINING_STARTED_PATH });
      trackOnce('training_start', { event: 'training_start', training_name: trainingName });
    },
    step(activityId) {
      trackOnce(`training_process:${activityId}`, {
        event: 'training_process',
        training_name: trainingName,
        ...placeOf(activityId),
        ...trackingRecord({ pageKind: TRAINING_PAGE_KIND, trainingsId: courseId, questionId: activityId }),
      });
    },
    // Spec 3 §7 lists training_complete before training_result_page: the result is there, then shown.
    ending() {
      if (context.state().result.kind !== 'loaded') return;
      trackOnce('training_complete', { event: 'training_complete', training_name: trainingName });
      trackOnce('training_result_page', { event: 'training_result_page', training_name: trainingName });
    },
  };
}
