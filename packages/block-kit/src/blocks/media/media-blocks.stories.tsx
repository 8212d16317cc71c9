import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, withBlocks } from '../test-support/stories';

const meta = {
  title: 'Blocks/Media',
  component: FixtureBlock,
  decorators: [withBlocks],
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = { args: { fixture: p.image, priority: true } };
export const ImageHalfWidth: Story = { args: { fixture: v.imageHalf } };
export const Video: Story = { args: { fixture: p.video } };
export const GridWithImage: Story = { args: { fixture: p.grid_with_image } };
export const HomeGridImage: Story = { args: { fixture: p.home_grid_image } };
export const TextImageNew: Story = { args: { fixture: p.text_image } };
export const TextImageOld: Story = { args: { fixture: v.textImageOld } };
