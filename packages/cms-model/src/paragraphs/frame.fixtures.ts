import { kitchenImage, type WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of frame (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const frameFixtures = {
  frame: {
    type: 'frame',
    id: 1016,
    field_title: plain('Goed om te weten'),
    field_body: text('<p>Praat in korte zinnen en stel één vraag tegelijk. Dat maakt het makkelijker.</p>'),
    field_media: [kitchenImage],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const frameKinds = { frame: 'frame' } as const satisfies Record<keyof typeof frameFixtures, BlockKind>;
