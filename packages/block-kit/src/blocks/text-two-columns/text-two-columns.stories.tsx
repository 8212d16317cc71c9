import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Text' docs page, described in `text-with-title/text-with-title.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Text', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * Two text columns. **Use** for two short texts of equal weight. **Editors fill in** both columns; on
 * a phone they stack.
 */
export const TextTwoColumns = meta.story({ args: { fixture: p.text_two_coulmns } });
