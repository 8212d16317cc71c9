import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Text' docs page, described in `text-with-title/text-with-title.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Text', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A frame (kader): text with an optional picture in a coloured box. **Use** to set a tip or aside
 * apart. **Editors fill in** title, body and optional media.
 */
export const Frame = meta.story({ args: { fixture: p.frame } });
