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
 * A link with a picture, as a card. **Editors fill in** the page, title and picture (with alt text).
 */
export const LinkWithImage: Story = { args: { fixture: p.link_with_image } };
