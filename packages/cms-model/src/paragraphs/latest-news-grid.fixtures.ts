import { newsItems } from '../fixtures/items';
import type { WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of latest_news_grid (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const latestNewsGridFixtures = {
  latest_news_grid: {
    type: 'latest_news_grid',
    id: 3007,
    field_title: plain('Laatste nieuws'),
    field_items: newsItems,
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const latestNewsGridKinds = { latest_news_grid: 'latestNewsGrid' } as const satisfies Record<
  keyof typeof latestNewsGridFixtures,
  BlockKind
>;
