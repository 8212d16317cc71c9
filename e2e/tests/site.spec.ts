import { expect } from '@playwright/test';
import { answerCookies, brands, expectAxeClean, site, test } from './support';

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
