import type { WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of trainings_overview (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const trainingsOverviewFixtures = {
  trainings_overview: {
    type: 'trainings_overview',
    id: 1039,
    field_title: plain('Onze trainingen'),
    field_introduction: text('<p>Gratis, online en in je eigen tempo.</p>'),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const trainingsOverviewKinds = { trainings_overview: 'trainingsOverview' } as const satisfies Record<
  keyof typeof trainingsOverviewFixtures,
  BlockKind
>;
