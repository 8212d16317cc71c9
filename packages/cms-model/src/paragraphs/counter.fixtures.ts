import type { WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of counter_block (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const counterFixtures = {
  counter_block: {
    type: 'counter_block',
    id: 1004,
    field_color: plain('blue'),
    field_title: plain('Samen dementievriendelijk'),
    field_label: plain('mensen volgden al een training'),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const counterKinds = { counter_block: 'counter' } as const satisfies Record<
  keyof typeof counterFixtures,
  BlockKind
>;
