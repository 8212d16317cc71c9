import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { REFUSED, withConsent } from '../test-support/story-consent';
import { SpecialHero } from './special-hero';

/**
 * The campaign hero: text beside the visual, or text over the picture; an optional video.
 *
 * **When to use**: the top of a campaign page, once.
 *
 * **Editors fill in**: the title, text, picture or video, the variant and the buttons.
 *
 * **Accessibility**: the picture needs alt text unless it is decorative; the video loads only after
 * marketing consent.
 */
const meta = preview.meta({
  title: 'Widgets/Special hero',
  component: SpecialHero,
  args: { ...fixtureBlock('special_hero', 'specialHero') },
  decorators: [withConsent(REFUSED)],
});

export const Default = meta.story({});
export const VisualAsBackground = meta.story({
  args: fixtureBlock('specialHeroVisualAsBackground', 'specialHero'),
});
export const WithVideo = meta.story({ args: fixtureBlock('specialHeroWithVideo', 'specialHero') });
