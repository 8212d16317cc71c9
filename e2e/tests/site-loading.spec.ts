import { expect, type Page, type Request } from '@playwright/test';
import { answerCookies, brands, site, takenOver, test } from './support';

// How the pages load: hydration, scripts after paint, font subsets and islands at first touch.

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
