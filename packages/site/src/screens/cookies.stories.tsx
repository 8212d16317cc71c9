import { expect } from 'storybook/test';
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
  parameters: { layout: 'fullscreen' },
});

export const Statement = meta.story({ render: () => <SiteStory path="/cookies" /> });

/** A first visit: no choice made yet, so the cookie banner shows on the statement too. */
export const FirstVisitBanner = meta.story({
  render: () => <SiteStory path="/cookies" consentDecided={false} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toBeVisible();
  },
});
