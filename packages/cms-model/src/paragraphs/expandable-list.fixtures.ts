import type { WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of expandable_list (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const expandableListFixtures = {
  expandable_list: {
    type: 'expandable_list',
    id: 3004,
    field_title: plain('Tien tips voor een bezoek'),
    field_visible_count: plain(3),
    field_items: [
      'Kom op een rustig moment',
      'Stel je even voor',
      'Praat in korte zinnen',
      'Stel één vraag tegelijk',
      'Vraag niet of iemand het nog weet',
      'Neem iets mee om samen te bekijken',
      'Ga samen naar buiten',
      'Praat over vroeger',
      'Lach samen, dat mag',
      'Zorg ook goed voor jezelf',
    ].map((title, index) => ({
      type: 'expandable_item',
      field_title: plain(title),
      field_text: text(`<p>Tip ${index + 1}: zo wordt het bezoek voor jullie allebei fijner.</p>`),
    })),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const expandableListKinds = { expandable_list: 'expandableList' } as const satisfies Record<
  keyof typeof expandableListFixtures,
  BlockKind
>;
