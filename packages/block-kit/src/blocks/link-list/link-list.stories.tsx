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
 * A list of links under a title. **Use** for related pages. **Editors fill in** title, intro, colour
 * and the links.
 */
export const LinkList: Story = { args: { fixture: p.link_list } };
