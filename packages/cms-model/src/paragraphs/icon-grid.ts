import { compact, firstLink, html, linkField, plain, stringField, textField } from '../fields';
import type { Link } from '../link';
import type { IconName, SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, items, mapItems, paragraph, title, titledList } from './define';
import { iconName } from './shared';

/** icon_grid: icons of the icon map with a title, text and link. */
export interface IconGridBlock extends BlockBase {
  readonly kind: 'iconGrid';
  readonly title?: string;
  readonly items: readonly {
    readonly icon: IconName;
    readonly title: string;
    readonly text?: SanitizedHtml;
    readonly link?: Link;
  }[];
}

export const iconGridParagraph = defineParagraph({
  bundle: 'icon_grid',
  schema: paragraph({
    ...title,
    field_items: items({
      field_icon: stringField,
      field_title: textField,
      field_text: textField,
      field_link: linkField,
    }),
  }),
  map: (p, ctx): IconGridBlock | null =>
    titledList(p, 'iconGrid', {
      items: mapItems(p.field_items, (item) => {
        const icon = iconName(item.field_icon);
        const t = plain(item.field_title);
        return icon && t
          ? compact({
              icon,
              title: t,
              text: html(item.field_text, ctx),
              link: firstLink(item.field_link, ctx),
            })
          : null;
      }),
    }),
});
