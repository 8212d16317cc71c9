import { paragraphFixtures as p } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/** On the 'Blocks/Links and files' docs page, which `call-to-action/call-to-action.stories.tsx` describes. */
const meta = {
  title: 'Blocks/Links and files',
  component: FixtureBlock,
  ...fixtureStoryMeta,
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A follow-on block: where to go next at the end of a page.
 */
export const FollowOn: Story = { args: { fixture: p.follow_on } };
