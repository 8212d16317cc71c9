import { expect, type Locator, type Page } from '@playwright/test';
import { type Brand, brands, expectAxeClean, site, test } from './support';

/*
 * The site header of decision 0076, on every brand. A phone's header is one row (the logo, 'Zoeken'
 * and 'Open het menu'), so the first view shows the page's title and opening text, also under the
 * cookie banner of a first visit; the links that moved into the menu are reached there by keyboard;
 * on a wide screen a submenu opens over the page and moves nothing.
 */

/** The one row measured: 48 px logo and 12 px above and below it (72 px), with a little room. */
const ONE_ROW_MAX = 80;
/** The project's tap target (`--dm-tap-target`). */
const TAP_TARGET = 44;
/** The consent cookie of a visitor who answered the banner before (statistics and media refused). */
const answered = (brand: Brand) => ({ name: 'dm_cookie_consent', value: 'v1.s0.m0', url: site(brand) });

const header = (page: Page) => page.getByRole('banner');
/** The menu's toggle: a disclosure's summary (decision 0068), which Playwright gives no button role. */
const menuToggle = (page: Page) => page.locator('summary.site-menu__toggle');
/** The banner of a first visit: the section with its heading (found by that, whatever its region is named). */
const cookieBanner = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Cookies op deze website' }) });

async function box(locator: Locator) {
  const found = await locator.boundingBox({ timeout: 15_000 });
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/**
 * Waits for the site's own font (regular and bold), as a visitor sees the page once it has come: a
 * wider fallback font wraps the title and the banner's text differently.
 */
async function siteFont(page: Page) {
  await page.waitForFunction(() => {
    const loaded = [...document.fonts].filter(
      (face) => face.family.includes('Atkinson Hyperlegible') && face.status === 'loaded',
    );
    return ['400', '700'].every((weight) => loaded.some((face) => face.weight === weight));
  });
  await page.evaluate(() => document.fonts.ready);
}

/** What the page opens with: its title, and the first line of its opening text. */
async function expectTitleAndOpeningInView(page: Page, viewportHeight: number, bannerTop: number) {
  const title = await box(page.getByRole('main').getByRole('heading', { level: 1 }));
  // The page header's introduction ('Dementie is een naam voor meer dan 50 ziektes. ...'), below the
  // title, the subtitle and the date: its first line is what must show.
  const opening = page.getByRole('main').locator('.site-page-header__intro');
  await expect(opening).toBeVisible();
  const firstLineBottom = await opening.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = [...range.getClientRects()].filter((rect) => rect.height > 0);
    return lines[0]?.bottom ?? Number.POSITIVE_INFINITY;
  });
  const visibleTo = Math.min(viewportHeight, bannerTop);
  expect(title.y, 'the title starts in the first view').toBeGreaterThanOrEqual(0);
  expect(title.y + title.height, 'the whole title is above the fold and the banner').toBeLessThanOrEqual(
    visibleTo,
  );
  expect(
    firstLineBottom,
    'the first line of the opening text is above the fold and the banner',
  ).toBeLessThanOrEqual(visibleTo);
}

/** The header's visible controls sit side by side in one row: each one's middle inside every other's height. */
async function expectOneRow(page: Page, width: number) {
  const height = (await box(header(page))).height;
  expect(height, `the header at ${width} px is one row`).toBeLessThanOrEqual(ONE_ROW_MAX);
  const controls = header(page).locator(':is(a, summary, button):visible');
  const boxes = await Promise.all((await controls.all()).map(box));
  expect(boxes.length, 'the logo, Zoeken and the menu toggle').toBeGreaterThanOrEqual(3);
  for (const each of boxes) {
    expect(each.height, 'a tap target').toBeGreaterThanOrEqual(TAP_TARGET);
    expect(each.x + each.width, 'inside the screen').toBeLessThanOrEqual(width);
    expect(each.x).toBeGreaterThanOrEqual(0);
    for (const other of boxes) {
      const middle = each.y + each.height / 2;
      expect(middle).toBeGreaterThan(other.y);
      expect(middle).toBeLessThan(other.y + other.height);
    }
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'nothing scrolls sideways',
  ).toBeLessThanOrEqual(width);
}

for (const brand of brands) {
  test.describe(brand, () => {
    test('on a phone the header is one row, and a first visit sees the title and opening text beside the cookie banner', async ({
      browser,
    }) => {
      for (const [width, height] of [
        [390, 844],
        [320, 640],
        [768, 1024],
      ] as const) {
        const context = await browser.newContext({
          viewport: { width, height },
          hasTouch: true,
          isMobile: width < 768,
        });
        const page = await context.newPage();
        // A first visit: the cookie banner is shown.
        await page.goto(`${site(brand)}/wat-is-dementie`);
        await expect(cookieBanner(page)).toBeVisible();
        await siteFont(page);
        await expectOneRow(page, width);
        if (width === 390) {
          const bannerTop = (await box(cookieBanner(page))).y;
          await expectTitleAndOpeningInView(page, height, bannerTop);
        }
        await context.close();
      }
    });

    test("on a phone the menu holds the top menu's links and the account link, reached by keyboard, and Escape closes it", async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([answered(brand)]);
      const page = await context.newPage();
      await page.goto(`${site(brand)}/wat-is-dementie`);
      const moved = [
        header(page).getByRole('navigation', { name: 'Topmenu' }).getByRole('link'),
        header(page)
          .getByRole('navigation', { name: 'Mijn account' })
          .getByRole('link', { name: 'Inloggen' }),
      ];
      // Each link's own words (an external link's note for screen readers left out).
      const names = [
        ...(await page
          .locator('.site-top-menu a')
          .evaluateAll((links) => links.map((link) => link.childNodes[0]?.textContent?.trim() ?? ''))),
        'Inloggen',
      ];
      // Each brand's top menu: 'Contact' and a link of its own ('Dementie bij de overheid', ...).
      expect(names).toEqual(expect.arrayContaining(['Contact', 'Inloggen']));
      expect(names.length).toBeGreaterThanOrEqual(3);
      // In the menu: not in the header's row.
      for (const links of moved) await expect(links.first()).toBeHidden();
      await expect(header(page).getByRole('link', { name: 'Zoeken' })).toBeVisible();

      // From the page's start by keyboard: skip link, logo, Zoeken, the toggle.
      const toggle = menuToggle(page);
      await page.keyboard.press('Tab');
      for (
        let presses = 0;
        presses < 5 && !(await toggle.evaluate((el) => el === document.activeElement));
        presses++
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveText('Sluit het menu', { useInnerText: true });
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      await expectAxeClean(page);

      // Tab goes through the menu and reaches each moved link, in the menu's panel, each a tap target.
      const reached = new Set<string>();
      for (let presses = 0; presses < 30 && reached.size < names.length; presses++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          const rect = element?.getBoundingClientRect();
          return {
            text: element?.childNodes[0]?.textContent?.trim() ?? '',
            inPanel: Boolean(element?.closest('.site-header__panel')),
            height: rect?.height ?? 0,
            visible: Boolean(rect && rect.width > 0 && rect.height > 0),
          };
        });
        const name = names.find((each) => focused.text === each);
        if (!name) continue;
        expect(focused.inPanel, `${name} is in the menu`).toBe(true);
        expect(focused.visible, `${name} is shown when it has the focus`).toBe(true);
        expect(focused.height, `${name} is a tap target`).toBeGreaterThanOrEqual(TAP_TARGET);
        reached.add(name);
      }
      expect([...reached].sort()).toEqual([...names].sort());

      // Escape closes the menu and gives the focus back to its toggle.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveText('Open het menu', { useInnerText: true });
      await context.close();
    });

    test('on a wide screen a submenu opens over the page: the header keeps its height and no menu item moves', async ({
      page,
    }) => {
      await page.context().addCookies([answered(brand)]);
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${site(brand)}/wat-is-dementie`);
        const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
        const items = nav.locator('.site-menu__list > li > :is(a, details)');
        const before = {
          header: await box(header(page)),
          items: await Promise.all((await items.all()).map(box)),
        };
        const heading = await box(page.getByRole('heading', { level: 1 }));

        const toggle = nav.locator('summary', { hasText: 'Over dementie' });
        await toggle.click();
        const submenu = nav.getByRole('link', { name: 'Omgaan met dementie' });
        await expect(submenu).toBeVisible();
        expect(await box(header(page)), `the header at ${width} px keeps its size`).toEqual(before.header);
        expect(await Promise.all((await items.all()).map(box)), 'no item of the main menu moves').toEqual(
          before.items,
        );
        expect(await box(page.getByRole('heading', { level: 1 })), 'the page does not move').toEqual(heading);
        // It lies over the page below the header.
        const list = await box(nav.locator('.site-menu__sub').first());
        expect(list.y + list.height).toBeGreaterThan(before.header.y + before.header.height);
        await expectAxeClean(page);

        // The keyboard: into the submenu, Escape closes it and gives the focus back to its toggle.
        await page.keyboard.press('Tab');
        await expect(nav.getByRole('link', { name: 'Wat is dementie?' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(submenu).toBeHidden();
        await expect(toggle).toBeFocused();

        // A press outside closes it.
        await toggle.click();
        await expect(submenu).toBeVisible();
        await page.getByRole('heading', { level: 1 }).click();
        await expect(submenu).toBeHidden();

        // Moving on by keyboard from the submenu's last link closes it: it does not cover the page.
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(submenu).toBeVisible();
        const last = nav.locator('.site-menu__sub').first().getByRole('link').last();
        await last.focus();
        await page.keyboard.press('Tab');
        await expect(submenu).toBeHidden();
      }
    });
  });
}

test('the submenu arrow turns with an animation, and without one for a visitor who asks for reduced motion', async ({
  browser,
}) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion });
    await context.addCookies([answered('dementie')]);
    const page = await context.newPage();
    await page.goto(`${site('dementie')}/wat-is-dementie`);
    const chevron = page.locator('.site-menu__sub-toggle [aria-hidden="true"]').first();
    if (reducedMotion === 'reduce') await expect(chevron).toHaveCSS('transition-duration', '0s');
    else await expect(chevron).not.toHaveCSS('transition-duration', '0s');
    await page.locator('summary.site-menu__sub-toggle').first().click();
    await expect(chevron).toHaveCSS('transform', /matrix\(-1, /);
    await context.close();
  }
});
