import { paragraphFixtures as p } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Links and files' docs page, described in `call-to-action/call-to-action.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Links and files',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Internal link',
      whenToUse:
        'One link to another page of this site, standing on its own under the text that leads to it.',
      whenNotToUse:
        'Not for another website (use the external link), not for several links together (use the link list or follow-on) and not for the main action of a page (use a call to action).',
      keyboardAndScreen:
        'A plain link: Tab reaches it and Enter follows it in the same tab. Its text is its name for a screen reader.',
      contentRules:
        'A link text up to 60 characters that names the page it leads to, never "Klik hier" or "Lees meer" alone.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Tips voor elke dag (/tips-voor-elke-dag).',
    }),
  },
});

/**
 * A link to a page of this site. **Editors fill in** the page and the link text.
 */
export const InternalLink = meta.story({ args: { fixture: p.internal_link } });
