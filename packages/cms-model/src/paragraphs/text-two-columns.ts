import { html, plain, textField } from '../fields';
import type { SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';

/** text_two_coulmns (sic, the CMS bundle): two text columns. */
export interface TextTwoColumnsBlock extends BlockBase {
  readonly kind: 'textTwoColumns';
  readonly title?: string;
  readonly left: SanitizedHtml;
  readonly right: SanitizedHtml;
}

export const textTwoColumnsParagraph = defineParagraph({
  bundle: 'text_two_coulmns',
  schema: paragraph({ ...title, field_left: textField, field_right: textField }),
  map: (p, ctx): TextTwoColumnsBlock | null => {
    const left = html(p.field_left, ctx);
    const right = html(p.field_right, ctx);
    if (!left && !right) return null;
    return block(p, 'textTwoColumns', { title: plain(p.field_title), left: left ?? '', right: right ?? '' });
  },
});
