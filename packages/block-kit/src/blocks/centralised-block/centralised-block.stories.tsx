import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Text' docs page, described in `text-with-title/text-with-title.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Text', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A centralised building block: a block kept in one place in the CMS and reused on many pages.
 * **Editors fill in** the choice of block.
 */
export const CentralisedBlock = meta.story({ args: { fixture: p.centralised_building_block } });
