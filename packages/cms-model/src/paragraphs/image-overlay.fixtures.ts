import { kitchenImage, parkImage, shopImage, type WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of image_overlay (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const imageOverlayFixtures = {
  image_overlay: {
    type: 'image_overlay',
    id: 3001,
    field_title: plain('Een dag uit het leven van Kees'),
    field_items: [
      {
        type: 'slide',
        field_title: plain('De ochtend'),
        field_text: text('<p>Kees wandelt elke ochtend door het park.</p>'),
        field_media: [parkImage],
      },
      {
        type: 'slide',
        field_title: plain('Boodschappen'),
        field_text: text('<p>De bakker weet wat hij graag eet.</p>'),
        field_media: [shopImage],
      },
      {
        type: 'slide',
        field_title: plain('De middag'),
        field_text: text('<p>Samen koken met zijn dochter.</p>'),
        field_media: [kitchenImage],
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const imageOverlayKinds = { image_overlay: 'imageOverlay' } as const satisfies Record<
  keyof typeof imageOverlayFixtures,
  BlockKind
>;
