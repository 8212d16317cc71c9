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
      name: 'External link',
      whenToUse:
        'One link to a page on another website (a government page, a partner), standing on its own under the text that explains it.',
      whenNotToUse:
        'Not for a page of this site (use the internal link), not for a downloadable file (use the file block), and not for several links together (use the link list).',
      keyboardAndScreen:
        "A plain link: Tab reaches it, Enter follows it. It opens in a new tab and says so: the arrow is hidden from screen readers, and '(opent een andere website)' is read with the link text.",
      contentRules:
        'A link text of up to 60 characters that names the site or page ("Naar de website van Alzheimer Nederland"), never the bare address or "Klik hier".',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Wat is dementie? (/wat-is-dementie).',
    }),
  },
});

/**
 * A link to another site: it shows the external arrow (read out to screen readers) and opens in a new
 * tab. **Editors fill in** the address and its text.
 */
export const ExternalLink = meta.story({ args: { fixture: p.external_link } });
