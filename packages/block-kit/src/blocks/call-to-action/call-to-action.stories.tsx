import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/**
 * Links and files: blocks that lead elsewhere, on the site or outside it, or offer a download.
 *
 * **Accessibility**: links to other sites show the external-link arrow and say so to screen readers;
 * file links name the file type and size; every link text makes sense on its own.
 */
const meta = {
  title: 'Blocks/Links and files',
  component: FixtureBlock,
  ...fixtureStoryMeta,
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A call to action with one button. **Editors fill in** title, intro, colour and an internal or
 * external link with its label.
 */
export const CallToAction: Story = { args: { fixture: p.call_to_action } };
/**
 * A call to action with two buttons: the first is the main action.
 */
export const CallToActionTwoButtons: Story = { args: { fixture: v.callToActionButtons } };
