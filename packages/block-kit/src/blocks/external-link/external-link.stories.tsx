import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Links and files' docs page, described in `call-to-action/call-to-action.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Links and files', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A link to another site: it shows the external arrow (read out to screen readers) and opens in a new
 * tab. **Editors fill in** the address and its text.
 */
export const ExternalLink = meta.story({ args: { fixture: p.external_link } });
