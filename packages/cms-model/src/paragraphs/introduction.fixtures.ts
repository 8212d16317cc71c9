import type { WireParagraph } from '../fixtures/media';
import { text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of introduction (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const introductionFixtures = {
  introduction: {
    type: 'introduction',
    id: 1022,
    field_body: text('<p>Dementie raakt niet alleen de persoon zelf, maar ook de mensen om hem heen.</p>'),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const introductionKinds = { introduction: 'introduction' } as const satisfies Record<
  keyof typeof introductionFixtures,
  BlockKind
>;
