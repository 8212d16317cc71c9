import type { Course } from '@dementie/api-client';
import { html, plain, textField } from '../fields';
import type { SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';

/** trainings_overview: title and introduction; trainings load asynchronously (spec 2 §2.6). */
export interface TrainingsOverviewBlock extends BlockBase {
  readonly kind: 'trainingsOverview';
  readonly title?: string;
  readonly introduction?: SanitizedHtml;
  /**
   * The trainings (GetCourses), not from the CMS: the site fills them in where it loads the page, so a
   * document's HTML lists them. Absent: the renderer loads them itself.
   */
  readonly trainings?: readonly Course[];
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
