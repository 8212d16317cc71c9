import type { WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of impact_figures (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const impactFiguresFixtures = {
  impact_figures: {
    type: 'impact_figures',
    id: 3009,
    field_title: plain('Dementie in cijfers'),
    field_items: [
      {
        type: 'figure',
        field_figure: plain('300.000'),
        field_label: plain('mensen in Nederland hebben dementie'),
      },
      { type: 'figure', field_figure: plain('1 op 5'), field_label: plain('mensen krijgt dementie') },
      {
        type: 'figure',
        field_figure: plain('800.000'),
        field_label: plain('mantelzorgers zorgen voor iemand met dementie'),
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const impactFiguresKinds = { impact_figures: 'impactFigures' } as const satisfies Record<
  keyof typeof impactFiguresFixtures,
  BlockKind
>;
