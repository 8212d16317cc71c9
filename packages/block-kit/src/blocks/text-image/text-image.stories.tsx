import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/** On the 'Blocks/Media' docs page, which `image/image.stories.tsx` describes. */
const meta = {
  title: 'Blocks/Media',
  component: FixtureBlock,
  ...fixtureStoryMeta,
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Text with a picture (current design). **Use** to explain something with one picture. **Editors fill
 * in** title, body, label, colour, picture position and links.
 */
export const TextImageNew: Story = { args: { fixture: p.text_image } };
/**
 * Text with a picture (older pages' design), kept so old pages still look right.
 */
export const TextImageOld: Story = { args: { fixture: v.textImageOld } };
