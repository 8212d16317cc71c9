import { mediaItem } from '../fixtures/items';
import { choirImage, explainerVideo, type WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of media_block (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const mediaBlockFixtures = {
  media_block: {
    type: 'media_block',
    id: 1026,
    field_title: plain('Zo ziet het eruit'),
    field_intro: text('<p>Beelden uit de training.</p>'),
    field_columns: plain(2),
    field_items: [
      mediaItem(explainerVideo, 'Uitleg in twee minuten.', '50'),
      mediaItem(choirImage, 'Het koor.', '50'),
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const mediaBlockKinds = { media_block: 'mediaBlock' } as const satisfies Record<
  keyof typeof mediaBlockFixtures,
  BlockKind
>;
