import {
  blobDeleteResponseSchema,
  blobRefusalSchema,
  blobUsesResponseSchema,
  serializeEditableDocument,
} from '@dementie/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import type { Visitor } from '../auth/test-helpers';
import { cmsNodes, cmsParagraphs, cmsPathAliases, cmsRevisions } from '../cms/schema';
import { elActivities, elAnswers } from '../elearning/schema';
import { insertBareCourse } from '../elearning/test-helpers';
import { callAs, signUpEditorAndLearner, useBlobsTestApp } from './test-app';
import { png } from './test-images';
import { blobUseRegex } from './usage';

const richTextWithImage = (src: string) =>
  JSON.stringify({
    blocks: [{ key: 'a', text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] }],
    entityMap: { 0: { type: 'IMAGE', mutability: 'IMMUTABLE', data: { src, alt: 'Twee mensen' } } },
  });

describe('blobUseRegex', () => {
  it('matches the original and its variants by address, and nothing that only looks alike', () => {
    const pattern = new RegExp(blobUseRegex('in-gebruik.webp'));
    expect(pattern.test('"url":"/blobstorage/pictures/in-gebruik.webp"')).toBe(true);
    expect(pattern.test('https://www.example.nl/blobstorage/pictures-404x227/in-gebruik_404x227.webp')).toBe(
      true,
    );
    expect(pattern.test('/sharedblobstorage/pictures/in-gebruik.webp')).toBe(false);
    expect(pattern.test('/blobstorage/pictures/in-gebruik-2.webp')).toBe(false);
    expect(pattern.test('/blobstorage/pictures/in-gebruikXwebp')).toBe(false);
    expect(pattern.test('/blobstorage/pictures/in-gebruik.webp.old')).toBe(false);
  });
});

describe.each(testBackends())('where an image is used, on $name', (backend) => {
  const suite = useBlobsTestApp(backend);
  let editor: Visitor;
  let learner: Visitor;

  beforeAll(async () => {
    const { db } = suite;
    await insertBareCourse(db, 910, 'Dementie herkennen');
    await db.insert(elActivities).values([
      {
        id: 912,
        chapterId: 911,
        courseId: 910,
        kind: 'Teaching',
        title: 'Wat is dementie?',
        itemOrderNumber: 1,
      },
      { id: 913, chapterId: 911, courseId: 910, kind: 'InfoSlide', title: 'Vergeten', itemOrderNumber: 2 },
    ]);
    await db
      .insert(elAnswers)
      .values({ id: 914, activityId: 913, kind: 'InfoSlideAnswer', isCorrect: true, itemOrderNumber: 1 });
    const now = new Date('2026-01-01T10:00:00Z');
    await db.insert(cmsNodes).values({
      id: 920,
      key: 'over-ons',
      bundle: 'content_page',
      brands: ['dementie'],
      title: 'Over ons',
      status: true,
      created: now,
      changed: now,
    });
    const [revision] = await db
      .insert(cmsRevisions)
      .values({
        nodeId: 920,
        title: 'Over ons',
        status: true,
        moderationState: 'published',
        fields: {},
        created: now,
      })
      .returning({ id: cmsRevisions.id });
    await db.update(cmsNodes).set({ currentRevisionId: revision?.id ?? 0 });
    await db.insert(cmsParagraphs).values({
      id: 921,
      revisionId: revision?.id ?? 0,
      field: 'field_page_content',
      position: 0,
      bundle: 'image',
      fields: {
        field_image: { url: 'https://www.example.nl/blobstorage/pictures-404x227/in-gebruik_404x227.webp' },
      },
    });
    await db.insert(cmsPathAliases).values({ brand: 'dementie', alias: '/over-ons', nodeId: 920 });
    ({ editor, learner } = await signUpEditorAndLearner(suite));
    for (const name of ['in-gebruik.png', 'in-gebruik-2.png', 'vrij.png']) {
      const answer = await call(editor, 'PUT', `/blobstorage/pictures/${name}`, await png(40, 30));
      expect(answer.statusCode).toBe(200);
    }
  });

  const call = callAs.bind(null, suite);

  function saveDocument(targetKind: string, targetId: number, field: string, content: string) {
    return call(editor, 'PUT', '/api/elearning/EditableDocument', {
      TargetKind: targetKind,
      TargetId: targetId,
      Field: field,
      Content: content,
    });
  }

  it('names every training and page that shows the image or one of its variants', async () => {
    const imageBlock = serializeEditableDocument([
      {
        Kind: 'Image',
        Content: { url: '/blobstorage/pictures/in-gebruik.webp', alt: 'Twee mensen', crops: [] },
      },
    ]);
    expect((await saveDocument('TeachingActivity', 912, 'SlideContent', imageBlock)).statusCode).toBe(200);
    const inRichText = serializeEditableDocument([
      {
        Kind: 'Text',
        Content: {
          highlighted: false,
          rteContent: richTextWithImage('/blobstorage/pictures-800/in-gebruik_800.webp'),
        },
      },
    ]);
    expect((await saveDocument('InfoSlideAnswer', 914, 'SlideAnswerContent', inRichText)).statusCode).toBe(
      200,
    );

    const answer = await call(editor, 'GET', '/blobstorage/pictures/in-gebruik.webp/uses');
    expect(answer.statusCode).toBe(200);
    expect(blobUsesResponseSchema.parse(answer.json()).uses).toEqual([
      { place: 'page', title: 'Over ons', path: '/over-ons' },
      { place: 'training', title: 'Dementie herkennen', detail: 'Vergeten' },
      { place: 'training', title: 'Dementie herkennen', detail: 'Wat is dementie?' },
    ]);
    // A look-alike name is not a use.
    const other = await call(editor, 'GET', '/blobstorage/pictures/in-gebruik-2.webp/uses');
    expect(blobUsesResponseSchema.parse(other.json()).uses).toEqual([]);
  });

  it('counts only the newest revision of a document', async () => {
    const withoutImage = serializeEditableDocument([
      { Kind: 'Tip', Content: { description: 'Neem de tijd.' } },
    ]);
    expect((await saveDocument('TeachingActivity', 912, 'SlideContent', withoutImage)).statusCode).toBe(200);
    const answer = await call(editor, 'GET', '/blobstorage/pictures/in-gebruik.webp/uses');
    expect(blobUsesResponseSchema.parse(answer.json()).uses.map((use) => use.detail ?? use.path)).toEqual([
      '/over-ons',
      'Vergeten',
    ]);
  });

  it('refuses to delete an image in use with 409 and the places, unless forced', async () => {
    const refused = await call(editor, 'DELETE', '/blobstorage/pictures/in-gebruik.webp');
    expect(refused.statusCode).toBe(409);
    const body = blobRefusalSchema.parse(refused.json());
    expect(body.code).toBe('in-use');
    expect(body.uses?.map((use) => use.title)).toEqual(['Over ons', 'Dementie herkennen']);
    expect((await call(null, 'GET', '/blobstorage/pictures/in-gebruik.webp')).statusCode).toBe(200);

    const forced = await call(editor, 'DELETE', '/blobstorage/pictures/in-gebruik.webp?force=true');
    expect(forced.statusCode).toBe(200);
    expect(blobDeleteResponseSchema.parse(forced.json()).deleted).toContain('in-gebruik.webp');
    expect((await call(null, 'GET', '/blobstorage/pictures/in-gebruik.webp')).statusCode).toBe(404);
  });

  it('deletes an unused image without force, and keeps the calls to editors', async () => {
    expect((await call(null, 'GET', '/blobstorage/pictures/vrij.webp/uses')).statusCode).toBe(401);
    expect((await call(learner, 'GET', '/blobstorage/pictures/vrij.webp/uses')).statusCode).toBe(403);
    expect((await call(editor, 'GET', '/blobstorage/pictures/weg.webp/uses')).statusCode).toBe(404);
    expect((await call(editor, 'DELETE', '/blobstorage/pictures/vrij.webp')).statusCode).toBe(200);
    expect((await call(editor, 'DELETE', '/blobstorage/pictures/vrij.webp?force=maybe')).statusCode).toBe(
      400,
    );
  });
});
