import type { WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of pre_footer_cta (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const preFooterCtaFixtures = {
  pre_footer_cta: {
    type: 'pre_footer_cta',
    id: 3012,
    field_title: plain('Samen maken we Nederland dementievriendelijk'),
    field_intro: text('<p>Doe mee. Het kost je maar een half uur.</p>'),
    field_primary_link: link('/trainingen', 'Start de training'),
    field_secondary_link: link('/over-ons', 'Over het programma'),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const preFooterCtaKinds = { pre_footer_cta: 'preFooterCta' } as const satisfies Record<
  keyof typeof preFooterCtaFixtures,
  BlockKind
>;
