import type { WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of checklist (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const checklistFixtures = {
  checklist: {
    type: 'checklist',
    id: 3022,
    field_checklist_id: plain('bezoek-voorbereiden'),
    field_title: plain('Ben je klaar voor je bezoek?'),
    field_items: [
      {
        type: 'checklist_item',
        field_item_id: plain('1'),
        field_question: plain('Heb ik een rustig moment gekozen?'),
        field_answer: text('<p>In de ochtend gaat het vaak het best.</p>'),
      },
      {
        type: 'checklist_item',
        field_item_id: plain('2'),
        field_question: plain('Neem ik iets mee om samen te bekijken?'),
      },
      {
        type: 'checklist_item',
        field_item_id: plain('3'),
        field_question: plain('Weet ik hoe ik me voorstel?'),
        field_answer: text('<p>Zeg je naam en hoe jullie elkaar kennen.</p>'),
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const checklistKinds = { checklist: 'checklist' } as const satisfies Record<
  keyof typeof checklistFixtures,
  BlockKind
>;
