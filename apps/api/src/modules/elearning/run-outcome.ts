import { isCertificateAchieved } from '@dementie/api-client';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loadCourseStructure } from './course-structure';
import { runResults, runTotals } from './runs';
import { elRuns } from './schema';

export { ownsRun, type Visitor } from './runs';

/** The outcome of one run, for the certificates module. */
export interface RunOutcome {
  runId: string;
  courseId: number;
  courseName: string;
  /** The account the run belongs to, or null for a guest run (and after erasure). */
  userId: string | null;
  /** The guest learner id of the browser that started it, or null after erasure. */
  learnerId: string | null;
  /** Points earned in this run. */
  score: number;
  /** The course maximum. */
  maxScore: number;
  /** The course's minimum acceptable score in points. */
  minAcceptableScore: number;
  /** Every learning activity of the run is Done. */
  completed: boolean;
  /** The score reaches the minimum acceptable score (the project's pass rule). */
  achieved: boolean;
  /** When the last learning activity was marked; null while unfinished. */
  completedAt: Date | null;
}

/**
 * The outcome of a run, read straight from the database (no cache), or null for an unknown run.
 * The caller decides who may see it: use `ownsRun(outcome, visitor)` for the same ownership rule
 * the learning routes apply.
 */
export async function getRunOutcome(db: Database, runId: string): Promise<RunOutcome | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(runId)) return null;
  const [run] = await db.select().from(elRuns).where(eq(elRuns.id, runId));
  if (!run) return null;
  const structure = await loadCourseStructure(db, run.courseId);
  if (!structure) return null;
  const totals = runTotals(structure, await runResults(db, run.id));
  const completed = run.completedAt !== null || totals.complete;
  return {
    runId: run.id,
    courseId: run.courseId,
    courseName: structure.course.name,
    userId: run.userId,
    learnerId: run.learnerId,
    score: totals.score,
    maxScore: structure.maxScore,
    minAcceptableScore: structure.course.minAcceptableScore,
    completed,
    achieved: isCertificateAchieved(totals.score, structure.course.minAcceptableScore),
    completedAt: run.completedAt,
  };
}
