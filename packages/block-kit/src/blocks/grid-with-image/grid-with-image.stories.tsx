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
 * A grid with a picture: cards with label, title, text and link around a picture. **Editors fill in**
 * title, body, colour, link and the items.
 */
export const GridWithImage: Story = { args: { fixture: p.grid_with_image } };
