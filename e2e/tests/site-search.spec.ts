import { expect, type Page } from '@playwright/test';
import { answerCookies, brands, expectAxeClean, site, test } from './support';

// The visitor journeys of search and of pages read without JavaScript, over the real server and its demo content.

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
