import {
  findActivity,
  flattenActivities,
  isQuestionKind,
  type PlayerChapter,
  type Position,
} from '../domain/course';
import {
  type KeyValueStorage,
  playerSessionKeys,
  positionKey,
  readJson,
  readSelectionDrafts,
  writeSelectionDraft,
} from '../domain/storage';

/*
 * What a reload brings back of a run from storage (spec 1 §3, spec 3 §4): the page, the unchecked
 * selections and the certificate this tab made. Read once when the run opens.
 */

/** The certificate this tab made for `id` (spec 1 §3 session storage), if any. */
export function certificateOf(session: KeyValueStorage, id: string): string | undefined {
  try {
    if (session.getItem(playerSessionKeys.trainingResultRunId) !== id) return undefined;
    return session.getItem(playerSessionKeys.certificateId) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The position kept for this course in session storage, as stored. */
export function storedPosition(
  session: KeyValueStorage,
  courseId: number,
): Record<string, unknown> | undefined {
  const stored = readJson(session, positionKey(courseId));
  return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : undefined;
}

export function restoredPosition(
  session: KeyValueStorage,
  courseId: number,
  chapters: readonly PlayerChapter[],
  id: string,
): Position | undefined {
  const stored = storedPosition(session, courseId);
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
export function restoredSelections(
  local: KeyValueStorage,
  courseId: number,
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
