import type { WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of centralised_building_block (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const centralisedBuildingBlockFixtures = {
  centralised_building_block: {
    type: 'centralised_building_block',
    id: 1003,
    field_single_paragraph: [
      {
        type: 'text_with_title',
        id: 1031,
        field_title: plain('Samen maken we het verschil'),
        field_body: text(
          '<p>Meer dan 300.000 mensen in Nederland hebben dementie. Zij wonen gewoon bij ons in de buurt.</p>',
        ),
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const centralisedBuildingBlockKinds = {
  centralised_building_block: 'centralisedBlock',
} as const satisfies Record<keyof typeof centralisedBuildingBlockFixtures, BlockKind>;
