import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Media' docs page, described in `image/image.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Media', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A grid with a picture: cards with label, title, text and link around a picture. **Editors fill in**
 * title, body, colour, link and the items.
 */
export const GridWithImage = meta.story({ args: { fixture: p.grid_with_image } });
