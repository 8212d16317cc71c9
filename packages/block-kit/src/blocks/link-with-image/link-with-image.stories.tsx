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
      name: 'Link with image',
      whenToUse:
        'One page of this site shown as a card with a picture, to draw attention to it from a related page.',
      whenNotToUse:
        'Not for several cards side by side (use the card grid), and not for a page on another site.',
      keyboardAndScreen:
        "The card's link is reached with Tab and named by the card's title; the picture is decorative beside the title.",
      contentRules:
        'Title up to 50 characters that names the page; picture landscape 3:2, without text in it.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Over dementie (/over-dementie).',
    }),
  },
});

/**
 * A link with a picture, as a card. **Editors fill in** the page, title and picture (with alt text).
 */
export const LinkWithImage = meta.story({ args: { fixture: p.link_with_image } });
