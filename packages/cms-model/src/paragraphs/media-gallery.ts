import type { MediaItem } from '../model';
import type { TitledListBlock } from './define';
import { defineParagraph, titledList, titledListParagraph } from './define';
import { mapMediaItems, mediaItems } from './shared';

/** media_gallery: 2 to 5 items get the gallery layouts (spec 2 §2.8). */
export interface MediaGalleryBlock extends TitledListBlock<'mediaGallery', 'items', MediaItem> {}

export const mediaGalleryParagraph = defineParagraph({
  bundle: 'media_gallery',
  schema: titledListParagraph(mediaItems),
  map: (p, ctx): MediaGalleryBlock | null =>
    titledList(p, 'mediaGallery', { items: mapMediaItems(p.field_items, ctx) }),
});
