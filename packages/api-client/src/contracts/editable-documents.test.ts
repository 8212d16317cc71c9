import { describe, expect, it } from 'vitest';
import {
  allowedDocumentBlockKinds,
  EDITABLE_TARGET_KINDS,
  type EditableBlock,
  editableDocumentProblem,
} from './editable-documents.js';

const text: EditableBlock = { Kind: 'Text', Content: { highlighted: false, rteContent: '' } };
const video: EditableBlock = { Kind: 'Video', Content: 'https://www.youtube.com/embed/abcdefghijk' };
const image: EditableBlock = { Kind: 'Image', Content: { url: '/a.jpg', alt: '', crops: [] } };
const tip: EditableBlock = { Kind: 'Tip', Content: { description: 'Neem de tijd.' } };

describe('allowed block kinds per target (spec 3 §6)', () => {
  it('teaching activities allow PointsSummery, Tip and Expandable besides text and media', () => {
    expect(allowedDocumentBlockKinds('TeachingActivity')).toEqual([
      'Video',
      'Image',
      'Text',
      'Expandable',
      'PointsSummery',
      'Tip',
    ]);
  });

  it('InfoSlide and Statement answers allow Video or Image; FlipCard answers Video only', () => {
    expect(allowedDocumentBlockKinds('InfoSlideAnswer')).toEqual(['Video', 'Image', 'Text']);
    expect(allowedDocumentBlockKinds('StatementAnswer')).toEqual(['Video', 'Image', 'Text']);
    expect(allowedDocumentBlockKinds('FlipCardAnswer')).toEqual(['Video', 'Text']);
  });

  it('every target allows Text', () => {
    for (const kind of EDITABLE_TARGET_KINDS) expect(allowedDocumentBlockKinds(kind)).toContain('Text');
  });
});

describe('documents refused for a target (spec 3 §6)', () => {
  it('accepts allowed documents, the empty one included', () => {
    expect(editableDocumentProblem('TeachingActivity', [text, image, tip])).toBeNull();
    expect(editableDocumentProblem('InfoSlideAnswer', [text, image])).toBeNull();
    expect(editableDocumentProblem('StatementAnswer', [video])).toBeNull();
    expect(editableDocumentProblem('FlipCardAnswer', [])).toBeNull();
  });

  it('refuses a block the target does not allow', () => {
    expect(editableDocumentProblem('InfoSlideAnswer', [tip])).toBe(
      'InfoSlideAnswer documents may not hold a Tip block',
    );
    expect(editableDocumentProblem('FlipCardAnswer', [image])).toMatch(/Image/);
  });

  it('refuses an answer with both a Video and an Image', () => {
    expect(editableDocumentProblem('StatementAnswer', [video, text, image])).toBe(
      'StatementAnswer documents may hold a Video or an Image, not both',
    );
    expect(editableDocumentProblem('InfoSlideAnswer', [image, video])).not.toBeNull();
  });
});
