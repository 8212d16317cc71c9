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
      name: 'Frame',
      whenToUse:
        'To set a tip, a warning or an aside apart from the running text in a coloured box, optionally with a picture.',
      whenNotToUse:
        'Not for the main message of a page (readers skip boxes) and not for several in a row: two frames next to each other lose their point. For an alert that needs action use a call to action.',
      keyboardAndScreen:
        'No focus of its own; its title is a heading in the page outline and links in its text are reached with Tab as usual. The colour is not announced, so the title must say what kind of aside it is.',
      contentRules:
        'Title up to 50 characters, text up to 80 words. A picture is optional: landscape or square, with alt text unless it is decorative.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Omgaan met dementie (/omgaan-met-dementie).',
    }),
  },
});

/**
 * A frame (kader): text with an optional picture in a coloured box. **Use** to set a tip or aside
 * apart. **Editors fill in** title, body and optional media.
 */
export const Frame = meta.story({ args: { fixture: p.frame } });
