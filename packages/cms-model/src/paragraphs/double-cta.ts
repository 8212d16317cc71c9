import { block, defineParagraph, type ListBlock, listBlock } from './define';
import { type CtaCard, ctaCardsParagraph, mapCtaCards } from './shared';

/** double_cta: two calls to action side by side. */
export interface DoubleCtaBlock extends ListBlock<'doubleCta', 'items', CtaCard> {}

export const doubleCtaParagraph = defineParagraph({
  bundle: 'double_cta',
  schema: ctaCardsParagraph,
  map: (p, ctx): DoubleCtaBlock | null =>
    listBlock(mapCtaCards(p.field_items, ctx), (cards) =>
      block(p, 'doubleCta', { items: cards.slice(0, 2) }),
    ),
});
