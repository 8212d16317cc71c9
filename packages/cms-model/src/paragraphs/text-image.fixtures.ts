import { shopImage, type WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of text_image (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const textImageFixtures = {
  text_image: {
    type: 'text_image',
    id: 1035,
    field_design: plain('new'),
    field_title: plain('Boodschappen doen'),
    field_label: plain('Tip'),
    field_body: text('<p>Een vaste winkel en bekende gezichten geven houvast. Vraag gerust om hulp.</p>'),
    field_color: plain('sand'),
    field_position: plain('right'),
    field_links: link('/ervaringen/mijn-vader-en-de-bakker', 'Lees het verhaal van de bakker'),
    field_media: [shopImage],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const textImageKinds = { text_image: 'textImage' } as const satisfies Record<
  keyof typeof textImageFixtures,
  BlockKind
>;
