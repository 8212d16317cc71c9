import { describe, expect, it } from 'vitest';
import { fixtures } from './fixtures/index.js';
import { BASE, clientAnswering, value } from './test-support/client.js';

describe('e-learning calls (spec 3 §7)', () => {
  it('GetCourses and GetFollowedCourses map to camelCase', async () => {
    const courses = clientAnswering(fixtures.getCourses.response);
    const list = value(await courses.client.getCourses());
    expect(list[0]).toEqual({
      id: 3,
      name: 'Dementie herkennen in de winkel',
      overviewDescription: 'In 20 minuten leer je de signalen herkennen.',
      description: 'Een training voor iedereen die met klanten werkt.',
      image: {
        url: '/sharedblobstorage/pictures/winkel.jpg',
        alt: 'Een kassa in een winkel',
        crops: [{ url: '/sharedblobstorage/pictures-400/winkel_400.jpg', width: 400 }],
      },
    });
    expect(list[1]).toEqual({
      id: 4,
      name: 'Omgaan met verwarring',
      overviewDescription: '',
      description: '',
    });
    const followed = clientAnswering(fixtures.getFollowedCourses.response);
    expect(value(await followed.client.getFollowedCourses())[0]).toMatchObject({
      id: 3,
      progress: 5,
      total: 12,
      score: 18,
      maxScore: 50,
      imported: false,
    });
    expect(followed.requests[0]?.credentials).toBe('include');
  });

  it('StartRun posts CourseId and orders chapters and activities', async () => {
    const { client, requests } = clientAnswering(fixtures.startRun.response);
    const run = value(await client.startRun(3));
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ CourseId: 3 });
    expect(run.runId).toBe('0b6c7a1e-2f3d-4e5a-8b9c-1d2e3f4a5b6c');
    expect(run.isNewRun).toBe(false);
    expect(run.chapters.map((c) => c.code)).toEqual(['H1', 'H2']);
    expect(run.chapters[1]?.activities.map((a) => a.id)).toEqual([211, 212]);
    expect(run.chapters[0]?.activities[1]).toEqual({
      id: 112,
      title: 'Wat zie je?',
      itemOrderNumber: 2,
      kind: 'InfoSlideMultipleChoiceQuestion',
      showInfoModal: false,
      status: { status: 'Done', progress: 100, points: 3 },
      chosenAnswerIds: [1121, 1123],
    });
    expect(run.chapters[0]?.image).toEqual({ url: '/sharedblobstorage/pictures/h1.jpg', alt: '', crops: [] });
  });

  it("StartRun with preview asks for the editor's outline only (no run)", async () => {
    const { client, requests } = clientAnswering(fixtures.startRun.response);
    await client.startRun(3, { preview: true, restart: true });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ CourseId: 3, Preview: true });
  });

  it('TeachingActivityWithContent maps content and answers', async () => {
    const { client, requests } = clientAnswering(fixtures.teachingActivityWithContent.response);
    const result = value(await client.teachingActivityWithContent(212));
    expect(requests[0]?.url).toBe(
      `${BASE}/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=212`,
    );
    expect(result).toMatchObject({ descriptorName: 'Contact maken', score: 0, maxScore: 4 });
    expect(result.activity).toMatchObject({
      kind: 'FlipCardMultipleChoiceQuestion',
      title: 'Flip de kaarten',
      introToAssignment: 'Kies de twee goede manieren.',
      shouldDragAnswer: false,
      progressScore: 0,
    });
    expect(result.activity.questionContent).toContain('Welkom!');
    expect(result.activity.answers?.[0]).toMatchObject({
      id: 2121,
      kind: 'FlipCardAnswer',
      title: 'Oogcontact maken',
      explanation: 'Oogcontact helpt om rust te geven.',
      image: { alt: 'Twee mensen kijken elkaar aan', width: 400, height: 400 },
    });
  });

  it('flip-card answers are shuffled by the client, the same way for the same seed', async () => {
    const { client, requests } = clientAnswering(fixtures.flipCardAnswers.response);
    const first = value(await client.flipCardAnswers(212, { seed: 'run-1:212' })).map((a) => a.id);
    const second = value(await client.flipCardAnswers(212, { seed: 'run-1:212' })).map((a) => a.id);
    expect(first).toEqual(second);
    expect([...first].sort()).toEqual([2121, 2122, 2123]);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ FlipCardMultipleChoiceQuestionId: 212 });
    // A random source that always picks index 0 rotates the list: [a,b,c] -> [b,c,a].
    const rotated = value(await client.flipCardAnswers(212, { random: () => 0 })).map((a) => a.id);
    expect(rotated).toEqual([2122, 2123, 2121]);
  });

  it('info-slide answers are shuffled by the client', async () => {
    const { client, requests } = clientAnswering(fixtures.infoSlideAnswers.response);
    const ids = value(await client.infoSlideAnswers(112, { random: () => 0 })).map((a) => a.id);
    expect(ids).toEqual([1122, 1123, 1121]);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ InfoSlideMultipleChoiceQuestionId: 112 });
  });

  it('statement answers are sorted by ItemOrderNumber', async () => {
    const { client, requests } = clientAnswering(fixtures.statementAnswers.response);
    expect(value(await client.statementAnswers(310)).map((a) => a.id)).toEqual([3101, 3102, 3103]);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ StatementQuestionId: 310 });
  });

  it('MarkAssignment posts CourseId, AssignmentId, AnswerIds with credentials', async () => {
    const { client, requests } = clientAnswering(fixtures.markAssignment.response);
    expect(
      value(await client.markAssignment({ courseId: 3, assignmentId: 212, answerIds: [2121, 2123] })),
    ).toEqual({
      minAcceptableScore: 39,
      points: 4,
      outcome: 'FullyCorrect',
      progress: 50,
    });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(fixtures.markAssignment.request.body);
    expect(requests[0]?.credentials).toBe('include');
  });

  it('MarkAssignment: 401 and 403 are unauthorized (spec 3 §6)', async () => {
    for (const status of [401, 403]) {
      const { client } = clientAnswering({}, status);
      expect(await client.markAssignment({ courseId: 3, assignmentId: 1, answerIds: [] })).toEqual({
        kind: 'unauthorized',
        status,
      });
    }
  });

  it('MarkInfoSlideDone posts an empty answer list by default', async () => {
    const { client, requests } = clientAnswering(fixtures.markInfoSlideDone.response);
    expect(value(await client.markInfoSlideDone({ courseId: 3, teachingActivityId: 211 })).points).toBe(1);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      CourseId: 3,
      TeachingActivityId: 211,
      AnswerIds: [],
    });
  });

  it('SummaryPage maps both result blocks', async () => {
    const { client, requests } = clientAnswering(fixtures.summaryPage.response);
    const page = value(await client.summaryPage(3));
    expect(requests[0]?.url).toBe(`${BASE}/api/elearning/Course/SummaryPage?courseId=3`);
    expect(page.startingPageUrl).toBe('/trainingen/3');
    expect(page.certificateAchievedBlock?.spotlerForm).toEqual({ scriptId: 'spotler-123', formId: 'form-9' });
    expect(page.certificateNotAchievedBlock?.pageBlock.showImageAndCertificate).toBe(false);
    expect(page.linkBlock?.items[0]?.link).toBe('/tips');
  });

  it('CompleteCourse merges per descriptor', async () => {
    const { client, requests } = clientAnswering(fixtures.completeCourse.response);
    const result = value(await client.completeCourse(3));
    expect(requests[0]?.url).toBe(`${BASE}/api/elearning/CompleteCourse/3`);
    expect(result.descriptors).toEqual([
      {
        kind: 'learning goal',
        name: 'Contact maken',
        description: 'Je weet hoe je iemand helpt.',
        itemOrderNumber: 1,
        score: 22,
        maxScore: 25,
      },
      {
        kind: 'signal',
        name: 'Signalen herkennen',
        description: 'Je ziet wat er anders is.',
        itemOrderNumber: 2,
        score: 20,
        maxScore: 25,
      },
    ]);
    expect(result.minAcceptableScore).toBe(39);
  });

  it('saves an editable document', async () => {
    const { client, requests } = clientAnswering(fixtures.saveEditableDocument.response);
    const body = fixtures.saveEditableDocument.request.body;
    const result = await client.saveEditableDocument({
      targetKind: body.TargetKind,
      targetId: body.TargetId,
      field: body.Field,
      content: body.Content,
    });
    expect(value(result)).toEqual({ revisionId: 7, savedAt: '2025-06-02T09:00:00Z' });
    expect(requests[0]?.method).toBe('PUT');
  });

  it('refuses to send an invalid editable document', async () => {
    const { client, requests } = clientAnswering({});
    const result = await client.saveEditableDocument({
      targetKind: 'TeachingActivity',
      targetId: 1,
      field: 'SlideContent',
      content: '{oops',
    });
    expect(result).toMatchObject({ kind: 'failed', status: 404 });
    expect(requests).toHaveLength(0);
  });
});
