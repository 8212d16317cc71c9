import { plain, stringField, textField } from '../fields';
import type { BlockColor } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';
import { colorOf } from './shared';

/** counter_block: shows the server's total (spec 2 §4, §9). */
export interface CounterBlock extends BlockBase {
  readonly kind: 'counter';
  readonly color?: BlockColor;
  readonly title?: string;
  /** Text after the number, e.g. 'mensen volgden een training'. */
  readonly label?: string;
  /**
   * The total (spec 2 §7 GET /api/v1/counter), not from the CMS: the site fills it in where it loads
   * the page, so a document's HTML shows the figure. Absent: the renderer loads it itself.
   */
  readonly total?: number;
}

export const counterParagraph = defineParagraph({
  bundle: 'counter_block',
  schema: paragraph({ field_color: stringField, ...title, field_label: textField }),
  map: (p): CounterBlock =>
    block(p, 'counter', {
      color: colorOf(p.field_color),
      title: plain(p.field_title),
      label: plain(p.field_label),
    }),
});
