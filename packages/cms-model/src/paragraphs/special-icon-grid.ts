import { compact, html, mediaField, plain, svgIcon, textField } from '../fields';
import type { SanitizedHtml, SvgImage } from '../model';
import { type BlockBase, defineParagraph, items, mapItems, paragraph, title, titledList } from './define';

/** special_icon_grid: svg icons with a title and text. */
export interface SpecialIconGridBlock extends BlockBase {
  readonly kind: 'specialIconGrid';
  readonly title?: string;
  readonly items: readonly {
    readonly icon?: SvgImage;
    readonly title: string;
    readonly text?: SanitizedHtml;
  }[];
}

export const specialIconGridParagraph = defineParagraph({
  bundle: 'special_icon_grid',
  schema: paragraph({
    ...title,
    field_items: items({ field_svg: mediaField, field_title: textField, field_text: textField }),
  }),
  map: (p, ctx): SpecialIconGridBlock | null =>
    titledList(p, 'specialIconGrid', {
      items: mapItems(p.field_items, (item) => {
        const t = plain(item.field_title);
        return t
          ? compact({ icon: svgIcon(item.field_svg), title: t, text: html(item.field_text, ctx) })
          : null;
      }),
    }),
});
