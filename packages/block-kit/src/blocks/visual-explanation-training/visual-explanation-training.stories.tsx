import { paragraphFixtures as p } from '@dementie/cms-model';
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
 * A visual explanation of a training: numbered steps. **Editors fill in** the title, colour and the
 * steps (title and intro).
 */
export const VisualExplanationTraining: Story = { args: { fixture: p.visual_explanation_training } };
