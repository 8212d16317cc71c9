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
 * Two text columns. **Use** for two short texts of equal weight. **Editors fill in** both columns; on
 * a phone they stack.
 */
export const TextTwoColumns: Story = { args: { fixture: p.text_two_coulmns } };
