import { libraryOrganisation } from '../fixtures/items';
import type { WireParagraph } from '../fixtures/media';

/**
 * The wire example of organization (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const organisationFixtures = {
  organization: {
    type: 'organization',
    id: 1029,
    field_organization: [libraryOrganisation],
  },
} as const satisfies Record<string, WireParagraph>;
