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

describe('video addresses (spec 2 §2.8: YouTube, Vimeo and the NPO)', () => {
  const withUrl = (url: string, asObject = true): EditableBlock =>
    asObject ? { Kind: 'Video', Content: { url, autoplay: false } } : { Kind: 'Video', Content: url };

  it.each([
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://player.vimeo.com/video/76979871',
    'https://start-player.npo.nl/embed/WO_NOS_123',
    'https://embed.npo.nl/abc',
    '/api/elearning/media/uitleg.mp4',
    '',
  ])('saves %j', (url) => {
    expect(editableDocumentProblem('TeachingActivity', [withUrl(url)])).toBeNull();
    expect(editableDocumentProblem('FlipCardAnswer', [withUrl(url, false)])).toBeNull();
  });

  it.each([
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    'http://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube.com.evil.test/embed/x',
    'https://evil.test/?https://www.youtube.com/embed/x',
    'https://user:pw@www.youtube.com/embed/x',
    'https://evil.test/video.mp4',
    '//evil.test/video.mp4',
    '/\\evil.test/video.mp4',
    '/api/elearning/media/uitleg.html',
    'blob:https://www.youtube.com/x',
  ])('refuses %j with a reason', (url) => {
    for (const block of [withUrl(url), withUrl(url, false)]) {
      expect(editableDocumentProblem('TeachingActivity', [text, block])).toMatch(
        /^A Video block may only show a YouTube, Vimeo or NPO player/,
      );
    }
  });
});
