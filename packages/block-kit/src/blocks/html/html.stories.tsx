import { paragraphFixtures as p } from '@dementie/cms-model';
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
      name: 'HTML',
      whenToUse:
        'Only when no other block fits: a table or a snippet that needs its own markup. The HTML is sanitised before it is shown.',
      whenNotToUse:
        "Not for running text (use text with title), not for embeds (use the iframe embed or video) and not for styling: the kit's blocks already keep the brand's look and accessibility.",
      keyboardAndScreen:
        'What the editor writes: the kit adds nothing. Headings must keep the page outline, links need texts that make sense on their own, a table needs header cells.',
      contentRules:
        'As short as it can be; only elements that survive sanitising (no scripts, no styles of its own). Check it in the three brands before publishing.',
      brands: 'dementie and alzheimer: on Agenda (/agenda). Not used on dementievriendelijk today.',
    }),
  },
});

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
