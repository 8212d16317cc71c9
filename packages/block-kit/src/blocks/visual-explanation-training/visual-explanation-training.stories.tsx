import { paragraphFixtures as p } from '@dementie/cms-model';
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
      name: 'Visual explanation of a training',
      whenToUse: 'To explain in numbered steps how a training works (sign up, follow, get a certificate).',
      whenNotToUse: 'Not for steps a visitor does not take in this order, and not for more than five steps.',
      keyboardAndScreen:
        'The steps are an ordered list, so a screen reader reads their number and count; no focus unless a step holds a link.',
      contentRules: 'Three to five steps; titles up to 40 characters, intros up to 120 characters.',
      brands: 'All three brands: on Trainingen (/trainingen); dementievriendelijk also on the home page (/).',
    }),
  },
});

/**
 * A visual explanation of a training: numbered steps. **Editors fill in** the title, colour and the
 * steps (title and intro).
 */
export const VisualExplanationTraining = meta.story({ args: { fixture: p.visual_explanation_training } });
