import type { WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of conversation, group, library, community (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const positionMarkerFixtures = {
  conversation: { type: 'conversation', id: 1042 },
  group: { type: 'group', id: 1043, field_group_id: plain(7) },
  library: { type: 'library', id: 1044 },
  community: { type: 'community', id: 1045 },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it): all four mark a position. */
const marker = 'positionMarker';
export const positionMarkerKinds = {
  conversation: marker,
  group: marker,
  library: marker,
  community: marker,
} as const satisfies Record<keyof typeof positionMarkerFixtures, BlockKind>;
