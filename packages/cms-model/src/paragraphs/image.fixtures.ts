import { parkImage, type WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of image (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const imageFixtures = {
  image: {
    type: 'image',
    id: 1023,
    field_media: [parkImage],
    field_caption: text('<p>Samen wandelen houdt je fit en geeft rust.</p>'),
    field_media_width: plain('100'),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const imageKinds = { image: 'image' } as const satisfies Record<keyof typeof imageFixtures, BlockKind>;
