import {
  courseSummaryPageSchema,
  flipCardAnswersResponseSchema,
  mapTeachingActivityWithContent,
  statementAnswersResponseSchema,
  teachingActivityResponseSchema,
} from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { useElearningSuite } from './test-suite';

describe.each(testBackends())('elearning on $name', (backend) => {
  const { call, newLearner, markOk } = useElearningSuite(backend);

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
});
