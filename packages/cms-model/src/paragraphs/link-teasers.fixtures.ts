import { kitchenImage, parkImage, type WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of external_link, internal_link, link_with_image (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const linkTeasersFixtures = {
  external_link: {
    type: 'external_link',
    id: 1010,
    field_title: plain('Dementielijn'),
    field_intro: text('<p>Bel gratis met iemand die weet hoe het is. Elke dag van 9 tot 21 uur.</p>'),
    field_link: link('https://www.alzheimer-nederland.nl/dementielijn', 'Naar de Dementielijn'),
  },
  internal_link: {
    type: 'internal_link',
    id: 1011,
    field_title: plain('Wat is dementie?'),
    field_intro: text('<p>Uitleg in gewone woorden over wat er in het hoofd gebeurt.</p>'),
    field_link: link('/wat-is-dementie', 'Lees de uitleg'),
    field_media: [parkImage],
  },
  link_with_image: {
    type: 'link_with_image',
    id: 1025,
    field_title: plain('Ervaringen van mantelzorgers'),
    field_intro: text('<p>Lees hoe anderen het doen.</p>'),
    field_link: link('/ervaringen', 'Lees de verhalen'),
    field_media: [kitchenImage],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const linkTeasersKinds = {
  external_link: 'externalLink',
  internal_link: 'internalLink',
  link_with_image: 'linkWithImage',
} as const satisfies Record<keyof typeof linkTeasersFixtures, BlockKind>;
