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
      name: 'Link list',
      whenToUse: 'A titled list of links to related pages, on this site or elsewhere, in a coloured panel.',
      whenNotToUse:
        'Not for one link (use the internal or external link), not for links with pictures (use link with image or the card grid), and not for the next step at the end of a page (use the follow-on).',
      keyboardAndScreen:
        'The links are a list: a screen reader says how many; Tab goes from link to link. Links to other sites show the arrow and say so.',
      contentRules:
        'Title up to 50 characters, an optional intro of one sentence, three to eight links whose texts name their page (up to 60 characters).',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Campagnes (/campagnes), Hulp en advies (/hulp-en-advies) and Over dementie (/over-dementie).',
    }),
  },
});

/**
 * A list of links under a title. **Use** for related pages. **Editors fill in** title, intro, colour
 * and the links.
 */
export const LinkList = meta.story({ args: { fixture: p.link_list } });
