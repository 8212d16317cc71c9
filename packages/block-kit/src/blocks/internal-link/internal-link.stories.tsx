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
 * A link to a page of this site. **Editors fill in** the page and the link text.
 */
export const InternalLink: Story = { args: { fixture: p.internal_link } };
