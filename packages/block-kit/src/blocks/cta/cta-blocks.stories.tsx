import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, withBlocks } from '../test-support/stories';

const meta = {
  title: 'Blocks/Calls to action',
  component: FixtureBlock,
  decorators: [withBlocks],
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CtaSpotlightAndEnd: Story = { args: { fixture: p.cta } };
export const CtaSpotlight: Story = { args: { fixture: v.ctaSpotlightOnly } };
export const CtaSpotlightFullWidth: Story = { args: { fixture: p.spotlight } };
export const CtaEndWithConfetti: Story = { args: { fixture: v.ctaEndOnly } };
export const BreakerSmall: Story = { args: { fixture: v.breakerSmall } };
export const BreakerMedium: Story = { args: { fixture: p.breaker } };
export const BreakerLarge: Story = { args: { fixture: v.breakerLarge } };
export const Features: Story = { args: { fixture: p.features } };
export const VisualExplanationTraining: Story = { args: { fixture: p.visual_explanation_training } };
export const ELearningQuestion: Story = { args: { fixture: p.e_learning_call_to_action } };
export const ELearningStartTraining: Story = { args: { fixture: v.eLearningStartTraining } };
