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
      name: 'Grid with image',
      whenToUse:
        "A section introduction with a big picture and a few cards around it that lead to the section's pages, each with a label, title, short text and link.",
      whenNotToUse:
        'Not for a long list of pages (use the card grid or the carousel) and not without a picture that adds meaning.',
      keyboardAndScreen:
        "The cards are a list; each card's link is reached with Tab and named by its text. The title is a heading; the picture carries alt text unless it is decorative.",
      contentRules:
        'Two to four items; titles up to 40 characters, texts up to 120 characters; one picture, landscape (3:2).',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Omgaan met dementie (/omgaan-met-dementie).',
    }),
  },
});

/**
 * A grid with a picture: cards with label, title, text and link around a picture. **Editors fill in**
 * title, body, colour, link and the items.
 */
export const GridWithImage = meta.story({ args: { fixture: p.grid_with_image } });
