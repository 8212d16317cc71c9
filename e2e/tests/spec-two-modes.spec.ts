import { expect, type Page } from '@playwright/test';
import { answerCookies, expectAxeClean, site, test } from './support';

/**
 * The states of spec 2 that only the demo content lets a visitor meet (the server test
 * `cms/visitor-pages.test.ts` keeps them on pages reached from the menus): the collapsed trainings
 * overview, 'Meer laden', loading on scroll and the NPO player. Each is reached through the menus
 * and used as a visitor would: by keyboard for 'Meer laden', by scrolling for the infinite list.
 */

/** Opens a brand's home, checks that its menus (header or footer) lead to `path`, and goes there. */
async function fromMenu(page: Page, brand: Parameters<typeof site>[0], path: string) {
  await page.goto(`${site(brand)}/`);
  await answerCookies(page, 'Weigeren');
  await expect(page.locator(`header a[href="${path}"], footer a[href="${path}"]`).first()).toBeAttached();
  // Sub-links sit in the menu's closed disclosures: the visitor's way there is the menu's own address.
  await page.goto(`${site(brand)}${path}`);
}

/** Scrolls down a screen at a time, as a visitor with a wheel or a finger does, until `done` holds. */
async function scrollDownUntil(page: Page, done: () => Promise<boolean>, most = 60): Promise<void> {
  await page.mouse.move(200, 300);
  for (let step = 0; step < most && !(await done()); step += 1) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(150);
  }
}

/** Presses Tab until the focus is in the page's footer; how many presses it took, or -1. */
async function tabToFooter(page: Page, most: number): Promise<number> {
  for (let press = 1; press <= most; press += 1) {
    await page.keyboard.press('Tab');
    const inFooter = await page.evaluate(
      () => document.activeElement?.closest('footer, [role="contentinfo"]') !== null,
    );
    if (inFooter) return press;
  }
  return -1;
}

test('the charity shows three of its four trainings first, and all of them on request', async ({ page }) => {
  await fromMenu(page, 'alzheimer', '/');
  const overview = page.getByRole('main').locator('.bk-trainings');
  await expect(overview.getByRole('listitem')).toHaveCount(3);
  const expand = overview.getByRole('button', { name: 'Bekijk alle trainingen' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.focus();
  await page.keyboard.press('Enter');
  await expect(overview.getByRole('listitem')).toHaveCount(4);
  await expect(overview.getByRole('link', { name: 'Mantelzorg: goed voor jezelf zorgen' })).toBeVisible();
  await expect(overview.getByRole('button', { name: 'Toon minder trainingen' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectAxeClean(page);
});

test("'Meer laden' by keyboard adds the next news under the cards, focuses the first new one, and the footer stays in reach", async ({
  page,
}) => {
  await fromMenu(page, 'dementievriendelijk', '/nieuws');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(10);
  const more = page.getByRole('button', { name: 'Meer laden' });
  await cards.last().getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(20);
  // The focus is on the first card that was added, not back at the top or on the button.
  await expect(cards.nth(10).getByRole('heading')).toBeFocused();
  // Nothing loads by itself on this list: scrolling to the end adds nothing.
  await scrollDownUntil(page, async () => false, 20);
  await expect(cards).toHaveCount(20);
  expect(await tabToFooter(page, 40)).toBeGreaterThan(0);
});

test('stories load on scroll, the focus stays where it is, and a keyboard user still reaches the footer', async ({
  page,
}) => {
  await fromMenu(page, 'dementie', '/ervaringen');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(10);
  // Scrolling down the list: the next page comes by itself, and the focus stays where it was.
  await scrollDownUntil(page, async () => (await cards.count()) > 10);
  await expect(cards).toHaveCount(20);
  await expect(page.locator('body')).toBeFocused();
  // The demo has more than twenty stories: the last page comes too, and then there is nothing more.
  const more = page.getByRole('button', { name: 'Meer laden' });
  await scrollDownUntil(page, async () => (await more.count()) === 0);
  await expect(more).toHaveCount(0);
  const total = await cards.count();
  expect(total).toBeGreaterThan(20);

  // A keyboard user on a fresh list: tabbing past the cards leads to the footer, never back into new cards.
  await page.goto(`${site('dementie')}/ervaringen`);
  await cards.first().getByRole('link').focus();
  expect(await tabToFooter(page, total + 20)).toBeGreaterThan(0);
  await expectAxeClean(page);
});

test('the NPO broadcast on the campaign plays only after cookies are accepted', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') thirdParty.push(request.url());
  });
  // Nothing can reach the broadcaster from this machine: answer such requests ourselves.
  await page.route(/npo\.nl/, (route) => route.fulfill({ status: 200, body: '' }));
  await fromMenu(page, 'dementie', '/campagnes');
  await page.locator('main a[href="/campagnes/doe-normaal"]').first().click();
  await expect(page).toHaveURL(/\/campagnes\/doe-normaal$/);
  await expect(page.getByText('Accepteer cookies om de video te kunnen bekijken.').first()).toBeVisible();
  await expect(page.locator('iframe[src*="npo.nl"]')).toHaveCount(0);
  expect(thirdParty).toEqual([]);

  await page.getByRole('button', { name: 'Accepteer cookies' }).first().click();
  // The press is held until the hero's island has loaded its code and taken over (decision 0067); on a
  // machine running the other suites that took longer than an expectation's 15 s. A ceiling, not a wait.
  await expect(page.locator('iframe[src^="https://start-player.npo.nl/embed/"]')).toBeVisible({
    timeout: 60_000,
  });
});
