import { logoImage, type WireParagraph } from '../fixtures/media';
import { link, plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of mini_grid (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const miniGridFixtures = {
  mini_grid: {
    type: 'mini_grid',
    id: 1028,
    field_title: plain('Deze organisaties doen mee'),
    field_items: [
      {
        type: 'logo',
        field_media: [logoImage(2501, 'bibliotheek', 'Bibliotheek Midden')],
        field_link: link('/organisaties/bibliotheek-midden', 'Bibliotheek Midden'),
      },
      { type: 'logo', field_media: [logoImage(2502, 'vervoer', 'Streekvervoer Noord')] },
      { type: 'logo', field_media: [logoImage(2503, 'supermarkt', 'Supermarkt De Hoek')] },
      {
        type: 'logo',
        field_media: [logoImage(2504, 'gemeente', 'Gemeente Zwolle')],
        field_link: link('https://www.zwolle.nl', 'Gemeente Zwolle'),
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const miniGridKinds = { mini_grid: 'miniGrid' } as const satisfies Record<
  keyof typeof miniGridFixtures,
  BlockKind
>;
