import { chatIcon, handIcon, heartIcon, parkImage, type WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of breaker (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const breakerFixtures = {
  breaker: {
    type: 'breaker',
    id: 1001,
    field_design: plain('medium'),
    field_title: plain('Iedereen kan iets doen'),
    field_intro: text('<p>Een glimlach, een beetje geduld of even meelopen. Kleine dingen helpen al.</p>'),
    field_icons: [heartIcon, handIcon, chatIcon],
    field_primary_link: link('/trainingen', 'Doe de gratis training'),
    field_media: [parkImage],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const breakerKinds = { breaker: 'breaker' } as const satisfies Record<
  keyof typeof breakerFixtures,
  BlockKind
>;
