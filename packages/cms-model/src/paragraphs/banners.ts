import { block, defineParagraph, type ListBlock } from './define';
import { type CtaCard, ctaCardsParagraph, mapCtaCards } from './shared';

/** banners: three banners; the renderer adds the fixed memory-test banner. */
export interface BannersBlock extends ListBlock<'banners', 'items', CtaCard> {}

export const bannersParagraph = defineParagraph({
  bundle: 'banners',
  schema: ctaCardsParagraph,
  map: (p, ctx): BannersBlock => block(p, 'banners', { items: mapCtaCards(p.field_items, ctx).slice(0, 3) }),
});
