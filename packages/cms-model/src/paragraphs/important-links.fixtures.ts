import type { WireParagraph } from '../fixtures/media';
import { links, plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of important_links (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const importantLinksFixtures = {
  important_links: {
    type: 'important_links',
    id: 3010,
    field_title: plain('Belangrijke links'),
    field_links: links(
      ['https://www.alzheimer-nederland.nl/dementielijn', 'Dementielijn'],
      ['/wat-is-dementie', 'Wat is dementie?'],
      ['/mantelzorg', 'Hulp voor mantelzorgers'],
    ),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const importantLinksKinds = { important_links: 'importantLinks' } as const satisfies Record<
  keyof typeof importantLinksFixtures,
  BlockKind
>;
