import { compact, firstLink, linkField, stringField } from '../fields';
import type { Link } from '../link';
import type { IconName } from '../model';
import { defineParagraph, items, type TitledListBlock, titledItems, titledListParagraph } from './define';
import { iconName, type TitledTextItem, titledText, titledTextFields } from './shared';

/** One icon of an icon grid: an icon of the icon map with its title, text and link. */
export interface IconGridItem extends TitledTextItem {
  readonly icon: IconName;
  readonly link?: Link;
}

/** icon_grid: icons of the icon map with a title, text and link. */
export interface IconGridBlock extends TitledListBlock<'iconGrid', 'items', IconGridItem> {}

export const iconGridParagraph = defineParagraph({
  bundle: 'icon_grid',
  schema: titledListParagraph(items({ field_icon: stringField, ...titledTextFields, field_link: linkField })),
  map: (p, ctx): IconGridBlock | null =>
    titledItems(p, 'iconGrid', (item) => {
      const icon = iconName(item.field_icon);
      const text = titledText(item, ctx);
      return icon && text ? compact({ icon, ...text, link: firstLink(item.field_link, ctx) }) : null;
    }),
});
