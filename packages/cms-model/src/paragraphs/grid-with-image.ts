import { firstLink, html, linkField, plain, stringField, textField } from '../fields';
import type { Link } from '../link';
import type { BlockColor, SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';
import { colorOf, type GridItem, gridItems, mapGridItems } from './shared';

/** grid_with_image: title, body, colour, internal link, items. */
export interface GridWithImageBlock extends BlockBase {
  readonly kind: 'gridWithImage';
  readonly title?: string;
  readonly body?: SanitizedHtml;
  readonly color?: BlockColor;
  readonly link?: Link;
  readonly items: readonly GridItem[];
}

export const gridWithImageParagraph = defineParagraph({
  bundle: 'grid_with_image',
  schema: paragraph({
    ...title,
    field_body: textField,
    field_color: stringField,
    field_internal_link: linkField,
    field_items: gridItems,
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
