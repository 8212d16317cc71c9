import { paragraphFixtures as p } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/** On the 'Blocks/Media' docs page, which `image/image.stories.tsx` describes. */
const meta = {
  title: 'Blocks/Media',
  component: FixtureBlock,
  ...fixtureStoryMeta,
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The homepage's picture grid.
 */
export const HomeGridImage: Story = { args: { fixture: p.home_grid_image } };
