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
 * The page introduction. **Use** once, at the top of a page, to say in one or two sentences what the
 * page is about. **Editors fill in** the intro text.
 */
export const Introduction: Story = { args: { fixture: p.introduction } };
