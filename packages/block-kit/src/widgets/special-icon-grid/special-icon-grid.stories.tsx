import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { SpecialIconGrid } from './special-icon-grid';

/**
 * Campaign icons with a title and text.
 *
 * **Editors fill in**: per item the icon (SVG; empty alt when decorative), title and text.
 */
const meta = preview.meta({
  title: 'Widgets/Special icon grid',
  component: SpecialIconGrid,
  args: { ...fixtureBlock('special_icon_grid', 'specialIconGrid') },
  parameters: {
    guidance: guidance({
      whenToUse: "A campaign's key messages, each with its own icon, a title and a short text.",
      whenNotToUse:
        'Not for ordinary pages (use the icon grid with the icon map) and not for steps in order.',
      keyboardAndScreen:
        'The items are a list; decorative icons are hidden from screen readers, and each title is a heading. No focus unless a text holds a link.',
      contentRules:
        "Three to six items; titles up to 40 characters, texts up to 120 characters; icons as SVG in the campaign's style, empty alt when decorative.",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on the campaign Doe normaal (/campagnes/doe-normaal).',
    }),
  },
});

export const Default = meta.story({});
