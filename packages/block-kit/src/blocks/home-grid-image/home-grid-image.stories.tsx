import { paragraphFixtures as p } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Media' docs page, described in `image/image.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Media',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Home picture grid',
      whenToUse: 'On a home page, a grid of picture tiles that each lead to a main section of the site.',
      whenNotToUse:
        'Not on content pages (use the card grid) and not for news or events, which change: this grid is for the lasting sections.',
      keyboardAndScreen:
        'The tiles are a list of links: Tab goes from tile to tile in reading order and each is named by its title. The first picture loads with priority; pictures need alt text unless the title says it all.',
      contentRules:
        'Four to six tiles; titles up to 30 characters; pictures of one shape (landscape 3:2), without text in them.',
      brands: 'dementie: on the home page (/). Not used on dementievriendelijk or alzheimer.',
    }),
  },
});

/**
 * The homepage's picture grid.
 */
export const HomeGridImage = meta.story({ args: { fixture: p.home_grid_image } });
