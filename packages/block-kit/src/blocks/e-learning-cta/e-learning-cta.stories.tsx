import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Calls to action' docs page, described in `cta/cta.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Calls to action', component: FixtureBlock, ...fixtureStoryMeta });

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
