import { compact, html, num, numberField, plain, textField } from '../fields';
import type { SanitizedHtml } from '../model';
import { expandableId } from '../slug';
import {
  type BlockBase,
  block,
  defineParagraph,
  items,
  listBlock,
  mapItems,
  paragraph,
  title,
} from './define';

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
    listBlock(
      mapItems(p.field_items, (item) => {
        const t = plain(item.field_title);
        if (!t) return null;
        const index = ctx.expandableIndex;
        ctx.expandableIndex += 1;
        return compact({
          id: expandableId(t, index, ctx.usedIds),
          title: t,
          text: html(item.field_text, ctx),
        });
      }),
      (entries) =>
        block(p, 'expandableList', {
          title: plain(p.field_title),
          visibleCount: Math.max(1, num(p.field_visible_count) ?? 3),
          items: entries,
        }),
    ),
});
