import { html, textField } from '../fields';
import type { SanitizedHtml } from '../model';
import { blockWith, defineParagraph, type FieldBlock, paragraph } from './define';

/** introduction (our bundle name): the lead text of a page; skipped without a text (spec 2 §5). */
export interface IntroductionBlock extends FieldBlock<'introduction', 'text', SanitizedHtml> {}

export const introductionParagraph = defineParagraph({
  bundle: 'introduction',
  schema: paragraph({ field_body: textField }),
  map: (p, ctx): IntroductionBlock | null => blockWith(p, 'introduction', 'text', html(p.field_body, ctx)),
});
