import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/** On the 'Blocks/Calls to action' docs page, which `cta/cta.stories.tsx` describes. */
const meta = {
  title: 'Blocks/Calls to action',
  component: FixtureBlock,
  ...fixtureStoryMeta,
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A breaker (small): a short coloured band that breaks up a long page. **Editors fill in** title,
 * intro, icons, a link and media; the design sets the size.
 */
export const BreakerSmall: Story = { args: { fixture: v.breakerSmall } };
/**
 * A breaker (medium).
 */
export const BreakerMedium: Story = { args: { fixture: p.breaker } };
/**
 * A breaker (large), with more room for media.
 */
export const BreakerLarge: Story = { args: { fixture: v.breakerLarge } };
