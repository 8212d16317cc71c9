import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Text' docs page, described in `text-with-title/text-with-title.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Text', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * Free HTML. **Use** only when no other block fits. **Editors fill in** the HTML; it is sanitised, and
 * the editor must keep headings and links accessible themselves.
 */
export const Html = meta.story({ args: { fixture: p.html } });
/**
 * A CMS paragraph type with no mapping becomes an html block that says so (spec 2 §2.5), so editors
 * see what is missing.
 */
export const UnknownBundle = meta.story({ args: { fixture: { type: 'webform', id: 1 } } });
