import type { WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of text_two_coulmns (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const textTwoColumnsFixtures = {
  text_two_coulmns: {
    type: 'text_two_coulmns',
    id: 1037,
    field_title: plain('Thuis en onderweg'),
    field_left: text('<h3>Thuis</h3><p>Leg spullen steeds op dezelfde plek.</p>'),
    field_right: text('<h3>Onderweg</h3><p>Neem een briefje mee met je adres.</p>'),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const textTwoColumnsKinds = { text_two_coulmns: 'textTwoColumns' } as const satisfies Record<
  keyof typeof textTwoColumnsFixtures,
  BlockKind
>;
