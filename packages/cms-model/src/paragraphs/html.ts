import { html, textField } from '../fields';
import type { SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, paragraph } from './define';

/** html (our bundle name, and the fallback for an unknown bundle, spec 2 §2.5). */
export interface HtmlBlock extends BlockBase {
  readonly kind: 'html';
  readonly html: SanitizedHtml;
  /** Set when this block stands in for a paragraph bundle without a transformer (spec 2 §2.5). */
  readonly unknownBundle?: string;
}

export const htmlParagraph = defineParagraph({
  bundle: 'html',
  schema: paragraph({ field_body: textField }),
  map: (p, ctx): HtmlBlock | null => {
    const body = html(p.field_body, ctx);
    return body ? block(p, 'html', { html: body }) : null;
  },
});
