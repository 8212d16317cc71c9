import { paragraphFixtures as p } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Calls to action' docs page, described in `cta/cta.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Calls to action',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Features',
      whenToUse:
        'Three to six parallel points, each with an icon, a short title, a sentence and an optional link: the benefits of a training, what a campaign asks of you.',
      whenNotToUse:
        'Not for steps in a fixed order (use the visual explanation of a training or the timeline), nor for one or two points (write them as text).',
      keyboardAndScreen:
        "The items are a list, so a screen reader says how many there are. Icons are decorative and hidden from screen readers; each item's link is reached with Tab and named by its text.",
      contentRules:
        "Three to six items; titles up to 40 characters, texts up to 150 characters; icons from the kit's icon set, all in one style.",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Zorgen voor een ander (/mantelzorg) and the campaign Herken de signalen (/campagnes/herken-de-signalen).',
    }),
  },
});

/**
 * Features: a row of items with an icon, a title, a short text and a link. **Use** for three to six
 * parallel points. **Editors fill in** title, description and the items.
 */
export const Features = meta.story({ args: { fixture: p.features } });
