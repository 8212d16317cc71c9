import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Text' docs page, described in `text-with-title/text-with-title.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Text', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * The page introduction. **Use** once, at the top of a page, to say in one or two sentences what the
 * page is about. **Editors fill in** the intro text.
 */
export const Introduction = meta.story({ args: { fixture: p.introduction } });
