import type { WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of expandable (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const expandableFixtures = {
  expandable: {
    type: 'expandable',
    id: 1009,
    field_title: plain('Veelgestelde vragen'),
    field_intro: text('<p>Antwoorden op vragen die we vaak krijgen.</p>'),
    field_external_link: link('https://www.dementie.nl/vragen', 'Meer vragen en antwoorden'),
    field_items: [
      {
        type: 'expandable_item',
        field_label: plain('Vraag 1'),
        field_title: plain('Is dementie erfelijk?'),
        field_text: text(
          '<p>Meestal niet. Bij een paar zeldzame vormen speelt erfelijkheid wel een rol.</p>',
        ),
      },
      {
        type: 'expandable_item',
        field_label: plain('Vraag 2'),
        field_title: plain('Wat kan ik zelf doen?'),
        field_text: text('<p>Bewegen, gezond eten en contact met anderen zijn goed voor je hersenen.</p>'),
        field_paragraphs: [
          {
            type: 'link_list',
            id: 1091,
            field_title: plain('Lees verder'),
            field_links: link('/gezond-leven', 'Gezond leven en je hersenen'),
          },
        ],
      },
      {
        type: 'expandable_item',
        field_title: plain('Hoe lang duurt de training?'),
        field_text: text('<p>Ongeveer een half uur. Je kunt tussendoor stoppen en later verder gaan.</p>'),
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const expandableKinds = { expandable: 'expandable' } as const satisfies Record<
  keyof typeof expandableFixtures,
  BlockKind
>;
