import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Text' docs page, described in `text-with-title/text-with-title.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Text', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A quote. **Use** for a personal statement from an experience story. **Editors fill in** the quote,
 * the author, an optional portrait and the position (left or right).
 */
export const QuoteLeft = meta.story({ args: { fixture: p.quote } });
/**
 * A quote on the right at half width.
 */
export const QuoteRightHalfWidth = meta.story({ args: { fixture: v.quoteRight } });
/**
 * A quote over the full width of the screen, for a strong statement once per page.
 */
export const QuoteFullScreen = meta.story({ args: { fixture: v.quoteFullScreen } });
