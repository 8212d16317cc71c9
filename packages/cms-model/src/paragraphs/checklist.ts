import { compact, html, plain, stringField, textField } from '../fields';
import type { SanitizedHtml } from '../model';
import {
  type BlockBase,
  block,
  defineParagraph,
  idOf,
  items,
  listBlock,
  mapItems,
  paragraph,
  title,
} from './define';

/** checklist (spec 3 §2, §3). */
export interface ChecklistBlock extends BlockBase {
  readonly kind: 'checklist';
  readonly checklistId: string;
  readonly title?: string;
  readonly items: readonly {
    readonly id: string;
    readonly question: string;
    readonly answer?: SanitizedHtml;
  }[];
}

export const checklistParagraph = defineParagraph({
  bundle: 'checklist',
  schema: paragraph({
    ...title,
    field_checklist_id: stringField,
    field_items: items({ field_item_id: stringField, field_question: textField, field_answer: textField }),
  }),
  map: (p, ctx): ChecklistBlock | null => {
    const checklistId = plain(p.field_checklist_id) ?? idOf(p);
    if (!checklistId) return null;
    return listBlock(
      mapItems(p.field_items, (item, index) => {
        const question = plain(item.field_question);
        return question
          ? compact({
              id: plain(item.field_item_id) ?? String(index + 1),
              question,
              answer: html(item.field_answer, ctx),
            })
          : null;
      }),
      (questions) => block(p, 'checklist', { checklistId, title: plain(p.field_title), items: questions }),
    );
  },
});
