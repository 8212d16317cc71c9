import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { REFUSED, withConsent } from '../test-support/story-consent';
import { MediaColumns } from './media-columns';

/**
 * Media in one or two columns: pictures with captions or videos.
 *
 * **When to use**: pictures or videos that belong together.
 *
 * **Editors fill in**: the title, intro, number of columns and per item the media, caption and width.
 *
 * **Accessibility**: videos go through the consent-gated player; captions are read with their picture.
 */
const meta = preview.meta({
  title: 'Widgets/Media columns',
  component: MediaColumns,
  args: { ...fixtureBlock('media_block', 'mediaBlock') },
  decorators: [withConsent(REFUSED)],
});

export const TwoColumns = meta.story({});
export const OneColumn = meta.story({ args: fixtureBlock('mediaBlockOneColumn', 'mediaBlock') });
