import { expect } from '@playwright/test';
import { answerCookies, expectAxeClean, site, takenOver, test } from './support';

// The cookie choice (the video, the banner without scripts), the phone menu and shared links to a book.

test('the video follows the cookie choice, and nothing from the video host loads before consent', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== '127.0.0.1') thirdParty.push(request.url());
  });
  // Nothing can reach a video host from this machine: answer such requests ourselves.
  await page.route(/youtube|vimeo|npo/, (route) => route.fulfill({ status: 200, body: '' }));
  await page.goto(`${site('dementie')}/wat-is-dementie`);
  await answerCookies(page, 'Weigeren');
  await expect(page.getByText('Accepteer cookies om de video te kunnen bekijken.').first()).toBeVisible();
  await expect(page.locator('iframe[src*="youtube"], iframe[src*="vimeo"]')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Accepteer cookies' }).first().click();
  await expect(page.locator('iframe').first()).toBeVisible();
  await expect(page.getByText('Accepteer cookies om de video te kunnen bekijken.')).toHaveCount(0);

  // The choice is kept: a reload shows the video at once.
  await page.reload();
  await expect(page.locator('iframe').first()).toBeVisible();
});

test('the cookie banner works before the scripts run: the choice is posted and the banner is gone', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site('alzheimer')}/nieuws?page=2`);
  await expect(page.getByRole('heading', { name: 'Cookies op deze website' })).toBeVisible();
  await page.getByRole('button', { name: 'Weigeren', exact: true }).click();
  await expect(page).toHaveURL(/\/nieuws\?page=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cookies op deze website' })).toHaveCount(0);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'dm_cookie_consent')?.value).toBe('v1.s0.m0');
  await context.close();
});

test('on a phone the main menu opens, unfolds one submenu at a time and leads on, with and without JavaScript', async ({
  browser,
}) => {
  // Decision 0068: the toggles are the browser's own disclosures; in the app a new page closes the menu.
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    await context.addCookies([{ name: 'dm_cookie_consent', value: 'v1.s0.m0', url: site('dementie') }]);
    const page = await context.newPage();
    // A document page, and (with scripts) the search page, which is an app page.
    for (const path of javaScriptEnabled ? ['/wat-is-dementie', '/zoeken'] : ['/wat-is-dementie']) {
      await page.goto(`${site('dementie')}${path}`);
      if (javaScriptEnabled) await takenOver(page);
      const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
      const toggle = page.locator('summary.site-menu__toggle');
      // What the toggle shows (the label of the other state is hidden).
      await expect(toggle).toHaveText('Open het menu', { useInnerText: true });
      await expect(nav).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveText('Sluit het menu', { useInnerText: true });
      await expect(nav).toBeVisible();
      await expect(page.locator('.site-menu__disclosure')).toHaveAttribute('open', '');
      // A submenu unfolds; opening the next one folds the first.
      const about = nav.getByRole('link', { name: 'Omgaan met dementie' });
      await expect(about).toBeHidden();
      await nav.locator('summary', { hasText: 'Over dementie' }).click();
      await expect(about).toBeVisible();
      await nav.locator('summary', { hasText: 'Trainingen' }).click();
      await expect(about).toBeHidden();
      // Axe runs as a script in the page: only where the page may run one.
      if (javaScriptEnabled) await expectAxeClean(page);
      await nav.getByRole('link', { name: 'Nieuws', exact: true }).click();
      await expect(page).toHaveURL(/\/nieuws$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
      // On the next page the menu is closed again.
      await expect(page.locator('summary.site-menu__toggle')).toHaveText('Open het menu', {
        useInnerText: true,
      });
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeHidden();
    }
    await context.close();
  }
});

test("a shared link to a book opens its details, and closing them takes 'item' off the address", async ({
  page,
}) => {
  // A visitor who answered the cookie question before: on a first visit the book's details may open
  // (the page idle) before the journey answers the banner, and then cover it.
  await page.goto(`${site('dementievriendelijk')}/`);
  await answerCookies(page, 'Weigeren');
  await page.goto(`${site('dementievriendelijk')}/alle-bouwstenen?item=het-geheugenpaleis`);
  // Spec 2 §2.1: the bookcase's details follow the address's `item`, also far down a long page.
  const details = page.getByRole('dialog', { name: 'Het geheugenpaleis' });
  await expect(details).toBeVisible();
  await expect(details.getByText('Marieke de Vries')).toBeVisible();
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page).toHaveURL(/\/alle-bouwstenen$/);
  // Opening a book puts it in the address, to share or reload.
  await page.getByRole('button', { name: /Samen zingen/ }).click();
  await expect(page).toHaveURL(/\?item=samen-zingen$/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Samen zingen' })).toBeVisible();
});

test('a first-time visitor from a shared link to a book closes its details, is on the book, and answers the banner', async ({
  page,
}) => {
  await page.goto(`${site('alzheimer')}/alle-bouwstenen?item=samen-zingen`);
  const details = page.getByRole('dialog', { name: 'Samen zingen' });
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  // Nothing opened the details: focus goes to the book's button, where a visitor would have opened it.
  await expect(page.getByRole('button', { name: /Samen zingen/ })).toBeFocused();
  // The cookie banner, waiting under the details, is answered as on any first visit.
  await answerCookies(page, 'Accepteren');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('dm_cookie_consent');
});
