import type { Block } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from './block-renderer';
import { FixtureBlock, fixtureStoryMeta } from './test-support/stories';

/** On the 'Blocks/Interactive' docs page, which `expandable/expandable.stories.tsx` describes. */
const meta = {
  title: 'Blocks/Interactive',
  component: FixtureBlock,
  ...fixtureStoryMeta,
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A block kind with no renderer says so (spec 2 §2.5), so a missing block shows up in review.
 */
export const NoRendererNotice: Story = {
  args: { fixture: null },
  render: () => <BlockRenderer block={{ kind: 'mystery' } as unknown as Block} />,
};
