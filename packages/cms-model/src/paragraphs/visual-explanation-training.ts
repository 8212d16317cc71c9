import { html, stringField, textField } from '../fields';
import type { BlockColor, SanitizedHtml } from '../model';
import {
  defineParagraph,
  items,
  mapTitledItems,
  type TitledListBlock,
  titledList,
  titledListParagraph,
} from './define';
import { colorOf } from './shared';

/** One numbered step of a visual explanation. */
export interface VisualExplanationStep {
  readonly title: string;
  readonly intro?: SanitizedHtml;
}

/** visual_explanation_training: numbered steps. */
export interface VisualExplanationTrainingBlock
  extends TitledListBlock<'visualExplanationTraining', 'items', VisualExplanationStep> {
  readonly color?: BlockColor;
}

export const visualExplanationTrainingParagraph = defineParagraph({
  bundle: 'visual_explanation_training',
  schema: titledListParagraph(items({ field_title: textField, field_intro: textField }), {
    field_color: stringField,
  }),
  map: (p, ctx): VisualExplanationTrainingBlock | null =>
    titledList(
      p,
      'visualExplanationTraining',
      { items: mapTitledItems(p.field_items, (item) => ({ intro: html(item.field_intro, ctx) })) },
      { color: colorOf(p.field_color) },
    ),
});
