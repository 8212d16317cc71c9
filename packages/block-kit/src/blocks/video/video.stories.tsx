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
 * A video (YouTube, Vimeo or the broadcaster): before marketing consent it shows a placeholder with
 * the way to the cookie choice. **Editors fill in** the video address and title.
 */
export const Video: Story = { args: { fixture: p.video } };
