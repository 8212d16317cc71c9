import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { Carousel } from './carousel';

const meta = {
  title: 'Widgets/Carousel',
  component: Carousel,
  args: fixtureBlock('carousel', 'carousel'),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Exactly two items: both in view on wide screens. */
export const TwoItems: Story = { args: fixtureBlock('carouselTwo', 'carousel') };
/** Moving by itself, with 'Pauzeer'. */
export const Autoplay: Story = { args: { autoplayMs: 6000 } };
