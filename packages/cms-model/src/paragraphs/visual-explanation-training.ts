import { html, stringField, textField } from '../fields';
import type { BlockColor, SanitizedHtml } from '../model';
import {
  type BlockBase,
  defineParagraph,
  items,
  mapTitledItems,
  paragraph,
  title,
  titledList,
} from './define';
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
        items: mapTitledItems(p.field_items, (item) => ({ intro: html(item.field_intro, ctx) })),
      },
      { color: colorOf(p.field_color) },
    ),
});
