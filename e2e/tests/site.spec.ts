import { expect, type Page, type Request } from '@playwright/test';
import { answerCookies, brands, expectAxeClean, site, takenOver, test } from './support';

// The visitor journeys over the real server and its demo content, on every brand.
for (const brand of brands) {
  test.describe(`${brand}`, () => {
    test('home, a content page from the main menu, and axe on both', async ({ page }) => {
      await page.goto(site(brand));
      await answerCookies(page, 'Weigeren');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAxeClean(page);
      const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
      // The toggle is a disclosure's summary (decision 0068), which Playwright gives no button role.
      const menuToggle = page.locator('summary', { hasText: 'Open het menu' });
      if (await menuToggle.isVisible()) await menuToggle.click();
      const firstLink = nav.getByRole('link').first();
      const target = await firstLink.getAttribute('href');
      await firstLink.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAxeClean(page);
    });

    test('news: page through to page 3 and back, open a story', async ({ page }) => {
      await page.goto(`${site(brand)}/nieuws`);
      await answerCookies(page, 'Accepteren');
      await expect(page.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
      const pages = page.getByRole('navigation', { name: 'Paginanummers' });
      await pages.getByRole('link', { name: 'Pagina 3' }).click();
      await expect(page).toHaveURL(/\/nieuws\?page=3$/);
      await expect(pages.getByText('Pagina 3 van 3')).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAxeClean(page);
      await pages.getByRole('link', { name: 'Vorige pagina' }).click();
      await expect(page).toHaveURL(/\/nieuws\?page=2$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/nieuws\?page=3$/);

      await page.goto(`${site(brand)}/ervaringen`);
      const story = page.getByRole('article').first();
      const title = await story.getByRole('heading').textContent();
      await story.getByRole('link', { name: 'Lees het verhaal' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
      await expectAxeClean(page);
    });

    test('search: Dutch stemming, the content-type filter and suggestions after four letters', async ({
      page,
    }) => {
      await page.goto(`${site(brand)}/zoeken`);
      await answerCookies(page, 'Weigeren');
      const box = page.getByRole('combobox', { name: 'Zoekterm' });
      await box.fill('wandelingen');
      await page.getByRole('button', { name: 'Zoek' }).click();
      await expect(page).toHaveURL(/zoekterm=wandelingen&pijler=alle/);
      const results = page.locator('.site-search__result');
      await expect(results.first()).toBeVisible();
      await expect(page.locator('.site-search__list')).toContainText(/wandel/i);
      await expectAxeClean(page);

      await page.getByRole('combobox', { name: 'Soort inhoud' }).selectOption('nieuws');
      await page.getByRole('button', { name: 'Zoek' }).click();
      await expect(page).toHaveURL(/pijler=nieuws/);
      await expect(results.first()).toBeVisible();
      for (const type of await page.locator('.site-search__type').allTextContents())
        expect(type).toBe('Nieuws');

      await box.fill('');
      await box.pressSequentially('dem');
      await expect(page.getByRole('listbox')).toBeHidden();
      await box.pressSequentially('e');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expect(page.getByRole('option').first()).toContainText(/deme/i);
    });

    test('an old address redirects, an unknown one shows the not-found page', async ({ page }) => {
      const response = await page.goto(`${site(brand)}/oud/dementie-info`);
      await expect(page).toHaveURL(/\/wat-is-dementie$/);
      expect(response?.status()).toBe(200);
      // Moved for good (the content's default status), and the address's query goes along.
      const moved = await page.goto(`${site(brand)}/training?x=1`);
      await expect(page).toHaveURL(/\/trainingen\?x=1$/);
      expect(moved?.status()).toBe(200);
      expect((await moved?.request().redirectedFrom()?.response())?.status()).toBe(301);
      const missing = await page.goto(`${site(brand)}/deze-pagina-bestaat-niet`);
      expect(missing?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oeps, deze pagina bestaat niet (meer)' }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact' })).toHaveAttribute(
        'href',
        '/contact',
      );
    });

    test('every page of the route table has a title, a document one h1, and every missing thing answers 404', async ({
      request,
    }) => {
      const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
      /** Fetches a page of the brand, expects `status` and a title, and returns its HTML. */
      const fetchTitledPage = async (path: string, status: number) => {
        const response = await request.get(`${site(brand)}${path}`);
        expect(response.status(), path).toBe(status);
        const html = await response.text();
        expect(titleOf(html), `the title of ${path}`).not.toBe('');
        return html;
      };
      // Pages that exist, as a guest sees them (spec 1 §2); /mijn-trainingen sends a guest on.
      for (const path of [
        '/',
        '/wat-is-dementie',
        '/login',
        '/account-gegevens',
        '/logout',
        '/auto-activate?activationToken=x&userEmail=iemand%40voorbeeld.nl',
        '/change-email?activationToken=x&userId=00000000-0000-4000-8000-000000000000',
        '/anonymize-user?activationToken=x&userId=00000000-0000-4000-8000-000000000000',
        '/nieuws',
        '/nieuws?page=2',
        '/organisaties',
        '/ervaringen',
        '/cookies',
        '/trainingen',
        '/trainingen/2',
        '/zoeken',
        '/zoeken?zoekterm=dementie&pijler=alle',
        '/jouw-resultaat',
        '/contact',
        '/geheugentest',
        '/geheugentest/voor-mezelf',
        '/geheugentest/over-een-ander?vraag=3',
      ]) {
        await fetchTitledPage(path, 200);
      }
      // A document page has one h1, its own title: a block's title (the special hero's too) is an h2.
      for (const path of ['/', '/wat-is-dementie', '/alle-bouwstenen', '/nieuws', '/cookies', '/zoeken']) {
        const html = await fetchTitledPage(path, 200);
        expect(html.match(/<h1[\s>]/g), `the h1 headings of ${path}`).toHaveLength(1);
      }
      const guest = await request.get(`${site(brand)}/mijn-trainingen`, { maxRedirects: 0 });
      expect(guest.status()).toBe(302);
      // Missing things: never a 200 with an error message on it.
      for (const path of [
        '/deze-pagina-bestaat-niet',
        '/trainingen/999',
        '/trainingen/abc',
        '/nieuws?page=99',
        '/organisaties?page=99',
        '/ervaringen?page=99',
        '/jouw-resultaat/00000000-0000-4000-8000-000000000000',
        '/geheugentest/iedereen',
      ]) {
        const html = await fetchTitledPage(path, 404);
        expect(html, path).toContain('Oeps, deze pagina bestaat niet (meer)');
      }
    });

    test('a share link to a certificate that does not exist answers 404 with the not-found page', async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        // Chromium reports the page's own 404 status in the console; anything else is a problem.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(message.text());
        }
      });
      const missing = await page.goto(`${site(brand)}/jouw-resultaat/00000000-0000-4000-8000-000000000000`);
      expect(missing?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oeps, deze pagina bestaat niet (meer)' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      expect(problems).toEqual([]);
    });
  });
}

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

test('server rendering: a content page, an overview and search results are readable without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const brand of brands) {
    await page.goto(`${site(brand)}/wat-is-dementie`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/dementie/i);
    await page.goto(`${site(brand)}/nieuws?page=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goto(`${site(brand)}/zoeken?zoekterm=wandelen&pijler=alle`);
    await expect(page.locator('.site-search__result').first()).toBeVisible();
  }
  await context.close();
});

/** The number of hits a search page's heading gives. */
async function searchCount(page: Page): Promise<number> {
  const heading = page.locator('.site-search__count');
  await expect(heading).toHaveText(/^\d+ resultaten? voor "/);
  return Number(/^(\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
}

test('search results are paged as the news overview: the true count, 10 a page, links that work with and without JavaScript', async ({
  page,
  browser,
}) => {
  const brand = 'dementie';
  await page.goto(`${site(brand)}/zoeken?zoekterm=dementie&pijler=alle`);
  await answerCookies(page, 'Weigeren');
  const total = await searchCount(page);
  // The demo content has far more than the 50 one answer used to hold.
  expect(total).toBeGreaterThan(50);
  const lastPage = Math.ceil(total / 10);
  const results = page.locator('.site-search__result');
  await expect(results).toHaveCount(10);
  const pages = page.getByRole('navigation', { name: 'Paginanummers' });
  await expect(pages.getByText(`Pagina 1 van ${lastPage}`)).toBeVisible();
  const firstTitle = await results.first().getByRole('heading').textContent();
  await expectAxeClean(page);

  await pages.getByRole('link', { name: 'Volgende pagina' }).click();
  await expect(page).toHaveURL(/\/zoeken\?zoekterm=dementie&pijler=alle&page=2$/);
  await expect(pages.getByText(`Pagina 2 van ${lastPage}`)).toBeVisible();
  await expect(results).toHaveCount(10);
  await expect(results.first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
  expect(await searchCount(page)).toBe(total);
  await pages.getByRole('link', { name: `Pagina ${lastPage}` }).click();
  await expect(page).toHaveURL(new RegExp(`&page=${lastPage}$`));
  await expect(results).toHaveCount(total - (lastPage - 1) * 10);
  await expectAxeClean(page);

  // Without scripts: the same count and page links, and every filter's hits are all there: the news
  // among all the pages of 'Alles' are as many as the news filter finds.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`${site(brand)}/zoeken?zoekterm=dementie&pijler=nieuws`);
  const news = await searchCount(plain);
  await plain.goto(`${site(brand)}/zoeken?zoekterm=dementie&pijler=alle`);
  expect(await searchCount(plain)).toBe(total);
  const plainPages = plain.getByRole('navigation', { name: 'Paginanummers' });
  let newsInAll = 0;
  for (let n = 1; n <= lastPage; n += 1) {
    if (n > 1) {
      await plainPages.getByRole('link', { name: 'Volgende pagina' }).click();
      await expect(plain).toHaveURL(new RegExp(`&page=${n}$`));
    }
    await expect(plainPages.getByText(`Pagina ${n} van ${lastPage}`)).toBeVisible();
    newsInAll += (await plain.locator('.site-search__type').allTextContents()).filter(
      (t) => t === 'Nieuws',
    ).length;
  }
  expect(newsInAll).toBe(news);
  await expect(plainPages.getByRole('link', { name: 'Volgende pagina' })).toHaveCount(0);
  await context.close();
});

test('a search text that is too long: the page says what is wrong, and the field takes no more than the server', async ({
  page,
}) => {
  const brand = 'dementievriendelijk';
  const long = 'geheugen '.repeat(223).slice(0, 2000);
  const response = await page.goto(`${site(brand)}/zoeken?zoekterm=${encodeURIComponent(long)}&pijler=alle`);
  expect(response?.status()).toBe(400);
  await answerCookies(page, 'Weigeren');
  await expect(page.getByRole('alert')).toHaveText(
    'Je zoekterm is te lang. Gebruik niet meer dan 500 tekens.',
  );
  await expect(page.getByText('Het zoeken is niet gelukt')).toHaveCount(0);
  const box = page.getByRole('combobox', { name: 'Zoekterm' });
  await expect(box).toHaveAttribute('maxlength', '500');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription('Je zoekterm is te lang. Gebruik niet meer dan 500 tekens.');
  // The field holds as much as may be searched; typing adds nothing to it.
  await expect(box).toHaveValue(long.slice(0, 500).trim());
  await box.press('End');
  await box.pressSequentially(' extra');
  expect((await box.inputValue()).length).toBeLessThanOrEqual(500);
  await expectAxeClean(page);
  // What it holds can be searched.
  await page.getByRole('button', { name: 'Zoek' }).click();
  await expect(page).toHaveURL(/zoekterm=geheugen/);
  await expect(page.locator('.site-search__count')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
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

test('hydration logs no warning or error', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  for (const path of [
    '/',
    '/wat-is-dementie',
    '/nieuws',
    '/zoeken?zoekterm=wandelen',
    '/trainingen',
    '/geheugentest',
    '/geheugentest/over-een-ander?vraag=3',
  ]) {
    await page.goto(`${site('dementievriendelijk')}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page was taken over by the scripts (not just painted from the server's HTML).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
  expect(messages).toEqual([]);
});

test('going from an app page to another in the browser logs no error: no redirect answers 204, not 404', async ({
  page,
}) => {
  // Spec 1 §2: before an app page the browser asks for the path's redirect. Most paths have none, and a
  // browser writes every 404 into the console as an error; the server answers 204 instead.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site('dementie')}/login`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await answerCookies(page, 'Weigeren');
  const lookup = page.waitForResponse((response) => response.url().includes('/api/v1/redirect/from'));
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Trainingen' })
    .first()
    .click();
  expect((await lookup).status()).toBe(204);
  await expect(page).toHaveURL(/\/trainingen$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the scripts load only after the server-rendered page has been painted', async ({ page }) => {
  // Decision 0036: on a slow line the page's CSS and font come first; the 180 kB of scripts follow the
  // first paint (config/defer-hydration.ts) and then take the page over.
  await page.goto(`${site('dementie')}/wat-is-dementie`);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { paint: paint?.startTime ?? null, scripts: scripts.length, firstScript: Math.min(...scripts) };
  });
  expect(timing.paint).not.toBeNull();
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
});

/** A built font file's name without its folder and content hash: 'atkinson-hyperlegible-nl-400-normal'. */
const fontFile = (pathname: string) => (pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.woff2$/, '');

/** The font files the page asks for (`request`) or has received (`requestfinished`), by name. */
function fontFiles(page: Page, event: 'request' | 'requestfinished' = 'request'): Set<string> {
  const files = new Set<string>();
  const add = (request: Request) => {
    const name = new URL(request.url()).pathname;
    if (name.endsWith('.woff2')) files.add(fontFile(name));
  };
  if (event === 'request') page.on('request', add);
  else page.on('requestfinished', add);
  return files;
}

test('pages load only the Dutch subsets of the font, the two the page preloads, in every brand', async ({
  context,
}) => {
  // Decisions 0070 and 0071: quotes are upright, and the text of our pages is in the Dutch subset.
  // Fontsource's larger Latin files are only for characters outside it, which these pages do not have.
  for (const brand of brands) {
    for (const path of ['/', '/wat-is-dementie', '/nieuws', '/alle-bouwstenen']) {
      // A page of its own per address, closed before the next: what one page asks for is never
      // counted for another.
      const page = await context.newPage();
      const fonts = fontFiles(page);
      await page.goto(`${site(brand)}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Every face the page's text needs has been asked for once layout is done.
      await page.evaluate(() => document.fonts.ready);
      const preloaded = (
        await page
          .locator('link[rel="preload"][as="font"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      ).map(fontFile);
      await page.close();
      expect(preloaded, `${brand} ${path}`).toEqual([
        'atkinson-hyperlegible-nl-400-normal',
        'atkinson-hyperlegible-nl-700-normal',
      ]);
      expect([...fonts].sort(), `${brand} ${path}`).toEqual(preloaded);
    }
  }
});

test('on a slow connection, where the Dutch font files arrive too late to be used, no other font file is fetched', async ({
  page,
}) => {
  // font-display: optional gives up on a face that arrives late. Fontsource's Latin faces claimed the
  // same letters, so the browser then downloaded them too, for nothing (a slow page of the journey
  // above fetched them now and then). The Dutch files arrive 300 ms late here, as on a slow phone.
  await page.route(/atkinson-hyperlegible-nl-.*\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  const fonts = fontFiles(page);
  const arrived = fontFiles(page, 'requestfinished');
  await page.goto(`${site('dementievriendelijk')}/`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Both Dutch files have arrived; then the page lays out twice more and every font it asked for since
  // has loaded: a Latin file the late subsets sent the browser to would be among them.
  await expect.poll(() => [...arrived].filter((name) => name.includes('-nl-')).length).toBe(2);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.evaluate(() => document.fonts.ready);
  expect([...fonts].sort()).toEqual([
    'atkinson-hyperlegible-nl-400-normal',
    'atkinson-hyperlegible-nl-700-normal',
  ]);
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

// Decision 0068: a document page loads the islands loader only, and an island's script at its first touch.
// Not when the journeys run the whole app for comparison (SSR=app).
if (process.env.SSR !== 'app') {
  test('a content page loads no island script until a visitor touches one, and the first tap is not lost', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${site('alzheimer')}/wat-is-dementie`);
    await takenOver(page);
    const scripts = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js')).length,
      );
    const before = await scripts();
    // The banner, the page tools and the rest wait; the page is complete as the server sent it.
    await expect(page.getByRole('heading', { name: 'Cookies op deze website' })).toBeVisible();
    await expect(page.locator('[data-island-hydrated]')).toHaveCount(0);
    expect(before).toBeGreaterThan(0);
    // The first tap on 'Zelf kiezen' loads the banner's script and is then given to the button.
    await page.getByRole('button', { name: 'Zelf kiezen' }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keuze opslaan' })).toBeVisible();
    await expect(page.locator('[data-island="cookie-consent"]')).toHaveAttribute(
      'data-island-hydrated',
      'true',
    );
    expect(await scripts()).toBeGreaterThan(before);
    await context.close();
  });
}
