import { compact, html, image, mediaField, plain, textField } from '../fields';
import type { Image, SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, items, mapItems, paragraph, title, titledList } from './define';

/** image_overlay: slides with 'Vorige'/'Volgende'. */
export interface ImageOverlayBlock extends BlockBase {
  readonly kind: 'imageOverlay';
  readonly title?: string;
  readonly slides: readonly {
    readonly title: string;
    readonly text?: SanitizedHtml;
    readonly image: Image;
  }[];
}

export const imageOverlayParagraph = defineParagraph({
  bundle: 'image_overlay',
  schema: paragraph({
    ...title,
    field_items: items({ field_title: textField, field_text: textField, field_media: mediaField }),
  }),
  map: (p, ctx): ImageOverlayBlock | null =>
    titledList(p, 'imageOverlay', {
      slides: mapItems(p.field_items, (item) => {
        const img = image(item.field_media);
        const t = plain(item.field_title);
        return img && t ? compact({ title: t, text: html(item.field_text, ctx), image: img }) : null;
      }),
    }),
});
