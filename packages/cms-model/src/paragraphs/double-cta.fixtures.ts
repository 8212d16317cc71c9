import { libraryImage, parkImage, type WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of double_cta (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const doubleCtaFixtures = {
  double_cta: {
    type: 'double_cta',
    id: 3002,
    field_items: [
      {
        type: 'cta_card',
        field_title: plain('Voor jezelf'),
        field_intro: text('<p>Leer hoe je iemand helpt.</p>'),
        field_link: link('/trainingen', 'Doe de training'),
        field_media: [parkImage],
      },
      {
        type: 'cta_card',
        field_title: plain('Voor je organisatie'),
        field_intro: text('<p>Maak je team dementievriendelijk.</p>'),
        field_link: link('/organisaties', 'Meld je organisatie aan'),
        field_media: [libraryImage],
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const doubleCtaKinds = { double_cta: 'doubleCta' } as const satisfies Record<
  keyof typeof doubleCtaFixtures,
  BlockKind
>;
