import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { IconGrid } from './icon-grid';

/**
 * Icons from the icon map with a title, text and link.
 *
 * **Editors fill in**: per item the icon (from the icon map), title, text and link.
 */
const meta = preview.meta({
  title: 'Widgets/Icon grid',
  component: IconGrid,
  args: { ...fixtureBlock('icon_grid', 'iconGrid') },
  parameters: {
    guidance: guidance({
      whenToUse:
        'A few themes or places to get help, each with a recognisable icon, a title, a short text and a link.',
      whenNotToUse:
        'Not for steps in order (use the timeline or visual explanation), nor when the icons are the only way to tell items apart.',
      keyboardAndScreen:
        'The icons are decorative and hidden from screen readers; each title is a heading and each link is named by its text, reached with Tab.',
      contentRules:
        'Three to nine items; titles up to 40 characters, texts up to 120 characters; icons from the icon map.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Hulp en advies (/hulp-en-advies).',
    }),
  },
});

export const Default = meta.story({});
