import { compact, num, numberField } from '../fields';
import { defineParagraph, items, type TitledListBlock, titledItems, titledListParagraph } from './define';
import { nextExpandableId } from './panel-ids';
import { type TitledTextItem, titledText, titledTextFields } from './shared';

/** One expandable of an expandable list; `id` is the slug of its title (spec 2 §5). */
export interface ExpandableListItem extends TitledTextItem {
  readonly id: string;
}

/** expandable_list: expandables with a 'show all' toggle past `visibleCount`. */
export interface ExpandableListBlock extends TitledListBlock<'expandableList', 'items', ExpandableListItem> {
  readonly visibleCount: number;
}

export const expandableListParagraph = defineParagraph({
  bundle: 'expandable_list',
  schema: titledListParagraph(items(titledTextFields), { field_visible_count: numberField }),
  map: (p, ctx): ExpandableListBlock | null =>
    titledItems(
      p,
      'expandableList',
      (item) => {
        const text = titledText(item, ctx);
        return text ? compact({ id: nextExpandableId(text.title, ctx), ...text }) : null;
      },
      { visibleCount: Math.max(1, num(p.field_visible_count) ?? 3) },
    ),
});
