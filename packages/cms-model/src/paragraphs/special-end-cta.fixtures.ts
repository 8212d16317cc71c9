import type { WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of special_end_cta (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const specialEndCtaFixtures = {
  special_end_cta: {
    type: 'special_end_cta',
    id: 3016,
    field_title: plain('Jij maakt het verschil'),
    field_intro: text('<p>Doe de training en krijg je certificaat.</p>'),
    field_primary_link: link('/trainingen', 'Ik doe mee'),
    field_confetti: plain(true),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const specialEndCtaKinds = { special_end_cta: 'specialEndCta' } as const satisfies Record<
  keyof typeof specialEndCtaFixtures,
  BlockKind
>;
