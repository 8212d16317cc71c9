import { shopImage, type WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of e_learning_call_to_action (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const eLearningCallToActionFixtures = {
  e_learning_call_to_action: {
    type: 'e_learning_call_to_action',
    id: 1008,
    field_design: plain('question'),
    field_title: text(
      '<p>Een klant betaalt twee keer voor hetzelfde brood. <strong>Wat doe je?</strong></p>',
    ),
    field_answers: [
      {
        type: 'answer',
        field_answer: plain('Ik zeg er niets van.'),
        field_answer_feedback: text('<p>Liever niet. De klant is dan geld kwijt zonder het te weten.</p>'),
      },
      {
        type: 'answer',
        field_answer: plain('Ik geef het geld rustig terug en leg uit waarom.'),
        field_answer_feedback: text('<p>Goed zo! Rustig en vriendelijk uitleggen helpt het meest.</p>'),
      },
      {
        type: 'answer',
        field_answer: plain('Ik vraag of er iemand meekomt.'),
        field_answer_feedback: text('<p>Dat kan helpen, maar geef eerst het geld terug.</p>'),
      },
    ],
    field_media: [shopImage],
    field_link_title: plain('Doe de hele training'),
    field_training_id: plain(2),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const eLearningCallToActionKinds = {
  e_learning_call_to_action: 'eLearningCta',
} as const satisfies Record<keyof typeof eLearningCallToActionFixtures, BlockKind>;
