import { allLinks, html, linkField, stringField, textField } from '../fields';
import type { Link } from '../link';
import type { BlockColor, SanitizedHtml } from '../model';
import { defineParagraph, paragraph, type TitledListBlock, title, titledList } from './define';
import { colorOf } from './shared';

/** link_list: title, intro, colour, items. */
export interface LinkListBlock extends TitledListBlock<'linkList', 'links', Link> {
  readonly intro?: SanitizedHtml;
  readonly color?: BlockColor;
}

export const linkListParagraph = defineParagraph({
  bundle: 'link_list',
  schema: paragraph({ ...title, field_intro: textField, field_color: stringField, field_links: linkField }),
  map: (p, ctx): LinkListBlock | null =>
    titledList(
      p,
      'linkList',
      { links: allLinks(p.field_links, ctx) },
      { intro: html(p.field_intro, ctx), color: colorOf(p.field_color) },
    ),
});
