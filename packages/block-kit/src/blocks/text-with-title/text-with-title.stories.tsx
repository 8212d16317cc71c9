import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/**
 * Text blocks: the running text of a page, as editors place it in the CMS (spec 2 §2.5). Each story is
 * one paragraph type mapped from its CMS fixture and drawn by the block renderer.
 *
 * **Accessibility**: headings keep the page's outline (a block's title is an h2); text stays within the
 * reading measure; quotes are marked up as `blockquote` with the author in a `figcaption`.
 */
const meta = preview.meta({ title: 'Blocks/Text', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * Text with a title. **Use** for most running text. **Editors fill in** the title and the body (rich
 * text).
 */
export const TextWithTitle = meta.story({ args: { fixture: p.text_with_title } });
