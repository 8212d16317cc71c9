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
 * A centralised building block: a block kept in one place in the CMS and reused on many pages.
 * **Editors fill in** the choice of block.
 */
export const CentralisedBlock: Story = { args: { fixture: p.centralised_building_block } };
