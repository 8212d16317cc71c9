import { galleryItems } from '../fixtures/items';
import type { WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of media_gallery (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const mediaGalleryFixtures = {
  media_gallery: {
    type: 'media_gallery',
    id: 1027,
    field_title: plain('Foto’s van de open dag'),
    field_items: galleryItems.slice(0, 3),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const mediaGalleryKinds = { media_gallery: 'mediaGallery' } as const satisfies Record<
  keyof typeof mediaGalleryFixtures,
  BlockKind
>;
