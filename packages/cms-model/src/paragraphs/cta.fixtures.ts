import { kitchenImage, shopImage, type WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of cta, spotlight, end_cta (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const ctaFixtures = {
  cta: {
    type: 'cta',
    id: 1005,
    field_items: [
      {
        type: 'spotlight',
        id: 1051,
        field_title: plain('Uitgelicht: de training voor buren'),
        field_body: text('<p>Je buurman is de weg kwijt. Wat doe je? In deze training oefen je het.</p>'),
        field_fullwidth: plain(false),
        field_media: [kitchenImage],
        field_primary_link: link('/trainingen/buren', 'Bekijk de training'),
      },
      {
        type: 'end_cta',
        id: 1052,
        field_title: plain('Klaar om te beginnen?'),
        field_intro: text('<p>De training is gratis en duurt ongeveer 30 minuten.</p>'),
        field_confetti: plain(true),
        field_cta_color: plain('brand'),
        field_primary_link: link('/trainingen', 'Start nu'),
        field_secondary_link: link('/over-ons', 'Meer over ons'),
      },
    ],
  },
  spotlight: {
    type: 'spotlight',
    id: 1006,
    field_title: plain('In de kijker: de bakker van de Dorpsstraat'),
    field_body: text(
      '<p>Hij kent zijn klanten en neemt de tijd. Zo houdt iedereen plezier in boodschappen doen.</p>',
    ),
    field_fullwidth: plain(true),
    field_media: [shopImage],
    field_primary_link: link('/ervaringen/de-bakker', 'Lees het verhaal'),
  },
  end_cta: {
    type: 'end_cta',
    id: 1007,
    field_title: plain('Doe mee en vier het met ons'),
    field_intro: text('<p>Elke nieuwe deelnemer maakt de buurt een beetje vriendelijker.</p>'),
    field_confetti: plain(true),
    field_cta_color: plain('accent'),
    field_primary_link: link('/trainingen', 'Doe de training'),
    field_secondary_link: link('/nieuws', 'Lees het nieuws'),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const ctaKinds = { cta: 'cta', spotlight: 'cta', end_cta: 'cta' } as const satisfies Record<
  keyof typeof ctaFixtures,
  BlockKind
>;
