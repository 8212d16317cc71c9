import { compact, image, mediaField, plain, textField } from '../fields';
import type { Image } from '../model';
import { defineParagraph, items, type TitledListBlock, titledItems, titledListParagraph } from './define';
import { type TitledTextItem, titledText, titledTextFields } from './shared';

/** One moment of a timeline: its label (a year, a date), title, text and image. */
export interface TimelineItem extends TitledTextItem {
  readonly label: string;
  readonly image?: Image;
}

/** timeline. */
export interface TimelineBlock extends TitledListBlock<'timeline', 'items', TimelineItem> {}

export const timelineParagraph = defineParagraph({
  bundle: 'timeline',
  schema: titledListParagraph(
    items({ field_label: textField, ...titledTextFields, field_media: mediaField }),
  ),
  map: (p, ctx): TimelineBlock | null =>
    titledItems(p, 'timeline', (item) => {
      const text = titledText(item, ctx);
      const label = plain(item.field_label);
      return text && label ? compact({ label, ...text, image: image(item.field_media) }) : null;
    }),
});
