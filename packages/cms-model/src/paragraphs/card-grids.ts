import { num, numberField } from '../fields';
import type { Card } from '../model';
import type { TitledListBlock } from './define';
import { type BlockBase, defineParagraph, paragraph, title, titledList } from './define';
import { cards, mapCards } from './shared';

/* card_grid and agenda: the same cards (spec 2 §3.6) as the carousel (`./carousel.ts`), laid out two more ways. */

/** card_grid: basic cards. */
export interface CardGridBlock extends TitledListBlock<'cardGrid', 'cards', Card> {}

/** agenda: cards with dates; a more-button only when the total exceeds `visibleCount` (spec 2 §9). */
export interface AgendaBlock extends BlockBase {
  readonly kind: 'agenda';
  readonly title?: string;
  readonly visibleCount: number;
  readonly items: readonly Card[];
}

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
