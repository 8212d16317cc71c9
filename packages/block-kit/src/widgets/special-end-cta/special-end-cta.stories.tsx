import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { SpecialEndCta } from './special-end-cta';

/**
 * The campaign's closing call to action; with confetti it celebrates once in view.
 *
 * **Editors fill in**: the title, text, links and whether to show confetti.
 */
const meta = preview.meta({
  title: 'Widgets/Special end call to action',
  component: SpecialEndCta,
  args: { ...fixtureBlock('special_end_cta', 'specialEndCta') },
  parameters: {
    guidance: guidance({
      whenToUse:
        'The closing call to action of a campaign page; optionally with confetti that celebrates once it is in view.',
      whenNotToUse: 'Not on ordinary content pages (use the end call to action) and not twice on a page.',
      keyboardAndScreen:
        'The title is a heading; the button is a link reached with Tab. The confetti is decorative, hidden from screen readers and never fires under reduced motion.',
      contentRules:
        'Title up to 50 characters, text up to two sentences, one button with a verb up to 25 characters.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at the end of the campaign Doe normaal (/campagnes/doe-normaal).',
    }),
  },
});

export const Default = meta.story({});
