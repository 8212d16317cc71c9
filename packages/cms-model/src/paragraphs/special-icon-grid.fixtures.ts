import { chatIcon, handIcon, heartIcon, houseIcon, type WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of special_icon_grid (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const specialIconGridFixtures = {
  special_icon_grid: {
    type: 'special_icon_grid',
    id: 3015,
    field_title: plain('Wat je kunt doen'),
    field_items: [
      {
        type: 'icon_item',
        field_svg: [heartIcon],
        field_title: plain('Wees vriendelijk'),
        field_text: text('<p>Een glimlach helpt altijd.</p>'),
      },
      {
        type: 'icon_item',
        field_svg: [handIcon],
        field_title: plain('Bied hulp aan'),
        field_text: text('<p>Vraag of je iets kunt doen.</p>'),
      },
      {
        type: 'icon_item',
        field_svg: [chatIcon],
        field_title: plain('Praat rustig'),
        field_text: text('<p>Korte zinnen, één vraag tegelijk.</p>'),
      },
      {
        type: 'icon_item',
        field_svg: [houseIcon],
        field_title: plain('Kijk om je heen'),
        field_text: text('<p>Misschien woont er iemand in je straat.</p>'),
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const specialIconGridKinds = { special_icon_grid: 'specialIconGrid' } as const satisfies Record<
  keyof typeof specialIconGridFixtures,
  BlockKind
>;
