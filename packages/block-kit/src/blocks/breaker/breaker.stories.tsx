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
      name: 'Breaker',
      whenToUse:
        'To break up a long page with one short message and one button in a coloured band: a pause that invites the next step (read the stories, become a dementia-friendly organisation).',
      whenNotToUse:
        'Not for running text, and not twice in one screen height. For two equal choices use the double call to action; for the closing invitation of a page use the end call to action.',
      keyboardAndScreen:
        'The title is a heading in the page outline; the button is a link that Tab reaches and Enter follows, named by its text. Icons carry their own alt text, empty when they only decorate.',
      contentRules:
        'Title up to 50 characters, intro one or two sentences (up to 200 characters), one link with a text that says where it goes. The medium and large sizes show a picture beside the text: landscape, 3:2 or 16:9; the small size shows none.',
      brands:
        'dementievriendelijk: on the home page (/) and on Dementievriendelijke organisatie (/dementievriendelijke-organisatie). Not used on dementie or alzheimer pages today.',
    }),
  },
});

/**
 * A breaker (small): a short coloured band that breaks up a long page. **Editors fill in** title,
 * intro, icons, a link and media; the design sets the size.
 */
export const BreakerSmall = meta.story({ args: { fixture: v.breakerSmall } });
/**
 * A breaker (medium).
 */
export const BreakerMedium = meta.story({ args: { fixture: p.breaker } });
/**
 * A breaker (large), with more room for media.
 */
export const BreakerLarge = meta.story({ args: { fixture: v.breakerLarge } });
