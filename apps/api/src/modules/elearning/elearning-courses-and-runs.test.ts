import { randomUUID } from 'node:crypto';
import { getCoursesResponseSchema, mapTrainingRun, startRunResponseSchema } from '@dementie/api-client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { loadTrainings } from './index';
import { elRuns } from './schema';
import { testCourse } from './test-fixtures';
import { useElearningSuite } from './test-suite';

describe.each(testBackends())('elearning on $name', (backend) => {
  const { elearning, suite, db, call, startRun, newLearner, mark, markOk } = useElearningSuite(backend);

  describe('courses', () => {
    it('lists the courses the brand offers', async () => {
      const dementie = getCoursesResponseSchema.parse(
        (await call('GET', '/api/elearning/GetCourses')).json(),
      );
      expect(dementie.map((c) => c.Id)).toEqual([900]);
      const alzheimer = getCoursesResponseSchema.parse(
        (await call('GET', '/api/elearning/GetCourses', { brand: 'alzheimer' })).json(),
      );
      expect(alzheimer).toEqual([
        expect.objectContaining({
          Id: 910,
          Name: 'Andere training',
          Description: 'Een training met bekende scores',
        }),
      ]);
    });

    it("puts the start page of each of the brand's trainings in its sitemap", async () => {
      const entries = (brand: 'dementie' | 'alzheimer') =>
        elearning.runtime().sitemapEntries?.(brand, suite.server.clock.now());
      expect(await entries('dementie')).toEqual([{ path: '/trainingen/900' }]);
      expect(await entries('alzheimer')).toEqual([{ path: '/trainingen/910' }]);
    });

    it('loads trainings only into an empty database', async () => {
      expect(await loadTrainings(db(), [testCourse])).toBe(0);
    });
  });

  describe('runs', () => {
    it('starts a new run with a signed learner cookie, chapters in order, unpublished chapters left out', async () => {
      const response = await call('POST', '/api/elearning/StartRun', { body: { CourseId: 900 } });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'dm_learner')).toMatchObject({ httpOnly: true });
      const run = mapTrainingRun(startRunResponseSchema.parse(response.json()));
      expect(run.isNewRun).toBe(true);
      expect(run.progress).toBe(0);
      expect(run.chapters.map((c) => c.id)).toEqual([901, 902]);
      expect(run.chapters[0]?.activities.map((a) => [a.id, a.kind, a.status.status])).toEqual([
        [9001, 'InfoSlide', 'NotDone'],
        [9002, 'InfoSlideMultipleChoiceQuestion', 'NotDone'],
        [9003, 'InfoSlideMultipleChoiceQuestion', 'NotDone'],
        [9004, 'FlipCardMultipleChoiceQuestion', 'NotDone'],
        [9005, 'MultipleChoiceStatement', 'NotDone'],
      ]);
      expect(run.chapters[1]?.activities.map((a) => a.kind)).toEqual([
        'SummaryPage',
        'SecondSummaryPage',
        'CertificateFormPage',
      ]);
    });

    it('resumes the unfinished run of this visitor with its statuses and chosen answers', async () => {
      const learner = await newLearner();
      await markOk(learner, 9003, [90031, 90033]);
      const again = await startRun(900, { cookie: learner.cookie });
      expect(again.body.IsNewRun).toBe(false);
      expect(again.body.RunId).toBe(learner.runId);
      expect(again.body.Progress).toBe(20);
      const drag = again.body.Chapters[0]?.TeachingActivities.find((a) => a.TeachingActivity.Id === 9003);
      expect(drag).toMatchObject({
        Status: { Status: 'Done', Progress: 100, Points: 2 },
        ChosenAnswerIds: [90031, 90033],
      });
    });

    it("gives an editor's preview the outline without making a run or a learner cookie", async () => {
      const runs = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(elRuns))[0]?.n;
      const before = await runs();
      const editor = randomUUID();
      const response = await call('POST', '/api/elearning/StartRun', {
        body: { CourseId: 900, Preview: true, Restart: true },
        user: editor,
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'dm_learner')).toBeUndefined();
      const outline = mapTrainingRun(startRunResponseSchema.parse(response.json()));
      expect(outline.runId).toBe('00000000-0000-0000-0000-000000000000');
      expect(outline.chapters.flatMap((c) => c.activities.map((a) => a.status.status))).not.toContain('Done');
      expect(outline.chapters[0]?.activities).toHaveLength(5);
      expect(await runs()).toBe(before);
      // Marking needs a run: the preview gave none.
      const refused = await mark({ user: editor }, 9002, [90021]);
      expect(refused.statusCode).toBe(403);
    });

    it('answers 404 with a reason for an unknown course', async () => {
      const response = await call('POST', '/api/elearning/StartRun', { body: { CourseId: 4242 } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not found', reason: 'no course with id 4242' });
    });
  });
});
