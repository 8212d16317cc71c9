import type { WireParagraph } from '../fixtures/media';
import { links, plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of tag_cloud (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const tagCloudFixtures = {
  tag_cloud: {
    type: 'tag_cloud',
    id: 3013,
    field_title: plain('Onderwerpen'),
    field_links: links(
      ['/zoeken?zoekterm=geheugen', 'Geheugen'],
      ['/zoeken?zoekterm=mantelzorg', 'Mantelzorg'],
      ['/zoeken?zoekterm=wonen', 'Wonen'],
      ['/zoeken?zoekterm=werk', 'Werk'],
      ['/zoeken?zoekterm=vervoer', 'Vervoer'],
    ),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const tagCloudKinds = { tag_cloud: 'tagCloud' } as const satisfies Record<
  keyof typeof tagCloudFixtures,
  BlockKind
>;
