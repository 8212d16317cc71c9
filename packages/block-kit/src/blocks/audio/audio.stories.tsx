import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Links and files' docs page, described in `call-to-action/call-to-action.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Links and files', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * An audio file (podcast) with the browser's own player, which is keyboard operable.
 */
export const Audio = meta.story({ args: { fixture: p.audio } });
