import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Text' docs page, described in `text-with-title/text-with-title.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Text', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * Text split into columns. **Use** when two parts belong side by side (for example a question and its
 * answer). **Editors fill in** the text of each column; on a phone the columns stack.
 */
export const TextSplitColumns = meta.story({ args: { fixture: p.text_split_columns } });
