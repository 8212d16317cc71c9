import { saveEditableDocumentResponseSchema, serializeEditableDocument } from '@dementie/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import type { Visitor } from '../auth/test-helpers';
import { createElearningModule } from '../elearning';
import { elActivities, elAnswers } from '../elearning/schema';
import { insertBareCourse } from '../elearning/test-helpers';
import { documentRevisions, latestDocument, latestDocuments } from '.';
import { signUpEditorAndLearner, useBlobsTestApp } from './test-app';

const SAVE = '/api/elearning/EditableDocument';

const first = serializeEditableDocument([
  { Kind: 'Text', Content: { highlighted: false, rteContent: '{"blocks":[],"entityMap":{}}' } },
]);
const second = serializeEditableDocument([
  { Kind: 'Image', Content: { url: '/blobstorage/pictures/foto.jpg', alt: 'foto.jpg', crops: [] } },
  { Kind: 'Tip', Content: { description: 'Neem de tijd.' } },
]);

describe.each(testBackends())('editable documents on $name', (backend) => {
  const suite = useBlobsTestApp(backend, [createElearningModule({ trainings: [] })]);
  let editor: Visitor;
  let learner: Visitor;

  beforeAll(async () => {
    const { db } = suite;
    await insertBareCourse(db, 900, 'Proef');
    await db.insert(elActivities).values({
      id: 902,
      chapterId: 901,
      courseId: 900,
      kind: 'InfoSlide',
      title: 'Dia',
      itemOrderNumber: 1,
    });
    await db.insert(elAnswers).values([
      { id: 903, activityId: 902, kind: 'InfoSlideAnswer', isCorrect: true, itemOrderNumber: 1 },
      { id: 904, activityId: 902, kind: 'FlipCardAnswer', isCorrect: true, itemOrderNumber: 2 },
      { id: 905, activityId: 902, kind: 'StatementAnswer', isCorrect: true, itemOrderNumber: 3 },
    ]);
    ({ editor, learner } = await signUpEditorAndLearner(suite));
  });

  function save(who: Visitor | null, body: Record<string, unknown>) {
    return suite.app.inject({
      method: 'PUT',
      url: SAVE,
      cookies: who ? Object.fromEntries(who.cookies) : {},
      payload: body,
    });
  }

  /** What a save sends: the field of the target and its new content. */
  const document = (TargetKind: string, TargetId: number, Field: string, Content: string) => ({
    TargetKind,
    TargetId,
    Field,
    Content,
  });
  const body = (content: string) => document('TeachingActivity', 902, 'SlideContent', content);

  it('lets only editors save: 401 without a session, 403 without the role', async () => {
    expect((await save(null, body(first))).statusCode).toBe(401);
    expect((await save(learner, body(first))).statusCode).toBe(403);
    expect(await latestDocument(suite.db, 'TeachingActivity', 902, 'SlideContent')).toBeNull();
  });

  it('keeps every revision; the latest wins', async () => {
    const one = await save(editor, body(first));
    expect(one.statusCode).toBe(200);
    const answerOne = saveEditableDocumentResponseSchema.parse(one.json());
    suite.server.clock.advance(1000);
    const two = saveEditableDocumentResponseSchema.parse((await save(editor, body(second))).json());
    expect(two.RevisionId).toBeGreaterThan(answerOne.RevisionId);
    expect(two.SavedAt).toBe(suite.server.clock.now().toISOString());

    const db = suite.db;
    expect(await latestDocument(db, 'TeachingActivity', 902, 'SlideContent')).toBe(second);
    const history = await documentRevisions(db, 'TeachingActivity', 902, 'SlideContent');
    expect(history.map((row) => row.content)).toEqual([second, first]);
    expect(history[0]?.editorUserId).toMatch(/^[0-9a-f-]{36}$/);
    // Other fields are untouched.
    expect(await latestDocument(db, 'TeachingActivity', 902, 'MCQQuestionContent')).toBeNull();
  });

  it('serves the newest saved document to learners at once (decision 0045)', async () => {
    await save(editor, body(first));
    const url = '/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=902';
    const before = await suite.app.inject({ method: 'GET', url });
    expect(before.statusCode).toBe(200);
    expect(JSON.stringify(before.json())).toContain(JSON.stringify(first).slice(1, -1));
    await save(editor, body(second));
    const after = await suite.app.inject({ method: 'GET', url });
    expect(JSON.stringify(after.json())).toContain('Neem de tijd.');
  });

  it('saves answer documents, and gives many at once', async () => {
    const answer = await save(editor, document('InfoSlideAnswer', 903, 'SlideAnswerContent', first));
    expect(answer.statusCode).toBe(200);
    const map = await latestDocuments(suite.db, 'InfoSlideAnswer', [903, 904], 'SlideAnswerContent');
    expect([...map.entries()]).toEqual([[903, first]]);
  });

  it('refuses invalid documents, wrong fields and unknown targets', async () => {
    expect((await save(editor, body('{not json'))).statusCode).toBe(400);
    expect((await save(editor, body('[{"Kind":"Poll","Content":{}}]'))).statusCode).toBe(400);
    expect((await save(editor, { ...body(first), Field: 'FlipCardAnswerContent' })).statusCode).toBe(400);
    expect((await save(editor, { ...body(first), TargetId: 999_999 })).statusCode).toBe(404);
    // An answer id of another kind is not a FlipCardAnswer.
    const wrongKind = await save(editor, document('FlipCardAnswer', 903, 'FlipCardAnswerContent', first));
    expect(wrongKind.statusCode).toBe(404);
  });

  it('refuses a video on another host than YouTube, Vimeo or the NPO, with the reason', async () => {
    const before = await latestDocument(suite.db, 'TeachingActivity', 902, 'SlideContent');
    for (const url of [
      'data:text/html,<script>parent.alert(document.cookie)</script>',
      'https://evil.test/embed/x',
      'javascript:alert(1)',
    ]) {
      for (const Content of [url, { url, autoplay: false }]) {
        const response = await save(editor, body(JSON.stringify([{ Kind: 'Video', Content }])));
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toEqual({
          error: 'bad request',
          reason: expect.stringMatching(/^A Video block may only show a YouTube, Vimeo or NPO player/),
        });
      }
    }
    expect(await latestDocument(suite.db, 'TeachingActivity', 902, 'SlideContent')).toBe(before);
    const vimeo = [
      { Kind: 'Video', Content: { url: 'https://player.vimeo.com/video/76979871', autoplay: false } },
    ];
    expect((await save(editor, body(JSON.stringify(vimeo)))).statusCode).toBe(200);
  });

  describe('allowed block kinds per target (spec 3 §6)', () => {
    const text = { Kind: 'Text', Content: { highlighted: false, rteContent: '' } } as const;
    const video = { Kind: 'Video', Content: 'https://www.youtube.com/embed/abcdefghijk' } as const;
    const image = {
      Kind: 'Image',
      Content: { url: '/blobstorage/pictures/foto.jpg', alt: 'Foto', crops: [] },
    } as const;
    const tip = { Kind: 'Tip', Content: { description: 'Neem de tijd.' } } as const;
    const expandable = {
      Kind: 'Expandable',
      Content: { icon: '', title: 'Meer', description: 'Uitleg' },
    } as const;

    const cases = [
      {
        target: 'TeachingActivity',
        id: 902,
        field: 'SlideContent',
        allowed: [text, video, tip, expandable, { Kind: 'PointsSummery' } as const],
        refused: null,
      },
      {
        target: 'InfoSlideAnswer',
        id: 903,
        field: 'SlideAnswerContent',
        allowed: [text, image],
        refused: [text, tip],
      },
      {
        target: 'StatementAnswer',
        id: 905,
        field: 'SlideAnswerContent',
        allowed: [video, text],
        refused: [expandable],
      },
      {
        target: 'FlipCardAnswer',
        id: 904,
        field: 'FlipCardAnswerContent',
        allowed: [video, text],
        refused: [image],
      },
    ] as const;

    it.each(cases)('$target: saves an allowed document, refuses other blocks', async (row) => {
      const request = (blocks: readonly unknown[]) =>
        save(editor, document(row.target, row.id, row.field, JSON.stringify(blocks)));
      const ok = await request(row.allowed);
      expect(ok.statusCode).toBe(200);
      saveEditableDocumentResponseSchema.parse(ok.json());
      if (row.refused) {
        const refused = await request(row.refused);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          error: 'bad request',
          reason: expect.stringMatching(new RegExp(`^${row.target} documents may not hold a \\w+ block$`)),
        });
        // The refused save kept no revision.
        expect(await latestDocument(suite.db, row.target, row.id, row.field)).toBe(
          JSON.stringify(row.allowed),
        );
      }
    });

    it('refuses an answer holding both a Video and an Image, but not an activity', async () => {
      for (const [target, id] of [
        ['InfoSlideAnswer', 903],
        ['StatementAnswer', 905],
      ] as const) {
        const both = await save(editor, {
          TargetKind: target,
          TargetId: id,
          Field: 'SlideAnswerContent',
          Content: JSON.stringify([video, text, image]),
        });
        expect(both.statusCode).toBe(400);
        expect(both.json()).toEqual({
          error: 'bad request',
          reason: `${target} documents may hold a Video or an Image, not both`,
        });
      }
      // Project reading: older activity documents may mix media; only answers are refused.
      expect((await save(editor, body(JSON.stringify([video, image])))).statusCode).toBe(200);
    });
  });
});
