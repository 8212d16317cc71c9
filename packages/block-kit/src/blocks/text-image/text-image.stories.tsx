import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
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
      name: 'Text with image',
      whenToUse:
        'To explain one thing with text beside one picture: a title, a short text, a label and links, the picture left or right.',
      whenNotToUse:
        'Not for long text (the column narrows it), not with a picture that only decorates, and not for several in a row with the picture on the same side.',
      keyboardAndScreen:
        'The title is a heading; links in the text and buttons are reached with Tab. The picture has alt text unless it is decorative; reading order is text then picture, whatever side the picture is drawn on.',
      contentRules:
        'Title up to 50 characters, text up to 120 words, picture landscape 3:2 or square. The older design is kept for old pages only.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Omgaan met dementie (/omgaan-met-dementie); alzheimer also on the home page (/).',
    }),
  },
});

/**
 * Text with a picture (current design). **Use** to explain something with one picture. **Editors fill
 * in** title, body, label, colour, picture position and links.
 */
export const TextImageNew = meta.story({ args: { fixture: p.text_image } });
/**
 * Text with a picture (older pages' design), kept so old pages still look right.
 */
export const TextImageOld = meta.story({ args: { fixture: v.textImageOld } });
