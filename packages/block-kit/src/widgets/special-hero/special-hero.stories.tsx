import type { Meta, StoryObj } from '@storybook/react-vite';
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
const meta = {
  title: 'Widgets/Special hero',
  component: SpecialHero,
  args: { ...fixtureBlock('special_hero', 'specialHero') },
  decorators: [withConsent(REFUSED)],
} satisfies Meta<typeof SpecialHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const VisualAsBackground: Story = {
  args: fixtureBlock('specialHeroVisualAsBackground', 'specialHero'),
};
export const WithVideo: Story = { args: fixtureBlock('specialHeroWithVideo', 'specialHero') };
