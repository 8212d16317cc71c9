import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { REFUSED, withConsent } from '../test-support/story-consent';
import { SpecialHero } from './special-hero';

/**
 * The campaign hero: text beside the visual, or text over the picture; an optional video.
 *
 * **Editors fill in**: the title, text, picture or video, the variant and the buttons.
 */
const meta = preview.meta({
  title: 'Widgets/Special hero',
  component: SpecialHero,
  args: { ...fixtureBlock('special_hero', 'specialHero') },
  decorators: [withConsent(REFUSED)],
  parameters: {
    guidance: guidance({
      whenToUse:
        'The top of a campaign page, once: a large title and text beside a visual, or over a picture, with an optional video and a button.',
      whenNotToUse: 'Not on ordinary content pages (they have the page header), and not below other blocks.',
      keyboardAndScreen:
        'The title is a heading at the level the page gives it; the button is a link reached with Tab. The picture has alt text unless decorative; a video loads only after marketing consent.',
      contentRules:
        'Title up to 40 characters, text up to two sentences; the picture landscape 16:9 (over the picture) or 4:3 (beside it), with the subject clear of the text.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on the campaign Doe normaal (/campagnes/doe-normaal).',
    }),
  },
});

export const Default = meta.story({});
export const VisualAsBackground = meta.story({
  args: fixtureBlock('specialHeroVisualAsBackground', 'specialHero'),
});
export const WithVideo = meta.story({ args: fixtureBlock('specialHeroWithVideo', 'specialHero') });
