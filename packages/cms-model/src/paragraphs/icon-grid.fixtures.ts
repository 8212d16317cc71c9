import type { WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of icon_grid (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const iconGridFixtures = {
  icon_grid: {
    type: 'icon_grid',
    id: 3006,
    field_title: plain('Wat vind je op deze website?'),
    field_items: [
      {
        type: 'icon_item',
        field_icon: plain('article'),
        field_title: plain('Artikelen'),
        field_text: text('<p>Uitleg over dementie.</p>'),
        field_link: link('/artikelen', 'Lees de artikelen'),
      },
      {
        type: 'icon_item',
        field_icon: plain('people'),
        field_title: plain('Ervaringen'),
        field_text: text('<p>Verhalen van mensen.</p>'),
        field_link: link('/ervaringen', 'Lees de ervaringen'),
      },
      {
        type: 'icon_item',
        field_icon: plain('hat'),
        field_title: plain('Trainingen'),
        field_text: text('<p>Leer wat je kunt doen.</p>'),
        field_link: link('/trainingen', 'Bekijk de trainingen'),
      },
      {
        type: 'icon_item',
        field_icon: plain('mic'),
        field_title: plain('Podcasts'),
        field_text: text('<p>Luister onderweg.</p>'),
      },
      {
        type: 'icon_item',
        field_icon: plain('video'),
        field_title: plain('Video’s'),
        field_text: text('<p>Kijk en leer.</p>'),
      },
      {
        type: 'icon_item',
        field_icon: plain('checklist'),
        field_title: plain('Checklists'),
        field_text: text('<p>Handig om af te vinken.</p>'),
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const iconGridKinds = { icon_grid: 'iconGrid' } as const satisfies Record<
  keyof typeof iconGridFixtures,
  BlockKind
>;
