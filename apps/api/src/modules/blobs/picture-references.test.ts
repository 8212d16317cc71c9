import { describe, expect, it } from 'vitest';
import {
  documentWithoutPictures,
  pictureOfAddress,
  picturesNamedIn,
  richTextWithoutPictures,
} from './picture-references';

describe('pictureOfAddress', () => {
  it('names the original of an original or a variant, relative or absolute', () => {
    expect(pictureOfAddress('/blobstorage/pictures/park.webp')).toBe('park.webp');
    expect(pictureOfAddress('/blobstorage/pictures-800/park_800.webp')).toBe('park.webp');
    expect(pictureOfAddress('https://www.dementie.nl/blobstorage/pictures-404x227/park_404x227.webp')).toBe(
      'park.webp',
    );
  });

  it('names nothing for demo media, other addresses or a variant under the wrong size', () => {
    expect(pictureOfAddress('/sharedblobstorage/pictures/park.webp')).toBeNull();
    expect(pictureOfAddress('/api/elearning/media/park.svg')).toBeNull();
    expect(pictureOfAddress('/blobstorage/pictures-800/park_400.webp')).toBeNull();
    expect(pictureOfAddress('/blobstorage/pictures-999/park_999.webp')).toBeNull();
  });
});

describe('picturesNamedIn', () => {
  it('finds every picture a serialized document shows, once, and no demo media', () => {
    const text = JSON.stringify([
      { Kind: 'Image', Content: { url: '/blobstorage/pictures/park.webp' } },
      { Kind: 'Text', Content: { rteContent: '{"src":"/blobstorage/pictures-800/park_800.webp"}' } },
      { Kind: 'Image', Content: { url: '/sharedblobstorage/pictures/bos.webp' } },
    ]);
    expect([...picturesNamedIn(text)]).toEqual(['park.webp']);
    expect(picturesNamedIn(null).size).toBe(0);
  });
});

describe('richTextWithoutPictures', () => {
  it('drops a range of a gone image inside a text block and keeps its text', () => {
    const raw = JSON.stringify({
      blocks: [
        { key: 'a', text: 'Kijk', type: 'unstyled', entityRanges: [{ offset: 0, length: 4, key: 1 }] },
      ],
      entityMap: { 1: { type: 'IMAGE', data: { src: '/blobstorage/pictures/park.webp' } } },
    });
    expect(JSON.parse(richTextWithoutPictures(raw, new Set(['park.webp'])))).toEqual({
      blocks: [{ key: 'a', text: 'Kijk', type: 'unstyled', entityRanges: [] }],
      entityMap: {},
    });
  });

  it('leaves plain text and content without the gone picture as it was', () => {
    expect(richTextWithoutPictures('Gewoon tekst', new Set(['park.webp']))).toBe('Gewoon tekst');
    const raw =
      '{"blocks":[],"entityMap":{"0":{"type":"LINK","data":{"url":"/blobstorage/pictures/park.webp"}}}}';
    expect(richTextWithoutPictures(raw, new Set(['park.webp']))).toBe(raw);
  });
});

describe('documentWithoutPictures', () => {
  it('returns the stored text itself when nothing in it is gone', () => {
    const document =
      '[{"Kind":"Image","Content":{"url":"/blobstorage/pictures/bank.webp","alt":"","crops":[]}}]';
    expect(documentWithoutPictures(document, new Set(['park.webp']))).toBe(document);
    expect(documentWithoutPictures('{kapot', new Set(['park.webp']))).toBe('{kapot');
    expect(documentWithoutPictures(null, new Set(['park.webp']))).toBeNull();
  });
});
