import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Links and files' docs page, described in `call-to-action/call-to-action.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Links and files', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A file download. **Editors fill in** the file, its label and a description; type and size are shown.
 */
export const File = meta.story({ args: { fixture: p.file } });
