import { explainerVideo, type WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of video (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const videoFixtures = {
  video: {
    type: 'video',
    id: 1040,
    field_title: plain('Uitleg in twee minuten'),
    field_media: [explainerVideo],
    field_caption: text('<p>Met ondertiteling.</p>'),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const videoKinds = { video: 'video' } as const satisfies Record<keyof typeof videoFixtures, BlockKind>;
