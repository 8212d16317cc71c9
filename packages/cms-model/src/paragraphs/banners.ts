import { type BlockBase, block, defineParagraph, paragraph } from './define';
import { type CtaCard, ctaCards, mapCtaCards } from './shared';

/** banners: three banners; the renderer adds the fixed memory-test banner. */
export interface BannersBlock extends BlockBase {
  readonly kind: 'banners';
  readonly items: readonly CtaCard[];
}

export const bannersParagraph = defineParagraph({
  bundle: 'banners',
  schema: paragraph({ field_items: ctaCards }),
  map: (p, ctx): BannersBlock => block(p, 'banners', { items: mapCtaCards(p.field_items, ctx).slice(0, 3) }),
});
