import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { REFUSED, withConsent } from '../test-support/story-consent';
import { SpecialHero } from './special-hero';

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
