import { allLinks, html, linkField, plain, stringField, textField } from '../fields';
import type { Link } from '../link';
import type { BlockColor, SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, listBlock, paragraph, title } from './define';
import { colorOf } from './shared';

/** link_list: title, intro, colour, items. */
export interface LinkListBlock extends BlockBase {
  readonly kind: 'linkList';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly color?: BlockColor;
  readonly links: readonly Link[];
}

export const linkListParagraph = defineParagraph({
  bundle: 'link_list',
  schema: paragraph({ ...title, field_intro: textField, field_color: stringField, field_links: linkField }),
  map: (p, ctx): LinkListBlock | null =>
    listBlock(allLinks(p.field_links, ctx), (links) =>
      block(p, 'linkList', {
        title: plain(p.field_title),
        intro: html(p.field_intro, ctx),
        color: colorOf(p.field_color),
        links,
      }),
    ),
});
