import {
  flipCardAnswersResponseSchema,
  infoSlideAnswersResponseSchema,
  parseEditableDocument,
  teachingActivityResponseSchema,
} from '@dementie/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import type { Visitor } from '../auth/test-helpers';
import { createElearningModule } from '../elearning';
import { elActivities, elAnswers } from '../elearning/schema';
import { insertBareCourse } from '../elearning/test-helpers';
import { latestDocument } from '.';
import { callAs, signUpEditorAndLearner, useBlobsTestApp } from './test-app';
import { png } from './test-images';

/*
 * An image deleted while in use ('Toch verwijderen', decision 0047) is no longer answered as an image
 * of a document: the blocks and rich-text images that showed it are left out of what visitors (and
 * the editor) are served, so the player never draws an empty box for it. Everything else stays.
 */

const GONE = '/blobstorage/pictures/wandeling.webp';
const KEPT = '/blobstorage/pictures/bankje.webp';

/** Raw rich text (spec 2 §3.7): a paragraph, an image of `src`, and another paragraph. */
const richText = (src: string) =>
  JSON.stringify({
    blocks: [
      { key: 'a', text: 'Samen wandelen.', type: 'unstyled', entityRanges: [] },
      { key: 'b', text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] },
      { key: 'c', text: 'Neem de tijd.', type: 'unstyled', entityRanges: [] },
    ],
    entityMap: { 0: { type: 'IMAGE', mutability: 'IMMUTABLE', data: { src, alt: 'Een pad in het bos' } } },
  });

const imageBlock = (url: string, alt: string) =>
  ({ Kind: 'Image', Content: { url, alt, crops: [], width: 60, height: 40 } }) as const;

describe.each(testBackends())('a deleted image is no longer answered in documents, on $name', (backend) => {
  const suite = useBlobsTestApp(backend, [createElearningModule({ trainings: [] })]);
  let editor: Visitor;

  beforeAll(async () => {
    const { db } = suite;
    await insertBareCourse(db, 930, 'Samen op pad');
    await db.insert(elActivities).values([
      {
        id: 932,
        chapterId: 931,
        courseId: 930,
        kind: 'InfoSlideMultipleChoiceQuestion',
        title: 'Wat doe je samen?',
        itemOrderNumber: 1,
      },
      {
        id: 933,
        chapterId: 931,
        courseId: 930,
        kind: 'FlipCardMultipleChoiceQuestion',
        title: 'Kaarten',
        itemOrderNumber: 2,
      },
    ]);
    await db.insert(elAnswers).values([
      { id: 934, activityId: 932, kind: 'InfoSlideAnswer', isCorrect: true, itemOrderNumber: 1 },
      {
        id: 935,
        activityId: 933,
        kind: 'FlipCardAnswer',
        isCorrect: true,
        itemOrderNumber: 1,
        image: { Url: GONE, Alt: 'Voorkant' },
        backImage: { Url: KEPT, Alt: 'Achterkant' },
      },
    ]);
    ({ editor } = await signUpEditorAndLearner(suite));
    for (const name of ['wandeling.png', 'bankje.png']) {
      expect((await call(editor, 'PUT', `/blobstorage/pictures/${name}`, await png(60, 40))).statusCode).toBe(
        200,
      );
    }
    const save = (TargetKind: string, TargetId: number, Field: string, blocks: unknown[]) =>
      call(editor, 'PUT', '/api/elearning/EditableDocument', {
        TargetKind,
        TargetId,
        Field,
        Content: JSON.stringify(blocks),
      });
    const activity = await save('TeachingActivity', 932, 'MCQQuestionContent', [
      { Kind: 'Text', Content: { highlighted: false, rteContent: richText(GONE) } },
      imageBlock(GONE, 'Een pad in het bos'),
      imageBlock(KEPT, 'Een bankje'),
      {
        Kind: 'Expandable',
        Content: {
          icon: '',
          title: 'Meer',
          description: richText('/blobstorage/pictures-800/wandeling_800.webp'),
        },
      },
      { Kind: 'Tip', Content: { description: 'Loop in het tempo van de ander.' } },
    ]);
    expect(activity.statusCode).toBe(200);
    const answer = await save('InfoSlideAnswer', 934, 'SlideAnswerContent', [
      imageBlock(GONE, 'Een pad in het bos'),
      { Kind: 'Text', Content: { highlighted: false, rteContent: 'Wandelen' } },
    ]);
    expect(answer.statusCode).toBe(200);
  });

  const call = callAs.bind(null, suite);

  /** What a visitor is served: the activity's document, the answers' documents, the flip card. */
  async function served() {
    const activity = await call(
      null,
      'GET',
      '/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=932',
    );
    expect(activity.statusCode).toBe(200);
    const content = teachingActivityResponseSchema.parse(activity.json()).TeachingActivity;
    const answers = await call(null, 'POST', '/api/elearning/InfoSlideAnswers', {
      InfoSlideMultipleChoiceQuestionId: 932,
    });
    expect(answers.statusCode).toBe(200);
    const cards = await call(null, 'POST', '/api/elearning/FlipCardAnswers', {
      FlipCardMultipleChoiceQuestionId: 933,
    });
    expect(cards.statusCode).toBe(200);
    const document = parseEditableDocument(
      'MCQQuestionContent' in content ? (content.MCQQuestionContent as string) : '',
    );
    const answer = infoSlideAnswersResponseSchema.parse(answers.json())[0];
    const answerDocument = parseEditableDocument(answer?.SlideAnswerContent);
    const card = flipCardAnswersResponseSchema.parse(cards.json())[0];
    if (!document.ok || !answerDocument.ok || !card) throw new Error('unexpected answers');
    return {
      raw: [activity.body, answers.body, cards.body].join('\n'),
      blocks: document.blocks,
      answerBlocks: answerDocument.blocks,
      card,
    };
  }

  it('serves the image while it exists', async () => {
    const before = await served();
    expect(before.blocks.map((block) => block.Kind)).toEqual(['Text', 'Image', 'Image', 'Expandable', 'Tip']);
    expect(before.answerBlocks.map((block) => block.Kind)).toEqual(['Image', 'Text']);
    expect(before.raw).toContain('wandeling');
  });

  it('leaves a deleted image out of every document at once, and keeps the rest', async () => {
    const deleted = await call(editor, 'DELETE', '/blobstorage/pictures/wandeling.webp?force=true');
    expect(deleted.statusCode).toBe(200);

    const after = await served();
    // Not in any form: no block, no rich-text image, no variant, no flip-card side.
    expect(after.raw).not.toContain('wandeling');
    expect(after.blocks.map((block) => block.Kind)).toEqual(['Text', 'Image', 'Expandable', 'Tip']);
    const [text, kept, expandable, tip] = after.blocks;
    expect(kept).toEqual(imageBlock(KEPT, 'Een bankje'));
    expect(tip).toEqual({ Kind: 'Tip', Content: { description: 'Loop in het tempo van de ander.' } });
    for (const rich of [
      text?.Kind === 'Text' ? text.Content.rteContent : '',
      expandable?.Kind === 'Expandable' ? expandable.Content.description : '',
    ]) {
      const raw = JSON.parse(rich) as { blocks: { text: string; type: string }[]; entityMap: object };
      expect(raw.blocks.map((block) => [block.type, block.text])).toEqual([
        ['unstyled', 'Samen wandelen.'],
        ['unstyled', 'Neem de tijd.'],
      ]);
      expect(raw.entityMap).toEqual({});
    }
    // The answer keeps its text; the flip card its other side.
    expect(after.answerBlocks).toEqual([
      { Kind: 'Text', Content: { highlighted: false, rteContent: 'Wandelen' } },
    ]);
    expect(after.card.Image).toBeNull();
    expect(after.card.BackImage).toEqual({ Url: KEPT, Alt: 'Achterkant' });
    // What the editor saved stays as it was: only the answers leave the image out.
    expect(await latestDocument(suite.db, 'TeachingActivity', 932, 'MCQQuestionContent')).toContain(GONE);
  });
});
