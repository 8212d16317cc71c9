import { choirImage, kitchenImage, parkImage, type WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of banners (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const bannersFixtures = {
  banners: {
    type: 'banners',
    id: 3008,
    field_items: [
      {
        type: 'cta_card',
        field_title: plain('Doe de training'),
        field_intro: text('<p>Gratis en online.</p>'),
        field_link: link('/trainingen', 'Naar de trainingen'),
        field_media: [parkImage],
      },
      {
        type: 'cta_card',
        field_title: plain('Lees de verhalen'),
        field_intro: text('<p>Van mensen zoals jij.</p>'),
        field_link: link('/ervaringen', 'Naar de verhalen'),
        field_media: [kitchenImage],
      },
      {
        type: 'cta_card',
        field_title: plain('Steun ons'),
        field_intro: text('<p>Help mee aan een dementievriendelijk land.</p>'),
        field_link: link('https://www.alzheimer-nederland.nl/doneren', 'Doneer'),
        field_media: [choirImage],
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const bannersKinds = { banners: 'banners' } as const satisfies Record<
  keyof typeof bannersFixtures,
  BlockKind
>;
