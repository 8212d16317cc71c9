import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Media' docs page, described in `image/image.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Media', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * The homepage's picture grid.
 */
export const HomeGridImage = meta.story({ args: { fixture: p.home_grid_image } });
