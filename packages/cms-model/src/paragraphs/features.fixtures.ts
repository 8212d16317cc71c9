import { handIcon, heartIcon, houseIcon, type WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of features (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const featuresFixtures = {
  features: {
    type: 'features',
    id: 1015,
    field_title: plain('Waarom meedoen?'),
    field_description: text('<p>Drie redenen om dementievriendelijk te worden.</p>'),
    field_confetti_variant: plain('dots'),
    field_items: [
      {
        type: 'feature',
        field_title: plain('Gratis'),
        field_description: text('<p>Alle trainingen zijn gratis.</p>'),
        field_svg: [heartIcon],
        field_link: link('/trainingen', 'Bekijk de trainingen'),
      },
      {
        type: 'feature',
        field_title: plain('Kort'),
        field_description: text('<p>Een training duurt ongeveer 30 minuten.</p>'),
        field_svg: [handIcon],
      },
      {
        type: 'feature',
        field_title: plain('Certificaat'),
        field_description: text('<p>Je krijgt een certificaat als je de training afrondt.</p>'),
        field_svg: [houseIcon],
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const featuresKinds = { features: 'features' } as const satisfies Record<
  keyof typeof featuresFixtures,
  BlockKind
>;
