import { busImage, parkImage, shopImage, type WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of grid_with_image (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const gridWithImageFixtures = {
  grid_with_image: {
    type: 'grid_with_image',
    id: 1017,
    field_title: plain('Voor wie is de training?'),
    field_body: text('<p>Kies de training die bij jou past.</p>'),
    field_color: plain('sand'),
    field_internal_link: link('/trainingen', 'Alle trainingen'),
    field_items: [
      {
        type: 'grid_item',
        field_title: plain('Voor buren'),
        field_label: plain('30 minuten'),
        field_body: text('<p>Zo help je iemand in je straat.</p>'),
        field_media: [parkImage],
        field_link: link('/trainingen/buren', 'Naar de training voor buren'),
      },
      {
        type: 'grid_item',
        field_title: plain('Voor winkels'),
        field_label: plain('25 minuten'),
        field_body: text('<p>Zo help je een klant die in de war is.</p>'),
        field_media: [shopImage],
        field_link: link('/trainingen/winkels', 'Naar de training voor winkels'),
      },
      {
        type: 'grid_item',
        field_title: plain('Voor vervoer'),
        field_label: plain('20 minuten'),
        field_body: text('<p>Zo help je een reiziger op weg.</p>'),
        field_media: [busImage],
        field_link: link('/trainingen/vervoer', 'Naar de training voor vervoer'),
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const gridWithImageKinds = { grid_with_image: 'gridWithImage' } as const satisfies Record<
  keyof typeof gridWithImageFixtures,
  BlockKind
>;
