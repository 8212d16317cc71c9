import { libraryOrganisation } from '../fixtures/items';
import type { WireParagraph } from '../fixtures/media';
import type { BlockKind } from './index';

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

/** The kind of block each example maps to (the mapper test checks it). */
export const organisationKinds = { organization: 'organisation' } as const satisfies Record<
  keyof typeof organisationFixtures,
  BlockKind
>;
