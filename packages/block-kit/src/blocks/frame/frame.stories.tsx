import { paragraphFixtures as p } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/** On the 'Blocks/Text' docs page, which `text-with-title/text-with-title.stories.tsx` describes. */
const meta = {
  title: 'Blocks/Text',
  component: FixtureBlock,
  ...fixtureStoryMeta,
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A frame (kader): text with an optional picture in a coloured box. **Use** to set a tip or aside
 * apart. **Editors fill in** title, body and optional media.
 */
export const Frame: Story = { args: { fixture: p.frame } };
