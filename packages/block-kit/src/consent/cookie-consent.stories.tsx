import { guidance } from '../../../../.storybook/guidance';
import preview from '../../../../.storybook/preview';
import { withConsent } from '../widgets/test-support/story-consent';
import { useConsent } from './consent-context';
import { CookieConsent, CookieSettingsButton } from './cookie-consent';

const meta = preview.meta({
  title: 'Widgets/Cookie consent',
  component: CookieConsent,
  parameters: {
    guidance: guidance({
      whenToUse:
        "Asking the visitor's cookie choice on a first visit, and changing it later from 'Cookie-instellingen' in the footer or on /cookies. The site places it.",
      whenNotToUse:
        'Never placed by editors and never shown again once a choice is stored, unless the visitor asks for it.',
      keyboardAndScreen:
        "A labelled region with a heading; 'Weigeren' and 'Accepteren' are equally prominent buttons reached with Tab. The settings layer is a form of checkboxes per category with 'Opslaan'.",
      contentRules:
        'Texts come from the catalogue (spec 1): a short explanation, the categories (necessary, statistics, marketing) with a sentence each.',
      brands:
        "All three brands (dementie, dementievriendelijk, alzheimer): on the first visit to any page, and from 'Cookie-instellingen' in the footer and the cookie statement (/cookies).",
    }),
  },
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
