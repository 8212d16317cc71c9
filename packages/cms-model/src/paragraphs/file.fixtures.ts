import { bookletDocument, type WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';

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
