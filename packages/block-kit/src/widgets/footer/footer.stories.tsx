import type { Meta, StoryObj } from '@storybook/react-vite';
import { withConsent } from '../test-support/story-consent';
import { SiteFooter } from './footer';
import { charityFooter, initiativeFooter } from './footer.fixtures';

const meta = {
  title: 'Widgets/Footer',
  component: SiteFooter,
  args: initiativeFooter,
  decorators: [withConsent({ statistics: false, marketing: false })],
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four networks and the tagline. */
export const Initiative: Story = {};

/** Five networks and three quality marks. */
export const Charity: Story = { args: charityFooter };

/** Without pre-footer links and newsletter. */
export const Minimal: Story = { args: { ...initiativeFooter, preFooterLinks: [], newsletter: false } };
