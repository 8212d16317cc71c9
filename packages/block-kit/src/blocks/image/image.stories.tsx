import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/**
 * Media blocks: pictures and video placed by editors, alone or with text. The media gallery, logo wall
 * and media columns are under Widgets.
 */
const meta = preview.meta({
  title: 'Blocks/Media',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Image',
      whenToUse:
        'A picture that shows something the text explains, at a third, half or full width, with an optional caption.',
      whenNotToUse:
        'Not for decoration alone on a content page, not for pictures with text in them (the text cannot be read aloud or scaled), and not for a series (use the media gallery).',
      keyboardAndScreen:
        'No focus: a figure whose picture is read by its alt text and whose caption is read after it. A decorative picture has an empty alt text and is skipped.',
      contentRules:
        'Alt text that says what the picture shows in its context (up to 120 characters), filled in the media library. Landscape 3:2 or 16:9 for full width; caption up to one sentence.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Wat is dementie? (/wat-is-dementie).',
    }),
  },
});

/**
 * A picture. **Editors fill in** the image with alt text and the width (33, 50, 100 % or full screen).
 */
export const Image = meta.story({ args: { fixture: p.image, priority: true } });
/**
 * A picture at half width.
 */
export const ImageHalfWidth = meta.story({ args: { fixture: v.imageHalf } });
