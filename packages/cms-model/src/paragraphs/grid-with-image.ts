import { firstLink, html, linkField, plain, stringField, textField } from '../fields';
import type { Link } from '../link';
import type { BlockColor, SanitizedHtml } from '../model';
import { block, defineParagraph, type TitledListBlock, titledListParagraph } from './define';
import { colorOf, type GridItem, gridItems, mapGridItems } from './shared';

/** grid_with_image: title, body, colour, internal link, items (kept when the list is empty). */
export interface GridWithImageBlock extends TitledListBlock<'gridWithImage', 'items', GridItem> {
  readonly body?: SanitizedHtml;
  readonly color?: BlockColor;
  readonly link?: Link;
}

export const gridWithImageParagraph = defineParagraph({
  bundle: 'grid_with_image',
  schema: titledListParagraph(gridItems, {
    field_body: textField,
    field_color: stringField,
    field_internal_link: linkField,
  }),
  map: (p, ctx): GridWithImageBlock =>
    block(p, 'gridWithImage', {
      title: plain(p.field_title),
      body: html(p.field_body, ctx),
      color: colorOf(p.field_color),
      link: firstLink(p.field_internal_link, ctx, { showAsButton: true }),
      items: mapGridItems(p.field_items, ctx),
    }),
});
