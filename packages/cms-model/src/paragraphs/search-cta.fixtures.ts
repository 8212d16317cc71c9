import type { WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of search_cta (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const searchCtaFixtures = {
  search_cta: {
    type: 'search_cta',
    id: 3003,
    field_title: plain('Waar ben je naar op zoek?'),
    field_intro: text('<p>Zoek in alle artikelen, verhalen en trainingen.</p>'),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const searchCtaKinds = { search_cta: 'searchCta' } as const satisfies Record<
  keyof typeof searchCtaFixtures,
  BlockKind
>;
