import type { WireParagraph } from '../fixtures/media';
import { links, plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of home_link_grid (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const homeLinkGridFixtures = {
  home_link_grid: {
    type: 'home_link_grid',
    id: 1019,
    field_label: plain('Direct naar'),
    field_links: links(
      ['/trainingen', 'Trainingen'],
      ['/nieuws', 'Nieuws'],
      ['/ervaringen', 'Ervaringsverhalen'],
      ['/organisaties', 'Organisaties'],
    ),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const homeLinkGridKinds = { home_link_grid: 'homeLinkGrid' } as const satisfies Record<
  keyof typeof homeLinkGridFixtures,
  BlockKind
>;
