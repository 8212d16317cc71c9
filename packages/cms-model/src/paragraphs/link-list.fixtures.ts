import type { WireParagraph } from '../fixtures/media';
import { links, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of link_list (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const linkListFixtures = {
  link_list: {
    type: 'link_list',
    id: 1024,
    field_title: plain('Handige links'),
    field_intro: text('<p>Hier vind je meer hulp.</p>'),
    field_color: plain('sand'),
    field_links: links(
      ['/wat-is-dementie', 'Wat is dementie?'],
      ['https://www.alzheimer-nederland.nl/dementielijn', 'Dementielijn'],
      ['/trainingen', 'Trainingen'],
    ),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const linkListKinds = { link_list: 'linkList' } as const satisfies Record<
  keyof typeof linkListFixtures,
  BlockKind
>;
