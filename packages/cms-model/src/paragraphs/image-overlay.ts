import { image, mediaField } from '../fields';
import type { Image } from '../model';
import {
  defineParagraph,
  items,
  mapItems,
  type TitledListBlock,
  titledList,
  titledListParagraph,
} from './define';
import { type TitledTextItem, titledText, titledTextFields } from './shared';

/** One slide of an image overlay: its image with a title and text. */
export interface ImageOverlaySlide extends TitledTextItem {
  readonly image: Image;
}

/** image_overlay: slides with 'Vorige'/'Volgende'. */
export interface ImageOverlayBlock extends TitledListBlock<'imageOverlay', 'slides', ImageOverlaySlide> {}

export const imageOverlayParagraph = defineParagraph({
  bundle: 'image_overlay',
  schema: titledListParagraph(items({ ...titledTextFields, field_media: mediaField })),
  map: (p, ctx): ImageOverlayBlock | null =>
    titledList(p, 'imageOverlay', {
      slides: mapItems(p.field_items, (item) => {
        const img = image(item.field_media);
        const text = titledText(item, ctx);
        return img && text ? { ...text, image: img } : null;
      }),
    }),
});
