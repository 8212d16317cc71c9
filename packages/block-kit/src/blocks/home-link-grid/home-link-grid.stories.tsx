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
      name: 'Home link grid',
      whenToUse:
        'On a home page, labelled groups of links to the main sections, so a visitor sees the whole site at a glance.',
      whenNotToUse:
        'Not on content pages and not as a second main menu with the same links in the same order: group them by what a visitor wants to do.',
      keyboardAndScreen:
        'A navigation landmark named by its label, so a screen reader can jump to it; the links are lists, reached one by one with Tab.',
      contentRules:
        'Two to four groups, each with a label up to 30 characters and three to six links whose texts name their page.',
      brands: 'dementie: on the home page (/). Not used on dementievriendelijk or alzheimer.',
    }),
  },
});

/**
 * The homepage's link grid: labelled groups of links to the main sections.
 */
export const HomepageLinks = meta.story({ args: { fixture: p.home_link_grid } });
