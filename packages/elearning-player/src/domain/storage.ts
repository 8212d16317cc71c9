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
