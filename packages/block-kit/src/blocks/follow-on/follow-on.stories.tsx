import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Links and files' docs page, described in `call-to-action/call-to-action.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Links and files', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A follow-on block: where to go next at the end of a page.
 */
export const FollowOn = meta.story({ args: { fixture: p.follow_on } });
