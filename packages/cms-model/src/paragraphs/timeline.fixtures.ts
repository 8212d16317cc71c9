import { parkImage, type WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of timeline (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const timelineFixtures = {
  timeline: {
    type: 'timeline',
    id: 3014,
    field_title: plain('Zo begon het'),
    field_items: [
      {
        type: 'timeline_item',
        field_label: plain('2016'),
        field_title: plain('De start'),
        field_text: text('<p>Het programma begint in tien gemeenten.</p>'),
      },
      {
        type: 'timeline_item',
        field_label: plain('2019'),
        field_title: plain('Eerste online training'),
        field_text: text('<p>Iedereen kan nu thuis leren.</p>'),
        field_media: [parkImage],
      },
      {
        type: 'timeline_item',
        field_label: plain('2024'),
        field_title: plain('Een miljoen deelnemers'),
        field_text: text('<p>Een mijlpaal om te vieren.</p>'),
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const timelineKinds = { timeline: 'timeline' } as const satisfies Record<
  keyof typeof timelineFixtures,
  BlockKind
>;
