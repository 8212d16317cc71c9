import { html, num, numberField, textField } from '../fields';
import type { MediaItem, SanitizedHtml } from '../model';
import { defineParagraph, type TitledListBlock, titledList, titledListParagraph } from './define';
import { mapMediaItems, mediaItems } from './shared';

/** media_block: title, intro, one or two columns, media items. */
export interface MediaBlock extends TitledListBlock<'mediaBlock', 'items', MediaItem> {
  readonly intro?: SanitizedHtml;
  readonly columns: 1 | 2;
}

export const mediaBlockParagraph = defineParagraph({
  bundle: 'media_block',
  schema: titledListParagraph(mediaItems, { field_intro: textField, field_columns: numberField }),
  map: (p, ctx): MediaBlock | null =>
    titledList(
      p,
      'mediaBlock',
      { items: mapMediaItems(p.field_items, ctx) },
      { intro: html(p.field_intro, ctx), columns: num(p.field_columns) === 2 ? 2 : 1 },
    ),
});
