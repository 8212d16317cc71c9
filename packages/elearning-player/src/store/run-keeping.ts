import type { PlayerActivity, Position } from '../domain/course';
import { playerSessionKeys, positionKey, writeJson } from '../domain/storage';
import type { StoreContext } from './store-context';

/*
 * What the player keeps of the run shown in session storage as the learner moves (spec 1 §2, §3;
 * spec 3 §4): the page, so a reload opens it again, and what the result page and the certificate
 * flow read. `run-restore.ts` reads it back when a run opens.
 */

/** Keeps the page entered; an editor's browsing is no run, so nothing is kept for it. */
export function keepPosition(context: StoreContext, activity: PlayerActivity): void {
  const id = context.runId();
  const view = context.state().position?.view ?? 'question';
  if (id !== undefined)
    writeJson(context.session, positionKey(context.courseId), { runId: id, activityId: activity.id, view });
}

/** A reload of the certificate form page shows it again. */
export function keepCertificatePage(context: StoreContext, position: Position | undefined): void {
  const id = context.runId();
  if (id !== undefined && position)
    writeJson(context.session, positionKey(context.courseId), { runId: id, ...position, certificate: true });
}

/**
 * The summary page was shown (the machine made it Done): the result page needs the remembered
 * course id (spec 1 §2) and the run it belongs to, and the certificate this tab made for that run.
 */
export function keepFinishedRun(context: StoreContext): void {
  const { session, courseId } = context;
  writeJson(session, playerSessionKeys.trainingResultCourseId, courseId);
  const finishedRun = context.runId();
  if (!finishedRun) return;
  // Plain text, as the result page reads it. Another run forgets an older run's certificate
  // id (it stays in 'my certificates'); the same run, reopened, keeps its certificate.
  try {
    if (session.getItem(playerSessionKeys.trainingResultRunId) !== finishedRun) {
      session.removeItem(playerSessionKeys.certificateId);
    }
    session.setItem(playerSessionKeys.trainingResultRunId, finishedRun);
    context.set({ certificateId: session.getItem(playerSessionKeys.certificateId) ?? undefined });
  } catch {
    // Blocked storage: the result page then shows not-found, as the spec says.
  }
}
