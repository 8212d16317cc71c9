import { plain, stringField, textField } from '../fields';
import type { TitledListBlock } from './define';
import { defineParagraph, items, mapItems, paragraph, title, titledList } from './define';

/** impact_figures. */
export interface ImpactFiguresBlock
  extends TitledListBlock<'impactFigures', 'figures', { readonly value: string; readonly label: string }> {}

export const impactFiguresParagraph = defineParagraph({
  bundle: 'impact_figures',
  schema: paragraph({ ...title, field_items: items({ field_figure: stringField, field_label: textField }) }),
  map: (p): ImpactFiguresBlock | null =>
    titledList(p, 'impactFigures', {
      figures: mapItems(p.field_items, (item) => {
        const value = plain(item.field_figure);
        const label = plain(item.field_label);
        return value && label ? { value, label } : null;
      }),
    }),
});
