import { compact, html, image, mediaField, plain, textField } from '../fields';
import type { Image, SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, items, mapItems, paragraph, title, titledList } from './define';

/** timeline. */
export interface TimelineBlock extends BlockBase {
  readonly kind: 'timeline';
  readonly title?: string;
  readonly items: readonly {
    readonly label: string;
    readonly title: string;
    readonly text?: SanitizedHtml;
    readonly image?: Image;
  }[];
}

export const timelineParagraph = defineParagraph({
  bundle: 'timeline',
  schema: paragraph({
    ...title,
    field_items: items({
      field_label: textField,
      field_title: textField,
      field_text: textField,
      field_media: mediaField,
    }),
  }),
  map: (p, ctx): TimelineBlock | null =>
    titledList(p, 'timeline', {
      items: mapItems(p.field_items, (item) => {
        const t = plain(item.field_title);
        const label = plain(item.field_label);
        return t && label
          ? compact({ label, title: t, text: html(item.field_text, ctx), image: image(item.field_media) })
          : null;
      }),
    }),
});
