import { html, textField } from '../fields';
import type { SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, paragraph } from './define';

/** introduction (our bundle name): the lead text of a page. */
export interface IntroductionBlock extends BlockBase {
  readonly kind: 'introduction';
  readonly text: SanitizedHtml;
}

export const introductionParagraph = defineParagraph({
  bundle: 'introduction',
  schema: paragraph({ field_body: textField }),
  map: (p, ctx): IntroductionBlock | null => {
    const text = html(p.field_body, ctx);
    return text ? block(p, 'introduction', { text }) : null;
  },
});
