import type { WireParagraph } from '../fixtures/media';
import { text } from '../fixtures/wire';

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
