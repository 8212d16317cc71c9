import { compact, html, plain, stringField, textField } from '../fields';
import type { BlockColor, SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, items, mapItems, paragraph, title, titledList } from './define';
import { colorOf } from './shared';

/** visual_explanation_training: numbered steps. */
export interface VisualExplanationTrainingBlock extends BlockBase {
  readonly kind: 'visualExplanationTraining';
  readonly title?: string;
  readonly color?: BlockColor;
  readonly items: readonly { readonly title: string; readonly intro?: SanitizedHtml }[];
}

export const visualExplanationTrainingParagraph = defineParagraph({
  bundle: 'visual_explanation_training',
  schema: paragraph({
    ...title,
    field_color: stringField,
    field_items: items({ field_title: textField, field_intro: textField }),
  }),
  map: (p, ctx): VisualExplanationTrainingBlock | null =>
    titledList(
      p,
      'visualExplanationTraining',
      {
        items: mapItems(p.field_items, (item) => {
          const t = plain(item.field_title);
          return t ? compact({ title: t, intro: html(item.field_intro, ctx) }) : null;
        }),
      },
      { color: colorOf(p.field_color) },
    ),
});
