import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { PreFooterCta } from './pre-footer-cta';

/**
 * The call to action just above the footer.
 *
 * **Editors fill in**: the title, text and link.
 */
const meta = preview.meta({
  title: 'Widgets/Pre-footer call to action',
  component: PreFooterCta,
  args: { ...fixtureBlock('pre_footer_cta', 'preFooterCta') },
  parameters: {
    guidance: guidance({
      whenToUse:
        'The closing invitation of a page just above the footer, once per page, with a primary and an optional secondary button.',
      whenNotToUse:
        'Not in the middle of a page and not together with an end call to action on the same page.',
      keyboardAndScreen:
        'The title is a heading; the buttons are links reached with Tab and named by their text.',
      contentRules:
        'Title up to 50 characters, text up to two sentences, link texts up to 25 characters that say where they lead.',
      brands: 'dementievriendelijk: on Over ons (/over-ons). Not used on dementie or alzheimer today.',
    }),
  },
});

export const Default = meta.story({});
