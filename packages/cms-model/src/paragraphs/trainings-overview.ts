import { html, plain, textField } from '../fields';
import type { SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';

/** trainings_overview: title and introduction; trainings load asynchronously (spec 2 §2.6). */
export interface TrainingsOverviewBlock extends BlockBase {
  readonly kind: 'trainingsOverview';
  readonly title?: string;
  readonly introduction?: SanitizedHtml;
}

export const trainingsOverviewParagraph = defineParagraph({
  bundle: 'trainings_overview',
  schema: paragraph({ ...title, field_introduction: textField }),
  map: (p, ctx): TrainingsOverviewBlock =>
    block(p, 'trainingsOverview', {
      title: plain(p.field_title),
      introduction: html(p.field_introduction, ctx),
    }),
});
