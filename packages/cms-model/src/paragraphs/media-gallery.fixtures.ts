import { galleryItems } from '../fixtures/items';
import type { WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';

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
