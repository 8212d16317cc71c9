import { firstLink, linkField } from '../fields';
import type { Link } from '../link';
import { type BlockBase, defineParagraph, paragraph, titledBlock } from './define';
import { type CtaHead, ctaHead, ctaHeadFields } from './shared';

/** pre_footer_cta. */
export interface PreFooterCtaBlock extends BlockBase, CtaHead {
  readonly kind: 'preFooterCta';
  readonly secondaryLink?: Link;
}

export const preFooterCtaParagraph = defineParagraph({
  bundle: 'pre_footer_cta',
  schema: paragraph({ ...ctaHeadFields, field_secondary_link: linkField }),
  map: (p, ctx): PreFooterCtaBlock | null =>
    titledBlock(p, 'preFooterCta', {
      ...ctaHead(p, ctx),
      secondaryLink: firstLink(p.field_secondary_link, ctx),
    }),
});
