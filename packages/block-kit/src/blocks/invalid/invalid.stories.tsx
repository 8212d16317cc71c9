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
 * A paragraph whose data does not match its type renders nothing, so a broken block never breaks the
 * page.
 */
export const InvalidParagraph: Story = { args: { fixture: { type: 'quote', field_body: 'kapot' } } };
