import type { Card } from '../model';
import { defineParagraph, paragraph, type TitledListBlock, title, titledList } from './define';
import { cards, mapCards } from './shared';

/** carousel (spec 2 §9 breakpoints): the cards of a card grid (spec 2 §3.6) in a sliding row. */
export interface CarouselBlock extends TitledListBlock<'carousel', 'items', Card> {}

export const carouselParagraph = defineParagraph({
  bundle: 'carousel',
  schema: paragraph({ ...title, field_items: cards }),
  map: (p, ctx): CarouselBlock | null => titledList(p, 'carousel', { items: mapCards(p.field_items, ctx) }),
});
