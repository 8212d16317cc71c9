import { expect } from 'storybook/test';
import { guidance } from '../../../../.storybook/guidance';
import preview from '../../../../.storybook/preview';
import { SiteStory } from '../testing/site-story';
import { CookiesScreen } from './cookies';

/*
 * `/cookies` (spec 1 §2): the cookie statement, the button that reopens the choice and the list of
 * the cookies this product sets. Without a CMS page /cookies the statement has the catalogue's title.
 */
const meta = preview.meta({
  title: 'Site screens/Cookie statement',
  component: CookiesScreen,
  parameters: {
    guidance: guidance({
      whenToUse:
        'The cookie statement at /cookies: the text, the button that reopens the cookie choice, and the list of cookies this product sets.',
      whenNotToUse: 'Not for the privacy statement (that is a CMS page, /privacy).',
      keyboardAndScreen:
        "Headings structure the statement; 'Cookie-instellingen' is a button that reopens the choice; the cookie list is a list with a heading per cookie and its purpose, lifetime and category as a description list.",
      contentRules:
        'Text from the CMS page /cookies or the catalogue; each cookie with its name, purpose and lifetime.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at /cookies, linked from the footer.',
    }),
    layout: 'fullscreen',
  },
});

export const Statement = meta.story({ render: () => <SiteStory path="/cookies" /> });

/** A first visit: no choice made yet, so the cookie banner shows on the statement too. */
export const FirstVisitBanner = meta.story({
  render: () => <SiteStory path="/cookies" consentDecided={false} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toBeVisible();
  },
});
