import { num, numberField } from '../fields';
import type { Card } from '../model';
import type { TitledListBlock } from './define';
import { type BlockBase, defineParagraph, paragraph, title, titledList } from './define';
import { cards, mapCards } from './shared';

/* card_grid, agenda and carousel: the same cards (spec 2 §3.6), laid out three ways. */

/** card_grid: basic cards. */
export interface CardGridBlock extends TitledListBlock<'cardGrid', 'cards', Card> {}

/** agenda: cards with dates; a more-button only when the total exceeds `visibleCount` (spec 2 §9). */
export interface AgendaBlock extends BlockBase {
  readonly kind: 'agenda';
  readonly title?: string;
  readonly visibleCount: number;
  readonly items: readonly Card[];
}

/** carousel (spec 2 §9 breakpoints). */
export interface CarouselBlock extends TitledListBlock<'carousel', 'items', Card> {}

const schema = paragraph({ ...title, field_items: cards });

export const cardGridParagraph = defineParagraph({
  bundle: 'card_grid',
  schema,
  map: (p, ctx): CardGridBlock | null => titledList(p, 'cardGrid', { cards: mapCards(p.field_items, ctx) }),
});

export const agendaParagraph = defineParagraph({
  bundle: 'agenda',
  schema: paragraph({ ...title, field_visible_count: numberField, field_items: cards }),
  map: (p, ctx): AgendaBlock | null =>
    titledList(
      p,
      'agenda',
      { items: mapCards(p.field_items, ctx) },
      { visibleCount: Math.max(1, num(p.field_visible_count) ?? 3) },
    ),
});

export const carouselParagraph = defineParagraph({
  bundle: 'carousel',
  schema,
  map: (p, ctx): CarouselBlock | null => titledList(p, 'carousel', { items: mapCards(p.field_items, ctx) }),
});
