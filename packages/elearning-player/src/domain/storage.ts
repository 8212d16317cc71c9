import { trainingResultSessionKeys } from '@dementie/api-client';
/** The part of the Web Storage API the player uses; inject a fake in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Session storage keys shared with the site's result page (spec 1 §3: session storage holds the
 * training result course id, the certificate id and the minimum acceptable score). The site and
 * the certificate form read and write the same keys.
 */
export const playerSessionKeys = {
  /** The course whose result the result page shows (spec 1 §2: needed, else not found). */
  trainingResultCourseId: trainingResultSessionKeys.courseId,
  /** The run the certificate form asks a certificate for (CreateCertificate needs it). */
  trainingResultRunId: trainingResultSessionKeys.runId,
  /** Set by the certificate form; the result page then redirects to /jouw-resultaat/{id}. */
  certificateId: trainingResultSessionKeys.certificateId,
  /** MinAcceptableScore of the last MarkAssignment answer (spec 3 §7). */
  minAcceptableScore: trainingResultSessionKeys.minAcceptableScore,
} as const;

/** Local storage key of the answers not yet acknowledged by the server, per course. */
export function outboxKey(courseId: number): string {
  return `dementie.player.outbox.${courseId}`;
}

/** Session storage key of the page the learner is on, per course (a reload resumes there). */
export function positionKey(courseId: number): string {
  return `dementie.player.position.${courseId}`;
}

/** A storage that forgets everything: used on the server and when storage is blocked. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/** Reads JSON, or undefined when missing or unreadable. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Writes JSON; a full or blocked storage is ignored (the answer is still in memory). */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: keep going with what is in memory.
  }
}

/** Reads the stored minimum acceptable score (spec 3 §7). */
export function readMinAcceptableScore(storage: KeyValueStorage): number | undefined {
  const value = readJson(storage, playerSessionKeys.minAcceptableScore);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** An answer the server has not acknowledged yet (kept until it has, so it is never lost). */
export interface PendingMark {
  readonly runId: string;
  readonly activityId: number;
  /** `assignment` for MarkAssignment, `infoSlide` for MarkInfoSlideDone. */
  readonly call: 'assignment' | 'infoSlide';
  readonly answerIds: readonly number[];
  /** The points the client computed, shown until the server answers. */
  readonly points: number;
}

function isPendingMark(value: unknown): value is PendingMark {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.runId === 'string' &&
    typeof v.activityId === 'number' &&
    (v.call === 'assignment' || v.call === 'infoSlide') &&
    Array.isArray(v.answerIds) &&
    v.answerIds.every((id) => typeof id === 'number') &&
    typeof v.points === 'number'
  );
}

/** Reads the outbox of a course. */
export function readOutbox(storage: KeyValueStorage, courseId: number): PendingMark[] {
  const value = readJson(storage, outboxKey(courseId));
  return Array.isArray(value) ? value.filter(isPendingMark) : [];
}

/** Writes the outbox of a course (removed when empty). */
export function writeOutbox(storage: KeyValueStorage, courseId: number, marks: readonly PendingMark[]): void {
  if (marks.length === 0) {
    try {
      storage.removeItem(outboxKey(courseId));
    } catch {
      // ignore
    }
    return;
  }
  writeJson(storage, outboxKey(courseId), marks);
}

/** Backoff of the answer retries: 1 s, 2 s, 4 s ... at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Local storage key of the selections not yet checked, per course: items placed in a drag box and
 * flip cards chosen before 'Controleer je antwoord' (decision 0024: a reload must not lose them). They
 * live next to the outbox: the outbox holds what was answered, this what is being answered.
 */
export function selectionDraftsKey(courseId: number): string {
  return `dementie.player.selections.${courseId}`;
}

/** Unchecked selections by activity id, of one run. */
export type SelectionDrafts = Readonly<Record<string, readonly number[]>>;

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => typeof id === 'number' && Number.isInteger(id));
}

/**
 * The unchecked selections of `runId` (a new run, a second attempt, starts empty: selections of
 * another run are not returned). Unreadable entries are skipped.
 */
export function readSelectionDrafts(
  storage: KeyValueStorage,
  courseId: number,
  runId: string,
): SelectionDrafts {
  const value = readJson(storage, selectionDraftsKey(courseId));
  if (typeof value !== 'object' || value === null) return {};
  const { runId: storedRun, selections } = value as Record<string, unknown>;
  if (storedRun !== runId || typeof selections !== 'object' || selections === null) return {};
  const drafts: Record<string, readonly number[]> = {};
  for (const [activityId, ids] of Object.entries(selections)) {
    if (isIdList(ids) && ids.length > 0) drafts[activityId] = ids;
  }
  return drafts;
}

/**
 * Keeps (or, with an empty selection, forgets) the unchecked selection of one activity. Drafts of
 * another run are dropped; the key is removed once nothing is left.
 */
export function writeSelectionDraft(
  storage: KeyValueStorage,
  courseId: number,
  runId: string,
  activityId: number,
  selection: readonly number[],
): void {
  const drafts: Record<string, readonly number[]> = { ...readSelectionDrafts(storage, courseId, runId) };
  if (selection.length > 0) drafts[String(activityId)] = [...selection];
  else delete drafts[String(activityId)];
  if (Object.keys(drafts).length === 0) {
    try {
      storage.removeItem(selectionDraftsKey(courseId));
    } catch {
      // ignore
    }
    return;
  }
  writeJson(storage, selectionDraftsKey(courseId), { runId, selections: drafts });
}

/**
 * Local storage key of the tracking events already sent for the latest run, per course: each of
 * them is sent once per run, a reload or another visit of the same run included (spec 3 §7).
 */
export function sentEventsKey(courseId: number): string {
  return `dementie.player.sent-events.${courseId}`;
}

/** The events already sent for `runId` (another run's are not returned). */
export function readSentEvents(storage: KeyValueStorage, courseId: number, runId: string): string[] {
  const value = readJson(storage, sentEventsKey(courseId));
  if (typeof value !== 'object' || value === null) return [];
  const { runId: storedRun, sent } = value as Record<string, unknown>;
  if (storedRun !== runId || !Array.isArray(sent)) return [];
  return sent.filter((key): key is string => typeof key === 'string');
}

/** Keeps the events sent for `runId`; the events of an older run are replaced. */
export function writeSentEvents(
  storage: KeyValueStorage,
  courseId: number,
  runId: string,
  sent: readonly string[],
): void {
  writeJson(storage, sentEventsKey(courseId), { runId, sent });
}
