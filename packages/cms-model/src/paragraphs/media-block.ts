import { html, num, numberField, textField } from '../fields';
import type { MediaItem, SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, paragraph, title, titledList } from './define';
import { mapMediaItems, mediaItems } from './shared';

/** media_block: title, intro, one or two columns, media items. */
export interface MediaBlock extends BlockBase {
  readonly kind: 'mediaBlock';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly columns: 1 | 2;
  readonly items: readonly MediaItem[];
}

export const mediaBlockParagraph = defineParagraph({
  bundle: 'media_block',
  schema: paragraph({
    ...title,
    field_intro: textField,
    field_columns: numberField,
    field_items: mediaItems,
  }),
  map: (p, ctx): MediaBlock | null =>
    titledList(
      p,
      'mediaBlock',
      { items: mapMediaItems(p.field_items, ctx) },
      { intro: html(p.field_intro, ctx), columns: num(p.field_columns) === 2 ? 2 : 1 },
    ),
});
