import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta, withBlockData } from '../test-support/stories';

// On the 'Blocks/Interactive' docs page, described in `expandable/expandable.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Interactive', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * The newsletter form of the mailing provider, when the site has no provider set: nothing loads.
 */
export const SpotlerFormWithoutProvider = meta.story({ args: { fixture: p.spotler_form } });
/**
 * The newsletter form of the mailing provider: its script is loaded by form id. **Editors fill in**
 * the form and script id.
 */
export const SpotlerFormConfigured = meta.story({
  args: { fixture: p.spotler_form },
  decorators: [withBlockData({ newsletterScriptSrc: (id) => `https://forms.example/${id}.js` })],
});
