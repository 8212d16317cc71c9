import { randomUUID } from 'node:crypto';
import {
  completeCourseResponseSchema,
  courseSummaryPageSchema,
  flipCardAnswersResponseSchema,
  getCoursesResponseSchema,
  getFollowedCoursesResponseSchema,
  mapCourseResult,
  mapTeachingActivityWithContent,
  mapTrainingRun,
  markAssignmentResponseSchema,
  startRunResponseSchema,
  statementAnswersResponseSchema,
  teachingActivityResponseSchema,
} from '@dementie/api-client';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { erasePerson } from '../../core/personal-data';
import { testBackends } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import { capture } from '../cms/testing';
import { personalDataRegistry } from '../personal-data';
import { createElearningModule, getRunOutcome, loadTrainings } from './index';
import { elActivityResults, elRuns } from './schema';
import { fakeAuthModule, otherCourse, TEST_USER_HEADER, testCourse } from './test-fixtures';

interface Learner {
  cookie: string;
  runId: string;
}

describe.each(testBackends())('elearning on $name', (backend) => {
  const elearning = capture({
    name: 'elearning',
    create: async (context) =>
      createElearningModule({ trainings: [testCourse, otherCourse] }).create(context),
  });
  const suite = useTestApp(backend, { modules: [fakeAuthModule, elearning.module] });

  const db = () => suite.db;

  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; cookie?: string; user?: string; brand?: string } = {},
  ) {
    return suite.app.inject({
      method,
      url,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      cookies: options.cookie ? { dm_learner: options.cookie } : {},
      headers: {
        ...(options.user ? { [TEST_USER_HEADER]: options.user } : {}),
        ...(options.brand ? { 'x-brand': options.brand } : {}),
      },
    });
  }

  async function startRun(
    courseId: number,
    { restart, ...who }: { cookie?: string; user?: string; restart?: boolean } = {},
  ) {
    const payload = restart ? { CourseId: courseId, Restart: true } : { CourseId: courseId };
    const response = await call('POST', '/api/elearning/StartRun', { body: payload, ...who });
    expect(response.statusCode).toBe(200);
    const body = startRunResponseSchema.parse(response.json());
    const cookie = response.cookies.find((c) => c.name === 'dm_learner')?.value ?? who.cookie ?? '';
    return { body, cookie };
  }

  async function newLearner(courseId = 900): Promise<Learner> {
    const { body, cookie } = await startRun(courseId);
    return { cookie, runId: body.RunId };
  }

  async function mark(
    learner: { cookie?: string; user?: string },
    activityId: number,
    answerIds: number[],
    courseId = 900,
  ) {
    return call('POST', '/api/elearning/MarkAssignment', {
      body: { CourseId: courseId, AssignmentId: activityId, AnswerIds: answerIds },
      ...learner,
    });
  }

  async function markOk(
    learner: { cookie?: string; user?: string },
    activityId: number,
    answerIds: number[],
  ) {
    const response = await mark(learner, activityId, answerIds);
    expect(response.statusCode, response.body).toBe(200);
    return markAssignmentResponseSchema.parse(response.json());
  }

  async function slideDone(learner: { cookie?: string; user?: string }, activityId: number) {
    const response = await call('POST', '/api/elearning/MarkInfoSlideDone', {
      body: { CourseId: 900, TeachingActivityId: activityId, AnswerIds: [] },
      ...learner,
    });
    expect(response.statusCode, response.body).toBe(200);
    return markAssignmentResponseSchema.parse(response.json());
  }

  /**
   * Works through every learning activity of the test course, the click question 9002 answered with
   * `click` (90021 is worth 3, 90022 1), the others fully right; gives the last mark.
   */
  async function workThrough(learner: Learner, click: number) {
    await slideDone(learner, 9001);
    await markOk(learner, 9002, [click]);
    await markOk(learner, 9003, [90031, 90032]);
    await markOk(learner, 9004, [90042]);
    return markOk(learner, 9005, [90052]);
  }

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

  describe('content', () => {
    it('gives an activity with its content, descriptor, maximum and this learner’s score', async () => {
      const learner = await newLearner();
      const before = teachingActivityResponseSchema.parse(
        (
          await call(
            'GET',
            '/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=9004',
          )
        ).json(),
      );
      expect(before).toMatchObject({ DescriptorName: 'Doel B', Score: 0, MaxScore: 3 });
      await markOk(learner, 9004, [90041]);
      const response = await call(
        'GET',
        '/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=9004',
        {
          cookie: learner.cookie,
        },
      );
      const mapped = mapTeachingActivityWithContent(teachingActivityResponseSchema.parse(response.json()));
      expect(mapped).toMatchObject({ descriptorName: 'Doel B', score: 2, maxScore: 3 });
      expect(mapped.activity).toMatchObject({
        kind: 'FlipCardMultipleChoiceQuestion',
        title: 'Flipkaarten',
        progressScore: 2,
      });
      expect(
        mapped.activity.answers?.map((a) => [a.id, a.isCorrect, a.score, a.image?.alt, a.explanation]),
      ).toEqual([
        [90041, true, 2, 'Ogen', 'a'],
        [90042, true, 1, 'Ogen', 'b'],
        [90043, false, 0, 'Ogen', 'c'],
      ]);
      const drag = teachingActivityResponseSchema.parse(
        (
          await call(
            'GET',
            '/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=9003',
          )
        ).json(),
      );
      expect(drag.TeachingActivity).toMatchObject({
        Kind: 'InfoSlideMultipleChoiceQuestion',
        ShouldDragAnswer: true,
      });
      const missing = await call(
        'GET',
        '/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=4242',
      );
      expect(missing.statusCode).toBe(404);
      const notANumber = await call(
        'GET',
        '/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=x',
      );
      expect(notANumber.statusCode).toBe(400);
    });

    it('gives the answers of the three kinds; statements sorted; 404 unknown, 400 wrong kind', async () => {
      const flips = flipCardAnswersResponseSchema.parse(
        (
          await call('POST', '/api/elearning/FlipCardAnswers', {
            body: { FlipCardMultipleChoiceQuestionId: 9004 },
          })
        ).json(),
      );
      expect(flips.map((a) => a.Id)).toEqual([90041, 90042, 90043]);
      expect(flips[0]).toMatchObject({ Kind: 'FlipCardAnswer', Title: 'Kaart 1', TextWhenError: 'a' });
      const statements = statementAnswersResponseSchema.parse(
        (
          await call('POST', '/api/elearning/StatementAnswers', { body: { StatementQuestionId: 9005 } })
        ).json(),
      );
      expect(statements.map((a) => [a.Id, a.ItemOrderNumber])).toEqual([
        [90052, 1],
        [90051, 2],
      ]);
      const info = await call('POST', '/api/elearning/InfoSlideAnswers', {
        body: { InfoSlideMultipleChoiceQuestionId: 9003 },
      });
      expect(info.json()).toHaveLength(4);
      expect(
        (
          await call('POST', '/api/elearning/InfoSlideAnswers', {
            body: { InfoSlideMultipleChoiceQuestionId: 9004 },
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await call('POST', '/api/elearning/StatementAnswers', { body: { StatementQuestionId: 4242 } }))
          .statusCode,
      ).toBe(404);
    });

    it('gives the summary page with the starting page and the brand’s newsletter form', async () => {
      const response = await call('GET', '/api/elearning/Course/SummaryPage?courseId=900', {
        brand: 'dementievriendelijk',
      });
      const page = courseSummaryPageSchema.parse(response.json());
      expect(page).toMatchObject({
        Title: 'Klaar',
        startingPageUrl: '/trainingen/900',
        LandingPage: '/einde-training',
      });
      expect(page.CertificateAchievedBlock?.SpotlerForm).toEqual({
        ScriptId: 'script-sdv',
        FormId: 'form-sdv',
      });
      const other = courseSummaryPageSchema.parse(
        (await call('GET', '/api/elearning/Course/SummaryPage?courseId=900')).json(),
      );
      expect(other.CertificateAchievedBlock?.SpotlerForm).toBeNull();
      expect((await call('GET', '/api/elearning/Course/SummaryPage?courseId=4242')).statusCode).toBe(404);
      expect((await call('GET', '/api/elearning/CompleteCourse/4242', { cookie: 'x' })).statusCode).toBe(404);
      expect((await call('GET', '/api/elearning/CompleteCourse/900')).statusCode).toBe(401);
    });

    it('serves the training images, and nothing else', async () => {
      const svg = await call('GET', '/api/elearning/media/oogcontact.svg');
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.body).toContain('<svg');
      expect((await call('GET', '/api/elearning/media/bestaat-niet.svg')).statusCode).toBe(404);
      expect((await call('GET', '/api/elearning/media/..%2Fdoc.ts')).statusCode).toBe(400);
    });
  });

  describe('accounts', () => {
    it('joins a browser’s guest runs to the account on sign-in; my trainings shows them', async () => {
      const guest = await newLearner();
      await markOk(guest, 9004, [90041, 90042]);
      const userId = randomUUID();
      expect((await call('GET', '/api/elearning/GetFollowedCourses', { user: userId })).json()).toEqual([]);

      const learnerId = guest.cookie.slice(0, guest.cookie.lastIndexOf('.'));
      await suite.server.runtime.context.events.emit('user.signedIn', { userId, learnerId });

      const followed = getFollowedCoursesResponseSchema.parse(
        (await call('GET', '/api/elearning/GetFollowedCourses', { user: userId })).json(),
      );
      expect(followed).toEqual([
        expect.objectContaining({ Progress: 1, Total: 5, Score: 3, MaxScore: 11, Imported: false }),
      ]);
      expect(followed[0]?.Course).toMatchObject({ Id: 900, Name: 'Testtraining' });

      // on another device the account resumes the same run
      const elsewhere = await startRun(900, { user: userId });
      expect(elsewhere.body).toMatchObject({ IsNewRun: false, RunId: guest.runId });
      // the next guest on this browser (signed out) no longer reaches the account's run
      expect((await mark(guest, 9002, [90021])).statusCode).toBe(403);
      const signedIn = await markOk({ user: userId }, 9002, [90021]);
      expect(signedIn).toMatchObject({ Points: 3, Progress: 40 });
    });

    it('a signed-in visitor resuming this browser’s guest run adopts it', async () => {
      const guest = await newLearner();
      await markOk(guest, 9002, [90022]);
      const userId = randomUUID();
      const resumed = await startRun(900, { cookie: guest.cookie, user: userId });
      expect(resumed.body).toMatchObject({ IsNewRun: false, RunId: guest.runId });
      const followed = getFollowedCoursesResponseSchema.parse(
        (await call('GET', '/api/elearning/GetFollowedCourses', { user: userId })).json(),
      );
      expect(followed.map((f) => [f.Course.Id, f.Score])).toEqual([[900, 1]]);
    });

    it('my trainings counts the done activities of the run: Progress of Total, Total when all are done', async () => {
      const userId = randomUUID();
      const user = { user: userId };
      const followed = async () => {
        const response = await call('GET', '/api/elearning/GetFollowedCourses', user);
        expect(response.statusCode).toBe(200);
        // the contract: Progress is a count from 0 to Total (followedCourseSchema)
        const parsed = getFollowedCoursesResponseSchema.parse(response.json());
        return parsed.map((f) => ({ id: f.Course.Id, progress: f.Progress, total: f.Total, score: f.Score }));
      };
      await startRun(900, user);
      expect(await followed()).toEqual([{ id: 900, progress: 0, total: 5, score: 0 }]);

      await slideDone(user, 9001);
      await markOk(user, 9002, [90021]);
      // 2 of the 5 activities done: a count, not 40 (per cent)
      expect(await followed()).toEqual([{ id: 900, progress: 2, total: 5, score: 4 }]);

      await markOk(user, 9003, [90031, 90032]);
      await markOk(user, 9004, [90041, 90042]);
      expect(await followed()).toEqual([{ id: 900, progress: 4, total: 5, score: 11 }]);
      await markOk(user, 9005, [90052]);
      expect(await followed()).toEqual([{ id: 900, progress: 5, total: 5, score: 11 }]);
    });

    it('answers 401 for my trainings without a signed-in user', async () => {
      const response = await call('GET', '/api/elearning/GetFollowedCourses');
      expect(response.statusCode).toBe(401);
    });

    it('a signed-in user starts runs of their own and sees them in my trainings', async () => {
      const userId = randomUUID();
      const first = await startRun(910, { user: userId });
      expect(first.body.IsNewRun).toBe(true);
      const followed = getFollowedCoursesResponseSchema.parse(
        (await call('GET', '/api/elearning/GetFollowedCourses', { user: userId })).json(),
      );
      expect(followed.map((f) => [f.Course.Id, f.Progress, f.Score, f.MaxScore])).toEqual([[910, 0, 0, 2]]);
    });

    it('erasure keeps the runs for statistics without the user or learner link', async () => {
      const userId = randomUUID();
      const { body } = await startRun(900, { user: userId });
      await markOk({ user: userId }, 9002, [90021]);
      await erasePerson(db(), personalDataRegistry, { userId, addresses: [], addressKeys: [] }, new Date());
      expect((await call('GET', '/api/elearning/GetFollowedCourses', { user: userId })).json()).toEqual([]);
      const [run] = await db().select().from(elRuns).where(eq(elRuns.id, body.RunId));
      expect(run).toMatchObject({ userId: null, learnerId: null });
      expect(await getRunOutcome(db(), body.RunId)).toMatchObject({
        score: 3,
        userId: null,
        learnerId: null,
      });
    });

    it('getRunOutcome gives null for an unknown or malformed run id', async () => {
      expect(await getRunOutcome(db(), randomUUID())).toBeNull();
      expect(await getRunOutcome(db(), 'nope')).toBeNull();
    });
  });
});
