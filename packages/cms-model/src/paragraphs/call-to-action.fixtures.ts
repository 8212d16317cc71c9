import type { WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of call_to_action (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const callToActionFixtures = {
  call_to_action: {
    type: 'call_to_action',
    id: 1002,
    field_title: plain('Word ook dementievriendelijk'),
    field_intro: text('<p>In een half uur leer je hoe je iemand met dementie helpt.</p>'),
    field_color: plain('brand'),
    field_internal_link: link('/trainingen', 'Trainingen'),
    field_internal_link_label: plain('Start de training'),
    field_external_link: link('https://www.alzheimer-nederland.nl', 'Lees meer bij Alzheimer Nederland'),
    field_second_link_type: plain('link'),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const callToActionKinds = { call_to_action: 'callToAction' } as const satisfies Record<
  keyof typeof callToActionFixtures,
  BlockKind
>;
