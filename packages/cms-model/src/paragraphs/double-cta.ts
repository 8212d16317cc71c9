import { type BlockBase, block, defineParagraph, listBlock, paragraph } from './define';
import { type CtaCard, ctaCards, mapCtaCards } from './shared';

/** double_cta: two calls to action side by side. */
export interface DoubleCtaBlock extends BlockBase {
  readonly kind: 'doubleCta';
  readonly items: readonly CtaCard[];
}

export const doubleCtaParagraph = defineParagraph({
  bundle: 'double_cta',
  schema: paragraph({ field_items: ctaCards }),
  map: (p, ctx): DoubleCtaBlock | null =>
    listBlock(mapCtaCards(p.field_items, ctx), (cards) =>
      block(p, 'doubleCta', { items: cards.slice(0, 2) }),
    ),
});
