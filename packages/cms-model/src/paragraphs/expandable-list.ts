import { compact, html, nextExpandableId, num, numberField, plain, textField } from '../fields';
import type { SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, items, mapItems, paragraph, title, titledList } from './define';

/** expandable_list: expandables with a 'show all' toggle past `visibleCount`. */
export interface ExpandableListBlock extends BlockBase {
  readonly kind: 'expandableList';
  readonly title?: string;
  readonly visibleCount: number;
  readonly items: readonly { readonly id: string; readonly title: string; readonly text?: SanitizedHtml }[];
}

export const expandableListParagraph = defineParagraph({
  bundle: 'expandable_list',
  schema: paragraph({
    ...title,
    field_visible_count: numberField,
    field_items: items({ field_title: textField, field_text: textField }),
  }),
  map: (p, ctx): ExpandableListBlock | null =>
    titledList(
      p,
      'expandableList',
      {
        items: mapItems(p.field_items, (item) => {
          const t = plain(item.field_title);
          return t
            ? compact({ id: nextExpandableId(t, ctx), title: t, text: html(item.field_text, ctx) })
            : null;
        }),
      },
      { visibleCount: Math.max(1, num(p.field_visible_count) ?? 3) },
    ),
});
