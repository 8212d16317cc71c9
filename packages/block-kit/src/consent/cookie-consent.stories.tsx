import preview from '../../../../.storybook/preview';
import { withConsent } from '../widgets/test-support/story-consent';
import { useConsent } from './consent-context';
import { CookieConsent, CookieSettingsButton } from './cookie-consent';

const meta = preview.meta({
  title: 'Widgets/Cookie consent',
  component: CookieConsent,
});

/** First layer: 'Weigeren' and 'Accepteren' side by side, equally prominent. */
export const FirstLayer = meta.story({ decorators: [withConsent(null)] });

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
export const Reopenable = meta.story({
  decorators: [withConsent({ statistics: true, marketing: false })],
  render: () => <OpenSettings />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie-instellingen' }));
  },
});
