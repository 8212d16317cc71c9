import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { REFUSED, withConsent } from '../test-support/story-consent';
import { MediaColumns } from './media-columns';

/**
 * Media in one or two columns: pictures with captions or videos.
 *
 * **Editors fill in**: the title, intro, number of columns and per item the media, caption and width.
 */
const meta = preview.meta({
  title: 'Widgets/Media columns',
  component: MediaColumns,
  args: { ...fixtureBlock('media_block', 'mediaBlock') },
  decorators: [withConsent(REFUSED)],
  parameters: {
    guidance: guidance({
      whenToUse: 'Pictures or videos that belong together, in one or two columns, each with a caption.',
      whenNotToUse:
        'Not for a series of photos to browse (use the media gallery), and not for one picture (use the image block).',
      keyboardAndScreen:
        'Each item is a figure whose caption is read with it. Videos go through the consent-gated player; before consent a message and a button to the cookie choice.',
      contentRules:
        'Two to four items; captions up to one sentence; pictures of one shape (landscape 3:2 or 16:9) with alt text.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Omgaan met dementie (/omgaan-met-dementie).',
    }),
  },
});

export const TwoColumns = meta.story({});
export const OneColumn = meta.story({ args: fixtureBlock('mediaBlockOneColumn', 'mediaBlock') });
