import { compact, mediaField, svgIcon } from '../fields';
import type { SvgImage } from '../model';
import { defineParagraph, items, type TitledListBlock, titledItems, titledListParagraph } from './define';
import { type TitledTextItem, titledText, titledTextFields } from './shared';

/** One icon of a special icon grid: an svg icon with its title and text. */
export interface SpecialIconGridItem extends TitledTextItem {
  readonly icon?: SvgImage;
}

/** special_icon_grid: svg icons with a title and text. */
export interface SpecialIconGridBlock
  extends TitledListBlock<'specialIconGrid', 'items', SpecialIconGridItem> {}

export const specialIconGridParagraph = defineParagraph({
  bundle: 'special_icon_grid',
  schema: titledListParagraph(items({ field_svg: mediaField, ...titledTextFields })),
  map: (p, ctx): SpecialIconGridBlock | null =>
    titledItems(p, 'specialIconGrid', (item) => {
      const text = titledText(item, ctx);
      return text ? compact({ icon: svgIcon(item.field_svg), ...text }) : null;
    }),
});
