import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Text' docs page, described in `text-with-title/text-with-title.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Text',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Quote',
      whenToUse:
        'A personal statement from someone in an experience story or a campaign, with their name and an optional portrait; full width for one strong statement per page.',
      whenNotToUse:
        'Not for a quote from a source or a definition (write it in the text), and not several in a row: use portraits for several people.',
      keyboardAndScreen:
        'A blockquote with the author in its caption: a screen reader reads it as a quote and says who said it. It takes no focus.',
      contentRules:
        'Up to 200 characters (full screen up to 120); the name and, where it helps, a role. A portrait is square with alt text or decorative. Left, right or full width.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on every experience story (/ervaringen/...) and on the campaigns Doe normaal, Samen in de buurt and Samen op de fiets (/campagnes/...).',
    }),
  },
});

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
