import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Calls to action' docs page, described in `cta/cta.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Calls to action', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A visual explanation of a training: numbered steps. **Editors fill in** the title, colour and the
 * steps (title and intro).
 */
export const VisualExplanationTraining = meta.story({ args: { fixture: p.visual_explanation_training } });
