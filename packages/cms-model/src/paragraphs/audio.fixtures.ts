import { podcastAudio, type WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of audio (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const audioFixtures = {
  audio: {
    type: 'audio',
    id: 1013,
    field_title: plain('Luister naar het verhaal van Joke'),
    field_media: [podcastAudio],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const audioKinds = { audio: 'audio' } as const satisfies Record<keyof typeof audioFixtures, BlockKind>;
