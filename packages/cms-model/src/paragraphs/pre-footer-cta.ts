import { firstLink, html, linkField, textField } from '../fields';
import type { Link } from '../link';
import type { SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, paragraph, title, titledBlock } from './define';

/** pre_footer_cta. */
export interface PreFooterCtaBlock extends BlockBase {
  readonly kind: 'preFooterCta';
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly primaryLink?: Link;
  readonly secondaryLink?: Link;
}

export const preFooterCtaParagraph = defineParagraph({
  bundle: 'pre_footer_cta',
  schema: paragraph({
    ...title,
    field_intro: textField,
    field_primary_link: linkField,
    field_secondary_link: linkField,
  }),
  map: (p, ctx): PreFooterCtaBlock | null =>
    titledBlock(p, 'preFooterCta', {
      intro: html(p.field_intro, ctx),
      primaryLink: firstLink(p.field_primary_link, ctx, { showAsButton: true }),
      secondaryLink: firstLink(p.field_secondary_link, ctx),
    }),
});
