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
 * An audio file (podcast) with the browser's own player, which is keyboard operable.
 */
export const Audio: Story = { args: { fixture: p.audio } };
