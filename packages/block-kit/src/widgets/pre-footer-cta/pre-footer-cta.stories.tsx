import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { PreFooterCta } from './pre-footer-cta';

/**
 * The call to action just above the footer.
 *
 * **When to use**: the page's closing invitation, once per page.
 *
 * **Editors fill in**: the title, text and link.
 *
 * **Accessibility**: the link text says where it goes.
 */
const meta = {
  title: 'Widgets/Pre-footer call to action',
  component: PreFooterCta,
  args: { ...fixtureBlock('pre_footer_cta', 'preFooterCta') },
} satisfies Meta<typeof PreFooterCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
