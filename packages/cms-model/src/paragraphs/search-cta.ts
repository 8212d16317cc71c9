import { html, textField } from '../fields';
import type { SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, paragraph, title, titledBlock } from './define';

/** search_cta: a search form; submit passes the typed text to the search route. */
export interface SearchCtaBlock extends BlockBase {
  readonly kind: 'searchCta';
  readonly title: string;
  readonly intro?: SanitizedHtml;
}

export const searchCtaParagraph = defineParagraph({
  bundle: 'search_cta',
  schema: paragraph({ ...title, field_intro: textField }),
  map: (p, ctx): SearchCtaBlock | null => titledBlock(p, 'searchCta', { intro: html(p.field_intro, ctx) }),
});
