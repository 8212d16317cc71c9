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
      name: 'Centralised block',
      whenToUse:
        'For a block that must read the same on many pages (a helpline, a standard call to action): editors keep it in one place in the CMS and every page that embeds it follows a change.',
      whenNotToUse:
        'Not for text that belongs to one page only, and not when pages need small differences: then place the block itself and write it for that page.',
      keyboardAndScreen:
        'It adds nothing of its own: focus, headings and announcements are those of the block it holds, in the place it stands on the page.',
      contentRules:
        "The rules of the block it holds. Write it so it makes sense out of context, on any page it may land on (no 'zie hierboven').",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Over dementie (/over-dementie), from the main menu.',
    }),
  },
});

/**
 * A centralised building block: a block kept in one place in the CMS and reused on many pages.
 * **Editors fill in** the choice of block.
 */
export const CentralisedBlock = meta.story({ args: { fixture: p.centralised_building_block } });
