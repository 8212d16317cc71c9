import type { Meta, StoryObj } from '@storybook/react-vite';
import { withConsent } from '../widgets/test-support/story-consent';
import { useConsent } from './consent-context';
import { CookieConsent, CookieSettingsButton } from './cookie-consent';

const meta = {
  title: 'Widgets/Cookie consent',
  component: CookieConsent,
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First layer: 'Weigeren' and 'Accepteren' side by side, equally prominent. */
export const FirstLayer: Story = { decorators: [withConsent(null)] };

function OpenSettings() {
  const consent = useConsent();
  return (
    <>
      <CookieSettingsButton />
      <p>Status: {consent.status}</p>
      <CookieConsent />
    </>
  );
}

/** Reopened from the footer: the settings layer after a stored choice. */
export const Reopenable: Story = {
  decorators: [withConsent({ statistics: true, marketing: false })],
  render: () => <OpenSettings />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie-instellingen' }));
  },
};
