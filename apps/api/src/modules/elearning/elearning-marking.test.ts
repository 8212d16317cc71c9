import { randomUUID } from 'node:crypto';
import {
  completeCourseResponseSchema,
  mapCourseResult,
  markAssignmentResponseSchema,
} from '@dementie/api-client';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { getRunOutcome } from './index';
import { elActivityResults } from './schema';
import { useElearningSuite } from './test-suite';

describe.each(testBackends())('elearning on $name', (backend) => {
  const { db, call, startRun, newLearner, mark, markOk, slideDone, workThrough } = useElearningSuite(backend);

  describe('marking', () => {
    it('scores the click question: fully, partially correct and wrong', async () => {
      expect(await markOk(await newLearner(), 9002, [90021])).toEqual({
        MinAcceptableScore: 9,
        Points: 3,
        Outcome: 'FullyCorrect',
        Progress: 20,
      });
      expect(await markOk(await newLearner(), 9002, [90022])).toMatchObject({
        Points: 1,
        Outcome: 'PartiallyCorrect',
      });
      expect(await markOk(await newLearner(), 9002, [90023])).toMatchObject({ Points: 0, Outcome: 'Wrong' });
    });

    it('scores the drag question: fully, partially correct and wrong', async () => {
      expect(await markOk(await newLearner(), 9003, [90031, 90032])).toMatchObject({
        Points: 4,
        Outcome: 'FullyCorrect',
      });
      expect(await markOk(await newLearner(), 9003, [90032, 90034])).toMatchObject({
        Points: 2,
        Outcome: 'PartiallyCorrect',
      });
      expect(await markOk(await newLearner(), 9003, [90033, 90034])).toMatchObject({
        Points: 0,
        Outcome: 'Wrong',
      });
    });

    it('scores the flip cards: fully, partially correct and wrong', async () => {
      expect(await markOk(await newLearner(), 9004, [90041, 90042])).toMatchObject({
        Points: 3,
        Outcome: 'FullyCorrect',
      });
      expect(await markOk(await newLearner(), 9004, [90042])).toMatchObject({
        Points: 1,
        Outcome: 'PartiallyCorrect',
      });
      expect(await markOk(await newLearner(), 9004, [90043])).toMatchObject({ Points: 0, Outcome: 'Wrong' });
    });

    it('statements score nothing and are always fully correct; info slides give their points', async () => {
      const learner = await newLearner();
      expect(await markOk(learner, 9005, [90051])).toMatchObject({
        Points: 0,
        Outcome: 'FullyCorrect',
        Progress: 20,
      });
      expect(await slideDone(learner, 9001)).toMatchObject({
        Points: 1,
        Outcome: 'FullyCorrect',
        Progress: 40,
      });
    });

    it('locks answers once Done: a second mark returns the stored result, stored once', async () => {
      const learner = await newLearner();
      expect(await markOk(learner, 9004, [90043])).toMatchObject({ Points: 0, Outcome: 'Wrong' });
      expect(await markOk(learner, 9004, [90041, 90042])).toMatchObject({ Points: 0, Outcome: 'Wrong' });
      // even a choice that would be invalid now gets the stored result
      expect(await markOk(learner, 9004, [90041, 90042, 90043])).toMatchObject({
        Points: 0,
        Outcome: 'Wrong',
      });
      const rows = await db()
        .select()
        .from(elActivityResults)
        .where(eq(elActivityResults.runId, learner.runId));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.answerIds).toEqual([90043]);
    });

    it('stores concurrent marks of one activity exactly once, all answering the same', async () => {
      const learner = await newLearner();
      const answers = await Promise.all(
        [[90041, 90042], [90043], [90042], [90041, 90042], [90043]].map((ids) => mark(learner, 9004, ids)),
      );
      const bodies = answers.map((a) => markAssignmentResponseSchema.parse(a.json()));
      expect(new Set(bodies.map((b) => `${b.Points}:${b.Outcome}`)).size).toBe(1);
      const [count] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(elActivityResults)
        .where(eq(elActivityResults.runId, learner.runId));
      expect(count?.n).toBe(1);
    });

    it('refuses a choice of the wrong size with 400 and stores nothing', async () => {
      const learner = await newLearner();
      expect((await mark(learner, 9004, [90041, 90042, 90043])).statusCode).toBe(400);
      expect((await mark(learner, 9002, [90021, 90022])).statusCode).toBe(400);
      expect((await mark(learner, 9005, [])).statusCode).toBe(400);
      expect((await mark(learner, 9003, [90031, 90031])).statusCode).toBe(400);
      const slide = await call('POST', '/api/elearning/MarkInfoSlideDone', {
        body: { CourseId: 900, TeachingActivityId: 9001, AnswerIds: [90021] },
        cookie: learner.cookie,
      });
      expect(slide.statusCode).toBe(400);
      const rows = await db()
        .select()
        .from(elActivityResults)
        .where(eq(elActivityResults.runId, learner.runId));
      expect(rows).toHaveLength(0);
    });

    it('answers 404 for unknown course, activity or answer ids and 400 for ids of something else', async () => {
      const learner = await newLearner();
      const unknownCourse = await mark(learner, 9004, [90041], 4242);
      expect(unknownCourse.statusCode).toBe(404);
      expect(unknownCourse.json().reason).toBe('no course with id 4242');
      const unknownActivity = await mark(learner, 4242, []);
      expect(unknownActivity.statusCode).toBe(404);
      expect(unknownActivity.json().reason).toBe('no teaching activity with id 4242');
      const unknownAnswer = await mark(learner, 9004, [424242]);
      expect(unknownAnswer.statusCode).toBe(404);
      expect(unknownAnswer.json().reason).toBe('no answer with id 424242');
      const otherActivityAnswer = await mark(learner, 9004, [90021]);
      expect(otherActivityAnswer.statusCode).toBe(400);
      expect(otherActivityAnswer.json().reason).toBe('answer 90021 does not belong to activity 9004');
      const otherCourseActivity = await mark(learner, 9101, [91011]);
      expect(otherCourseActivity.statusCode).toBe(400);
      expect(otherCourseActivity.json().reason).toBe('activity 9101 is not part of course 900');
      const badBody = await call('POST', '/api/elearning/MarkAssignment', {
        body: { CourseId: 'x' },
        cookie: learner.cookie,
      });
      expect(badBody.statusCode).toBe(400);
    });

    it('answers 401 without a learner or user, 403 for a visitor without a run of the course', async () => {
      expect((await mark({}, 9004, [90041])).statusCode).toBe(401);
      const elsewhere = await newLearner(910);
      const response = await mark(elsewhere, 9004, [90041]);
      expect(response.statusCode).toBe(403);
      // a forged cookie is no identity at all
      expect((await mark({ cookie: `${randomUUID()}.AAAA` }, 9004, [90041])).statusCode).toBe(401);
    });

    it('finishes the run when every learning activity is Done, reopens it, and a restart starts a second attempt', async () => {
      const learner = await newLearner();
      const last = await workThrough(learner, 90021);
      expect(last.Progress).toBe(100);
      // summary pages are marked when shown but never hold a run back
      expect(await slideDone(learner, 9006)).toMatchObject({
        Points: 0,
        Outcome: 'FullyCorrect',
        Progress: 100,
      });

      const outcome = await getRunOutcome(db(), learner.runId);
      expect(outcome).toMatchObject({
        runId: learner.runId,
        courseId: 900,
        courseName: 'Testtraining',
        userId: null,
        score: 9,
        maxScore: 11,
        minAcceptableScore: 9,
        completed: true,
        achieved: true,
      });
      expect(outcome?.completedAt).toBeInstanceOf(Date);

      // marking in a finished run returns the stored result
      expect(await markOk(learner, 9002, [90023])).toMatchObject({
        Points: 3,
        Outcome: 'FullyCorrect',
        Progress: 100,
      });

      const result = await call('GET', '/api/elearning/CompleteCourse/900', { cookie: learner.cookie });
      expect(result.statusCode).toBe(200);
      const wire = completeCourseResponseSchema.parse(result.json());
      expect(wire).toMatchObject({ Runs: 1, Score: 9, MaxPossibleScore: 11, MinAcceptableScore: 9 });
      expect(mapCourseResult(wire).descriptors).toEqual([
        {
          kind: 'learning goal',
          name: 'Doel A',
          description: 'Eerste doel',
          itemOrderNumber: 1,
          score: 3,
          maxScore: 3,
        },
        {
          kind: 'learning goal',
          name: 'Doel B',
          description: 'Tweede doel',
          itemOrderNumber: 2,
          score: 1,
          maxScore: 3,
        },
        {
          kind: 'signal',
          name: 'Signaal A',
          description: 'Eerste signaal',
          itemOrderNumber: 3,
          score: 4,
          maxScore: 4,
        },
        {
          kind: 'signal',
          name: 'Signaal B',
          description: 'Tweede signaal',
          itemOrderNumber: 4,
          score: 0,
          maxScore: 0,
        },
      ]);

      // Opening the course again reopens the finished run: its ending, not step 1 (decision 0026).
      const reopened = await startRun(900, { cookie: learner.cookie });
      expect(reopened.body).toMatchObject({ RunId: learner.runId, IsNewRun: false, Progress: 100 });
      expect(
        reopened.body.Chapters.flatMap((c) => c.TeachingActivities).find(
          (a) => a.TeachingActivity.Id === 9002,
        ),
      ).toMatchObject({ Status: { Status: 'Done' }, ChosenAnswerIds: [90021] });

      // A second attempt is an explicit restart; repeating it resumes that new run.
      const next = await startRun(900, { cookie: learner.cookie, restart: true });
      expect(next.body.IsNewRun).toBe(true);
      expect(next.body.RunId).not.toBe(learner.runId);
      const again = await startRun(900, { cookie: learner.cookie, restart: true });
      expect(again.body).toMatchObject({ RunId: next.body.RunId, IsNewRun: false, Progress: 0 });
      expect((await startRun(900, { cookie: learner.cookie })).body.RunId).toBe(next.body.RunId);
      // the first run keeps its outcome
      expect(await getRunOutcome(db(), learner.runId)).toMatchObject({ score: 9, completed: true });
      const afterRetry = completeCourseResponseSchema.parse(
        (await call('GET', '/api/elearning/CompleteCourse/900', { cookie: learner.cookie })).json(),
      );
      // the finished run's result stays the result while the new run is under way
      expect(afterRetry).toMatchObject({ Runs: 2, Score: 9 });
    });

    it('does not achieve the certificate below the minimum acceptable score', async () => {
      const learner = await newLearner();
      await workThrough(learner, 90022);
      expect(await getRunOutcome(db(), learner.runId)).toMatchObject({
        score: 7,
        completed: true,
        achieved: false,
      });
    });
  });
});
