import { html, num, numberField, plain, textField } from '../fields';
import type { MediaItem, SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, listBlock, paragraph, title } from './define';
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
    listBlock(mapMediaItems(p.field_items, ctx), (items) =>
      block(p, 'mediaBlock', {
        title: plain(p.field_title),
        intro: html(p.field_intro, ctx),
        columns: num(p.field_columns) === 2 ? 2 : 1,
        items,
      }),
    ),
});
