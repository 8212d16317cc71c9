import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Calls to action' docs page, described in `cta/cta.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Calls to action',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'E-learning call to action',
      whenToUse:
        'To lead a visitor into a training: either with one question from it (the visitor answers and gets feedback, then the link to the training), or with a start button for the training.',
      whenNotToUse:
        'Not for a quiz that counts or stores answers (it stores nothing), and not for a training the brand does not offer: the link would lead nowhere.',
      keyboardAndScreen:
        'Each answer is a button with a pressed state (aria-pressed) that Tab reaches and Enter or Space chooses; the feedback appears in a status region a screen reader reads without moving focus. Below them, a button-styled link leads to the training.',
      contentRules:
        'One question of at most 120 characters, two to four answers of up to 60 characters each, feedback of one or two sentences per answer. Media landscape with alt text. The training must be one this brand offers.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Zorgen voor een ander (/mantelzorg); dementievriendelijk also on Dementievriendelijke organisatie (/dementievriendelijke-organisatie).',
    }),
  },
});

/**
 * An e-learning teaser with a question: the visitor picks an answer and gets feedback, then a link to
 * the training. **Editors fill in** the question, answers with feedback, media and the training.
 */
export const ELearningQuestion = meta.story({ args: { fixture: p.e_learning_call_to_action } });
/**
 * An e-learning call to action that starts a training. **Editors fill in** title, body, media, link
 * text and the training.
 */
export const ELearningStartTraining = meta.story({ args: { fixture: v.eLearningStartTraining } });
