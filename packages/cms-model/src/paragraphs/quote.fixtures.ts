import { portraitImage, type WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of quote (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const quoteFixtures = {
  quote: {
    type: 'quote',
    id: 1030,
    field_body: text('<p>Ik ben nog steeds dezelfde persoon. Ik heb alleen wat meer tijd nodig.</p>'),
    field_author: plain('Anja, 67 jaar'),
    field_media: [portraitImage],
    field_position: plain('left'),
    field_display_width: plain('100'),
    field_full_screen: plain(false),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const quoteKinds = { quote: 'quote' } as const satisfies Record<keyof typeof quoteFixtures, BlockKind>;
