import { html, mediaField, num, numberField, plain, stringField, textField, visualMedia } from '../fields';
import type { SanitizedHtml, VisualMedia } from '../model';
import { type BlockBase, block, defineParagraph, items, mapItems, paragraph, title } from './define';

/** One answer of the e-learning CTA question design. */
export interface ELearningCtaAnswer {
  readonly answer: string;
  readonly feedback: SanitizedHtml;
}

/** e_learning_call_to_action: the question design or the start-training design. */
export interface ELearningCtaBlock extends BlockBase {
  readonly kind: 'eLearningCta';
  readonly design: 'question' | 'startTraining';
  /** Rich title. */
  readonly title: SanitizedHtml;
  readonly body?: SanitizedHtml;
  readonly answers: readonly ELearningCtaAnswer[];
  readonly media?: VisualMedia;
  readonly fallbackMedia?: VisualMedia;
  readonly linkTitle: string;
  readonly trainingId?: number;
}

export const eLearningCallToActionParagraph = defineParagraph({
  bundle: 'e_learning_call_to_action',
  schema: paragraph({
    field_design: stringField,
    ...title,
    field_body: textField,
    field_answers: items({ field_answer: textField, field_answer_feedback: textField }),
    field_media: mediaField,
    field_fallback_media: mediaField,
    field_link_title: textField,
    field_training_id: numberField,
  }),
  map: (p, ctx): ELearningCtaBlock | null => {
    const richTitle = html(p.field_title, ctx);
    if (!richTitle) return null;
    const design = plain(p.field_design) === 'question' ? 'question' : 'startTraining';
    return block(p, 'eLearningCta', {
      design,
      title: richTitle,
      body: html(p.field_body, ctx),
      answers:
        design === 'question'
          ? mapItems(p.field_answers, (a) => {
              const answer = plain(a.field_answer);
              return answer ? { answer, feedback: html(a.field_answer_feedback, ctx) ?? '' } : null;
            })
          : [],
      media: visualMedia(p.field_media, ctx),
      fallbackMedia: visualMedia(p.field_fallback_media, ctx),
      linkTitle: plain(p.field_link_title) ?? '',
      trainingId: num(p.field_training_id),
    });
  },
});
