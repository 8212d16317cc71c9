import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Calls to action' docs page, described in `cta/cta.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Calls to action', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * Features: a row of items with an icon, a title, a short text and a link. **Use** for three to six
 * parallel points. **Editors fill in** title, description and the items.
 */
export const Features = meta.story({ args: { fixture: p.features } });
