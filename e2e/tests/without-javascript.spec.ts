import { expect, type Locator, type Page } from '@playwright/test';
import { answerCookies, type Brand, brands, freshPage, newEmail, signUp, site, test } from './support';
import { rememberFinishedTraining, requestCertificate } from './training';

/**
 * Pages as a browser without JavaScript gets them (decision 0098): a document
 * page is complete in its HTML, and an app page that cannot work without scripts says so instead of a
 * loader that never stops.
 */

/** The titles the demo content gives the home's blocks that load data, per brand (apps/api/content). */
const homeBlocks: Record<Brand, { news: string; trainings?: string; counter: boolean }> = {
  dementie: { news: 'Laatste nieuws', trainings: 'Gratis online trainingen', counter: true },
  dementievriendelijk: { news: 'Nieuws', trainings: 'Onze trainingen', counter: true },
  alzheimer: { news: 'Laatste nieuws', trainings: 'Gratis trainingen', counter: false },
};

/** A block of the page, found by its heading as a reader finds it. */
function blockTitled(page: Page, title: string): Locator {
  return page
    .getByRole('main')
    .locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

const NEEDS_SCRIPT =
  'Deze pagina werkt alleen met JavaScript. Zet JavaScript aan in je browser en laad de pagina opnieuw.';

test('without JavaScript the home of every brand shows its latest news, its trainings and the counter figure', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const brand of brands) {
    const expected = homeBlocks[brand];
    // The newest news, as the news overview (a document) lists it.
    await page.goto(`${site(brand)}/nieuws`);
    const newest = (
      (await page.getByRole('main').getByRole('article').first().getByRole('heading').textContent()) ?? ''
    ).trim();

    await page.goto(`${site(brand)}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('De inhoud wordt geladen...')).toHaveCount(0);
    await expect(page.getByText('werkt alleen met JavaScript')).toHaveCount(0);

    const news = blockTitled(page, expected.news);
    await expect(news.getByRole('listitem')).toHaveCount(3);
    await expect(news.getByRole('heading', { level: 3 }).first()).toHaveText(newest);
    await expect(news.getByRole('link', { name: 'Bekijk het nieuwsoverzicht' })).toBeVisible();

    if (expected.trainings) {
      const courses = (await (await request.get(`${site(brand)}/api/elearning/GetCourses`)).json()) as {
        Name: string;
      }[];
      const trainings = blockTitled(page, expected.trainings);
      await expect(trainings.getByRole('listitem')).toHaveText(
        courses.slice(0, 3).map((course) => new RegExp(course.Name)),
      );
      await expect(trainings.getByRole('link', { name: courses[0]?.Name ?? '' })).toBeVisible();
    }

    if (expected.counter) {
      // The figure itself, as the counter call gives it (spec 2 §7), not an empty bar.
      const total = Number(await (await request.get(`${site(brand)}/api/v1/counter`)).text());
      const figure = page.locator('.bk-counter__figure');
      await expect(figure).toBeVisible();
      await expect(figure).toContainText(
        total === 0
          ? 'Doe een training en haal als een van de eersten je certificaat.'
          : total.toLocaleString('nl-NL'),
      );
    }
  }
  await context.close();
});

test('without JavaScript the login, account and my-trainings pages say plainly that they need it', async ({
  browser,
}) => {
  const brand: Brand = 'dementievriendelijk';
  // A signed-in visitor, for my trainings (a guest is sent on to the trainings overview by the server).
  const member = await freshPage(browser);
  await signUp(member.page, brand, newEmail('zonder-js'));
  const cookies = await member.context.cookies();
  await member.context.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(cookies);
  const page = await context.newPage();
  for (const path of ['/login', '/account-gegevens', '/mijn-trainingen']) {
    await page.goto(`${site(brand)}${path}`);
    await expectNeedsScript(page, path);
  }
  // The header's account place still leads to the login page, a link that needs no script.
  await page.goto(`${site(brand)}/`);
  await page
    .getByRole('navigation', { name: 'Mijn account' })
    .getByRole('link', { name: 'Inloggen' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await context.close();
});

test('the result page of a remembered course and the certificate hydrate without an error; without JavaScript the certificate page says it needs it', async ({
  page,
  browser,
}) => {
  const brand: Brand = 'dementie';
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.goto(`${site(brand)}/`);
  await answerCookies(page, 'Weigeren');
  await rememberFinishedTraining(page, brand);
  // A full page load of the result page, as the player's last step makes it.
  await page.goto(`${site(brand)}/jouw-resultaat`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Je hebt het certificaat gehaald!' }),
  ).toBeVisible();
  expect(messages, 'the result page').toEqual([]);
  // (The form's way on to the certificate is a navigation in the app, whose redirect lookup answers 404.)
  const certificate = await requestCertificate(page, newEmail('zonder-js-certificaat'));
  messages.length = 0;
  await page.goto(`${site(brand)}${certificate}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Gefeliciteerd, Anna/ })).toBeVisible();
  expect(messages, 'the certificate page').toEqual([]);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`${site(brand)}${certificate}`);
  await expectNeedsScript(plain, certificate);
  await context.close();
});

/** The page's message that it needs JavaScript, where a loader would turn forever. */
async function expectNeedsScript(page: Page, path: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByText(NEEDS_SCRIPT), path).toBeVisible();
  await expect(main.getByText('De inhoud wordt geladen...'), path).toBeHidden();
}
