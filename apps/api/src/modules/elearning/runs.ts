import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CourseStructure } from './course-structure';
import { elActivityResults, elRuns } from './schema';
import { type Outcome, progressPercent } from './scoring';

/**
 * Who is asking: the signed-in user and this browser's guest learner id (either may be missing).
 * A run belongs to a visitor when its user is the signed-in user, or when it has no user yet and
 * its learner id is this browser's. A run that joined an account is no longer reachable through
 * the learner cookie alone, so the next guest on a shared computer cannot see or change it.
 */
export interface Visitor {
  readonly userId: string | null;
  readonly learnerId: string | null;
}

/** The run columns ownership needs. */
export interface OwnedRun {
  readonly userId: string | null;
  readonly learnerId: string | null;
}

/** True when `visitor` owns `run` (the rule above). */
export function ownsRun(run: OwnedRun, visitor: Visitor): boolean {
  if (run.userId) return visitor.userId === run.userId;
  return visitor.learnerId !== null && run.learnerId === visitor.learnerId;
}

/** The SQL form of {@link ownsRun}; null when the visitor has no identity at all. */
export function ownedBy(visitor: Visitor): SQL | null {
  const byUser = visitor.userId ? eq(elRuns.userId, visitor.userId) : undefined;
  const byLearner = visitor.learnerId
    ? and(isNull(elRuns.userId), eq(elRuns.learnerId, visitor.learnerId))
    : undefined;
  return or(byUser, byLearner) ?? null;
}

/** A run row. */
export type RunRow = typeof elRuns.$inferSelect;

/**
 * This visitor's run of a course: the most recently active unfinished one, else the most recently
 * active finished one (marking in a finished run returns the stored result).
 */
export async function findVisitorRun(
  db: Database,
  courseId: number,
  visitor: Visitor,
): Promise<RunRow | null> {
  const owner = ownedBy(visitor);
  if (!owner) return null;
  const [run] = await db
    .select()
    .from(elRuns)
    .where(and(eq(elRuns.courseId, courseId), owner))
    .orderBy(sql`${elRuns.completedAt} is null desc`, desc(elRuns.updatedAt), desc(elRuns.startedAt))
    .limit(1);
  return run ?? null;
}

/**
 * This visitor's points for one activity in the run {@link findVisitorRun} would pick (0 when the
 * activity is not marked or there is no run), in one query.
 */
export async function visitorActivityPoints(
  db: Database,
  courseId: number,
  activityId: number,
  visitor: Visitor,
): Promise<number> {
  const owner = ownedBy(visitor);
  if (!owner) return 0;
  const [row] = await db
    .select({ points: elActivityResults.points })
    .from(elRuns)
    .leftJoin(
      elActivityResults,
      and(eq(elActivityResults.runId, elRuns.id), eq(elActivityResults.activityId, activityId)),
    )
    .where(and(eq(elRuns.courseId, courseId), owner))
    .orderBy(sql`${elRuns.completedAt} is null desc`, desc(elRuns.updatedAt), desc(elRuns.startedAt))
    .limit(1);
  return row?.points ?? 0;
}

/** Every run of this visitor for a course, newest first. */
export async function visitorRuns(db: Database, courseId: number, visitor: Visitor): Promise<RunRow[]> {
  const owner = ownedBy(visitor);
  if (!owner) return [];
  return db
    .select()
    .from(elRuns)
    .where(and(eq(elRuns.courseId, courseId), owner))
    .orderBy(desc(elRuns.updatedAt), desc(elRuns.startedAt));
}

/** Creates a run for a visitor (a signed-in user's run also remembers the browser's learner id). */
export async function createRun(
  db: Database,
  courseId: number,
  visitor: Visitor,
  now: Date,
): Promise<RunRow> {
  const [run] = await db
    .insert(elRuns)
    .values({
      id: randomUUID(),
      courseId,
      userId: visitor.userId,
      learnerId: visitor.learnerId,
      startedAt: now,
      updatedAt: now,
    })
    .returning();
  if (!run) throw new Error('run was not created');
  return run;
}

/** A stored mark. */
export type ResultRow = typeof elActivityResults.$inferSelect;

/** The stored marks of a run. */
export function runResults(db: Database, runId: string): Promise<ResultRow[]> {
  return db
    .select()
    .from(elActivityResults)
    .where(eq(elActivityResults.runId, runId))
    .orderBy(asc(elActivityResults.markedAt));
}

/** The stored marks of several runs, by run id. */
export async function resultsOfRuns(
  db: Database,
  runIds: readonly string[],
): Promise<Map<string, ResultRow[]>> {
  const byRun = new Map<string, ResultRow[]>();
  if (runIds.length === 0) return byRun;
  const rows = await db
    .select()
    .from(elActivityResults)
    .where(inArray(elActivityResults.runId, [...runIds]));
  for (const row of rows) {
    const list = byRun.get(row.runId) ?? [];
    list.push(row);
    byRun.set(row.runId, list);
  }
  return byRun;
}

/** Score, progress and completion of a run from its marks. */
export interface RunTotals {
  readonly score: number;
  readonly done: number;
  readonly total: number;
  readonly progress: number;
  readonly complete: boolean;
}

/** Adds up a run: only activities of the course's published chapters count. */
export function runTotals(
  structure: CourseStructure,
  results: readonly Pick<ResultRow, 'activityId' | 'points'>[],
): RunTotals {
  let score = 0;
  let done = 0;
  for (const result of results) {
    if (!structure.activities.has(result.activityId)) continue;
    score += result.points;
    if (structure.progressActivityIds.has(result.activityId)) done += 1;
  }
  const total = structure.progressActivityIds.size;
  return { score, done, total, progress: progressPercent(done, total), complete: done >= total };
}

/** What a mark answers (MarkAssignment of spec 3 §3). */
export interface MarkAnswer {
  readonly points: number;
  readonly outcome: Outcome;
  readonly progress: number;
  /** false when the activity was already Done and the stored result is returned. */
  readonly stored: boolean;
}

/**
 * Stores a mark exactly once, durably, before anything is answered (decision 0024). No explicit
 * transaction: each statement commits on its own, which keeps PGlite (one query at a time) free
 * between statements under load.
 * - The insert is the single point of truth: the primary key (run, activity) lets only the first
 *   mark in; a second one finds the stored row and returns it unchanged (answers locked once Done).
 * - Completion is one UPDATE whose condition counts the run's marks itself. Every insert commits
 *   before its own UPDATE starts, so whichever UPDATE starts last sees every mark: concurrent marks
 *   of the last two activities cannot both miss the completion.
 */
export async function storeMark(
  db: Database,
  structure: CourseStructure,
  runId: string,
  mark: {
    activityId: number;
    answerIds: readonly number[];
    points: number;
    maxPoints: number;
    outcome: Outcome;
  },
  now: Date,
  /** false for an invalid choice: only an existing stored result may be returned (else null). */
  writable = true,
): Promise<MarkAnswer | null> {
  const inserted = writable
    ? await db
        .insert(elActivityResults)
        .values({
          runId,
          activityId: mark.activityId,
          answerIds: [...mark.answerIds],
          points: mark.points,
          maxPoints: mark.maxPoints,
          outcome: mark.outcome,
          markedAt: now,
        })
        .onConflictDoNothing()
        .returning({ points: elActivityResults.points, outcome: elActivityResults.outcome })
    : [];
  let own = inserted[0];
  if (!own) {
    const [stored] = await db
      .select({ points: elActivityResults.points, outcome: elActivityResults.outcome })
      .from(elActivityResults)
      .where(and(eq(elActivityResults.runId, runId), eq(elActivityResults.activityId, mark.activityId)));
    if (!stored) {
      if (!writable) return null;
      throw new Error(`mark of activity ${mark.activityId} in run ${runId} not found`);
    }
    own = stored;
  }

  const progressIds = [...structure.progressActivityIds];
  const total = progressIds.length;
  const done =
    total === 0
      ? sql<number>`0`
      : sql<number>`(select count(*)::int from ${elActivityResults} where ${elActivityResults.runId} = ${runId} and ${elActivityResults.activityId} in ${progressIds})`;
  const [row] =
    inserted.length > 0
      ? await db
          .update(elRuns)
          .set({
            updatedAt: now,
            completedAt: sql`case when ${elRuns.completedAt} is null and ${done} >= ${total} then ${now.toISOString()}::timestamptz else ${elRuns.completedAt} end`,
          })
          .where(eq(elRuns.id, runId))
          .returning({ done })
      : await db.select({ done }).from(elRuns).where(eq(elRuns.id, runId));
  return {
    points: own.points,
    outcome: own.outcome,
    progress: progressPercent(row?.done ?? 0, total),
    stored: inserted.length === 0,
  };
}

/** Joins this browser's guest runs to the account that just signed in (decision 0023). */
export async function joinGuestRuns(db: Database, userId: string, learnerId: string): Promise<number> {
  const rows = await db
    .update(elRuns)
    .set({ userId })
    .where(and(isNull(elRuns.userId), eq(elRuns.learnerId, learnerId)))
    .returning({ id: elRuns.id });
  return rows.length;
}
