import { agendaItems, cardItems } from '../fixtures/items';
import type { WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of card_grid, agenda (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const cardGridsFixtures = {
  card_grid: {
    type: 'card_grid',
    id: 3005,
    field_title: plain('Tips voor elke dag'),
    field_items: cardItems.slice(0, 3),
  },
  agenda: {
    type: 'agenda',
    id: 3019,
    field_title: plain('Agenda'),
    field_visible_count: plain(3),
    field_items: agendaItems,
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const cardGridsKinds = { card_grid: 'cardGrid', agenda: 'agenda' } as const satisfies Record<
  keyof typeof cardGridsFixtures,
  BlockKind
>;
