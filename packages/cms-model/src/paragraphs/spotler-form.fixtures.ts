import type { WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of spotler_form (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const spotlerFormFixtures = {
  spotler_form: {
    type: 'spotler_form',
    id: 1034,
    field_title: plain('Schrijf je in voor de nieuwsbrief'),
    field_form_id: plain('4f1c2e'),
    field_script_id: plain('a1b2c3d4e5'),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const spotlerFormKinds = { spotler_form: 'spotlerForm' } as const satisfies Record<
  keyof typeof spotlerFormFixtures,
  BlockKind
>;
