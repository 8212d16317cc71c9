import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Calls to action' docs page, described in `cta/cta.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Calls to action', component: FixtureBlock, ...fixtureStoryMeta });

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
