import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Text' docs page, described in `text-with-title/text-with-title.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Text', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A paragraph whose data does not match its type renders nothing, so a broken block never breaks the
 * page.
 */
export const InvalidParagraph = meta.story({ args: { fixture: { type: 'quote', field_body: 'kapot' } } });
