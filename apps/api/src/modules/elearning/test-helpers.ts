// Test helpers of the learning side: a browser that works through the test course. Not part of the module.
import { startRunResponseSchema } from '@dementie/api-client';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import type { Visitor } from '../auth/test-helpers';
import { elChapters, elCourses } from './schema';
import { testCourse } from './test-fixtures';

/**
 * Works through the test course in this browser: the info slide and the four questions, for 9 of 11
 * points (achieved) or, with `achieved: false`, 7 (not achieved). With `restart`, a finished run
 * is left for a second attempt. Every mark must be answered with 200. Returns the run's id.
 */
export async function finishTestCourse(
  browser: Visitor,
  { achieved = true, restart = false }: { achieved?: boolean; restart?: boolean } = {},
): Promise<string> {
  const started = await browser.post('/api/elearning/StartRun', {
    CourseId: testCourse.id,
    Restart: restart,
  });
  expect(started.statusCode).toBe(200);
  const { RunId } = startRunResponseSchema.parse(started.json());
  const ok = async (url: string, body: object) =>
    expect((await browser.post(url, body)).statusCode).toBe(200);
  await ok('/api/elearning/MarkInfoSlideDone', {
    CourseId: testCourse.id,
    TeachingActivityId: 9001,
    AnswerIds: [],
  });
  const marks: [number, number[]][] = [
    // The click question's best answer (3 points) or the other correct one (1 point).
    [9002, [achieved ? 90021 : 90022]],
    [9003, [90031, 90032]],
    [9004, [90042]],
    [9005, [90052]],
  ];
  for (const [activity, answers] of marks) {
    await ok('/api/elearning/MarkAssignment', {
      CourseId: testCourse.id,
      AssignmentId: activity,
      AnswerIds: answers,
    });
  }
  return RunId;
}

/**
 * A bare course of the dementie brand with one chapter (its id is the course's plus one), for
 * tests that need activities or documents to hang on it.
 */
export async function insertBareCourse(db: Database, id: number, name: string): Promise<void> {
  await db.insert(elCourses).values({ id, name, minAcceptableScore: 1, brands: ['dementie'], summary: {} });
  await db
    .insert(elChapters)
    .values({ id: id + 1, courseId: id, code: 'H1', name: 'Een', itemOrderNumber: 1 });
}
