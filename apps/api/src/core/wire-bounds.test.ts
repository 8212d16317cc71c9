// Decision 0020, defects 1 and 2: ids beyond a PostgreSQL integer and unbounded lists were 500s (or echoed
// 50,000 ids back); the cookie banner's form redirected to another origin or failed on a newline.
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeSiteRoot, signUp, signUpEditor, type Visitor } from '../modules/auth/test-helpers';
import { testBackends } from '../test-support/backends';
import { postForm } from '../test-support/site';
import { useTestApp } from '../test-support/suite';

const TOO_BIG = 2_147_483_648;

describe.each(testBackends())('bounds on wire numbers and lists on $name (decision 0020)', (backend) => {
  const suite = useTestApp(backend, { app: { site: { brand: 'dementie', root: fakeSiteRoot() } } });
  let learner: Visitor;
  let editor: Visitor;

  beforeAll(async () => {
    learner = await signUp(suite.app, suite.db, 'grenzen@example.nl');
    editor = await signUpEditor(suite.app, suite.db, 'grenzen-redacteur@example.nl');
  });

  const reasonOf = (body: string) => (JSON.parse(body) as { reason: string }).reason;

  it.each([
    ['GET', `/api/elearning/Course/SummaryPage?courseId=${TOO_BIG}`, undefined, 'courseId'],
    [
      'GET',
      `/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=${TOO_BIG}`,
      undefined,
      'teachingActivityId',
    ],
    ['GET', `/api/elearning/CompleteCourse/${TOO_BIG}`, undefined, 'courseId'],
    ['POST', '/api/elearning/StartRun', { CourseId: TOO_BIG }, 'CourseId'],
    [
      'POST',
      '/api/elearning/MarkAssignment',
      { CourseId: 1, AssignmentId: TOO_BIG, AnswerIds: [] },
      'AssignmentId',
    ],
    [
      'POST',
      '/api/elearning/MarkAssignment',
      { CourseId: 1, AssignmentId: 1, AnswerIds: [TOO_BIG] },
      'AnswerIds',
    ],
    [
      'POST',
      '/api/elearning/MarkInfoSlideDone',
      { CourseId: 1, TeachingActivityId: TOO_BIG },
      'TeachingActivityId',
    ],
    [
      'POST',
      '/api/elearning/FlipCardAnswers',
      { FlipCardMultipleChoiceQuestionId: TOO_BIG },
      'FlipCardMultipleChoiceQuestionId',
    ],
    [
      'POST',
      '/api/elearning/InfoSlideAnswers',
      { InfoSlideMultipleChoiceQuestionId: TOO_BIG },
      'InfoSlideMultipleChoiceQuestionId',
    ],
    ['POST', '/api/elearning/StatementAnswers', { StatementQuestionId: TOO_BIG }, 'StatementQuestionId'],
  ] as const)('%s %s with an id past int4 is a 400 naming the field', async (method, url, payload, field) => {
    const response = await learner.request(method, url, payload === undefined ? {} : { payload });
    expect(response.statusCode).toBe(400);
    expect(reasonOf(response.body)).toContain(field);
  });

  it('an editable document for a target past int4 is a 400', async () => {
    const response = await suite.app.inject({
      method: 'PUT',
      url: '/api/elearning/EditableDocument',
      cookies: Object.fromEntries(editor.cookies),
      headers: { 'x-csrf-token': editor.csrf },
      payload: { TargetKind: 'TeachingActivity', TargetId: TOO_BIG, Field: 'SlideContent', Content: '[]' },
    });
    expect(response.statusCode).toBe(400);
    expect(reasonOf(response.body)).toContain('TargetId');
  });

  it('MarkAssignment with 50,000 answer ids is a 400 and echoes nothing back', async () => {
    const AnswerIds = Array.from({ length: 50_000 }, (_, i) => i + 1);
    const response = await learner.post('/api/elearning/MarkAssignment', {
      CourseId: 1,
      AssignmentId: 1,
      AnswerIds,
    });
    expect(response.statusCode).toBe(400);
    expect(reasonOf(response.body)).toContain('AnswerIds');
    expect(response.body.length).toBeLessThan(2000);
  });

  it('a NUL character in an address or a body is a 400, not a failed query', async () => {
    const inQuery = await learner.request('GET', '/_dev/mailbox.json?to=a%00b');
    expect(inQuery.statusCode).toBe(400);
    const inBody = await learner.post('/api/elearning/StartRun', { CourseId: 1, x: 'a\u0000b' });
    expect(inBody.statusCode).toBe(400);
  });

  describe('the cookie banner form goes back to a page of this site only (defect 2)', () => {
    const post = (terug: string) =>
      postForm(suite.app, '/cookie-keuze', new URLSearchParams({ keuze: 'accepteren', terug }).toString());

    it.each([
      ['a tab browsers drop', '/\t/localhost:4101/'],
      ['a newline', '/\n/x'],
      ['another host', '//evil.example/'],
      ['a backslash', '/\\evil.example'],
    ])('with %s it goes home', async (_name, terug) => {
      const response = await post(terug);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    });

    it('keeps a real page with its query', async () => {
      const response = await post('/nieuws?page=2');
      expect(response.headers.location).toBe('/nieuws?page=2');
    });

    it('a choice other than the two buttons is a 400 that names the field', async () => {
      const response = await postForm(suite.app, '/cookie-keuze', 'keuze=misschien&terug=%2F');
      expect(response.statusCode).toBe(400);
      expect(reasonOf(response.body)).toContain('keuze');
    });
  });
});
