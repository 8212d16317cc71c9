import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, withBlocks } from '../test-support/stories';

/**
 * Calls to action: blocks that invite the visitor to do one thing (start a training, read on, join).
 * Use one main call to action per screen height; more compete for attention.
 *
 * **Accessibility**: every button or link says where it goes ('Start de training', not 'Klik hier');
 * confetti is decorative and does not fire under reduced motion.
 */
const meta = {
  title: 'Blocks/Calls to action',
  component: FixtureBlock,
  // The raw CMS paragraph is the story's data, not something to edit: Controls show `priority` only.
  argTypes: { fixture: { table: { disable: true } } },
  decorators: [withBlocks],
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A spotlight followed by an end call to action. **Editors fill in** for each: title, text, media and
 * links.
 */
export const CtaSpotlightAndEnd: Story = { args: { fixture: p.cta } };
/**
 * A spotlight: a highlighted item with a picture and one link. **Use** to point to one important page.
 */
export const CtaSpotlight: Story = { args: { fixture: v.ctaSpotlightOnly } };
/**
 * A spotlight over the full width.
 */
export const CtaSpotlightFullWidth: Story = { args: { fixture: p.spotlight } };
/**
 * An end call to action at the bottom of a page, here with confetti (which does not fire under reduced
 * motion). **Editors fill in** title, intro, colour, primary and secondary link.
 */
export const CtaEndWithConfetti: Story = { args: { fixture: v.ctaEndOnly } };
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
/**
 * Features: a row of items with an icon, a title, a short text and a link. **Use** for three to six
 * parallel points. **Editors fill in** title, description and the items.
 */
export const Features: Story = { args: { fixture: p.features } };
/**
 * A visual explanation of a training: numbered steps. **Editors fill in** the title, colour and the
 * steps (title and intro).
 */
export const VisualExplanationTraining: Story = { args: { fixture: p.visual_explanation_training } };
/**
 * An e-learning teaser with a question: the visitor picks an answer and gets feedback, then a link to
 * the training. **Editors fill in** the question, answers with feedback, media and the training.
 */
export const ELearningQuestion: Story = { args: { fixture: p.e_learning_call_to_action } };
/**
 * An e-learning call to action that starts a training. **Editors fill in** title, body, media, link
 * text and the training.
 */
export const ELearningStartTraining: Story = { args: { fixture: v.eLearningStartTraining } };
