import type { WireParagraph } from '../fixtures/media';
import { links, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of follow_on (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const followOnFixtures = {
  follow_on: {
    type: 'follow_on',
    id: 1014,
    field_title: plain('Hoe nu verder?'),
    field_intro: text('<p>Je weet nu meer over dementie. Dit kun je nog doen:</p>'),
    field_links: links(
      ['/trainingen', 'Doe een training'],
      ['/ervaringen', 'Lees ervaringsverhalen'],
      ['https://www.alzheimer-nederland.nl', 'Steun het onderzoek'],
    ),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const followOnKinds = { follow_on: 'followOn' } as const satisfies Record<
  keyof typeof followOnFixtures,
  BlockKind
>;
