import type { WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of visual_explanation_training (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const visualExplanationTrainingFixtures = {
  visual_explanation_training: {
    type: 'visual_explanation_training',
    id: 1041,
    field_title: plain('Zo werkt de training'),
    field_color: plain('brand'),
    field_items: [
      {
        type: 'step',
        field_title: plain('Kies een training'),
        field_intro: text('<p>Voor buren, winkels of vervoer.</p>'),
      },
      {
        type: 'step',
        field_title: plain('Beantwoord de vragen'),
        field_intro: text('<p>Over situaties uit het echte leven.</p>'),
      },
      {
        type: 'step',
        field_title: plain('Haal je certificaat'),
        field_intro: text('<p>En laat zien dat je meedoet.</p>'),
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const visualExplanationTrainingKinds = {
  visual_explanation_training: 'visualExplanationTraining',
} as const satisfies Record<keyof typeof visualExplanationTrainingFixtures, BlockKind>;
