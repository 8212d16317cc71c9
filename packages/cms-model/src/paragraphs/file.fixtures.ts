import { bookletDocument, type WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of file (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const fileFixtures = {
  file: {
    type: 'file',
    id: 1012,
    field_title: plain('Tips om te downloaden'),
    field_file: [bookletDocument],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const fileKinds = { file: 'file' } as const satisfies Record<keyof typeof fileFixtures, BlockKind>;
