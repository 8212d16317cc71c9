import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { brands, site, test } from './support';

/**
 * Decision 0075: every island of a document page has ids of its own. Each island is rendered and
 * hydrated as a React root of its own (decision 0067); without a prefix of its own every root counted
 * React's ids (`useId`) from the same start, so the cookie banner, shown to every first-time visitor,
 * was named by the share menu, two fields had one id, and 'Toon alles' controlled the share menu.
 */

/** What points at an element by id: the ARIA relations and a label's `for`. */
const REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'] as const;

interface IdReport {
  /** Ids that more than one element of the page carries. */
  duplicates: string[];
  /** References that name no element, or one in another island than the element that refers. */
  broken: string[];
}

/** The page's ids and its references, as the browser holds them now. */
function idReport(page: Page): Promise<IdReport> {
  return page.evaluate((references) => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) {
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    }
    const duplicates = [...counts].filter(([, count]) => count > 1).map(([id, count]) => `${id} x${count}`);
    const broken: string[] = [];
    const islandOf = (element: Element) => element.closest('[data-island]');
    for (const attribute of references) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          const target = document.getElementById(id);
          const where = `${element.tagName.toLowerCase()}[${attribute}="${id}"]`;
          if (!target) broken.push(`${where} names nothing`);
          else if (islandOf(target) !== islandOf(element)) {
            broken.push(`${where} names an element of another island`);
          }
        }
      }
    }
    return { duplicates, broken };
  }, REFERENCES);
}

/**
 * Takes over every island of the page, as a visitor's pointer over each would (the loader takes an
 * island over at its first touch), and waits till each is: the ids then are the browser's own, and a
 * hydration that did not match would have been reported.
 */
async function takeOverEveryIsland(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]')) {
      island.dispatchEvent(new Event('pointerover', { bubbles: true }));
    }
  });
  // The one-time notice is taken over only when another page left one (decision 0068), the account
  // menu only in a browser with the signed-in hint (decision 0097).
  await expect(
    page.locator(
      '[data-island]:not([data-island-hydrated]):not([data-island="page-notice"]):not([data-island-cookie])',
    ),
  ).toHaveCount(0);
}

/** The console errors and uncaught errors of a page (React reports a hydration mismatch there). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The first news item of the brand's news list: a page with the share bar. */
async function firstNewsItem(page: Page, brand: (typeof brands)[number]): Promise<string> {
  await page.goto(`${site(brand)}/nieuws`);
  const href = await page.getByRole('main').locator('a[href^="/nieuws/"]').first().getAttribute('href');
  expect(href, 'a news item on /nieuws').toBeTruthy();
  return href ?? '';
}

/** The pages: a news item (share bar), search (its form), every block, the home page. */
const PAGES = ['a news item', '/zoeken?zoekterm=dementie', '/alle-bouwstenen', '/'] as const;

for (const brand of brands) {
  test.describe(`ids on the document pages of ${brand}`, () => {
    for (const which of PAGES) {
      test(`${which}: every island has ids of its own, and the cookie banner is named by its own heading`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        const path = which === 'a news item' ? await firstNewsItem(page, brand) : which;
        await page.goto(`${site(brand)}${path}`);
        if (which === 'a news item') {
          await expect(page.locator('[data-island="utilities-bar"]'), 'the share bar').toHaveCount(1);
        }
        // A first-time visitor: the cookie banner, named by its heading, before and after take-over.
        const banner = page.locator('section.bk-cookie-consent');
        const title = banner.getByRole('heading', { level: 2 });
        await expect(title).toHaveText(/\S/);
        const name = (await title.textContent()) ?? '';
        await expect(banner).toHaveAccessibleName(name);
        await takeOverEveryIsland(page);
        await expect(banner).toHaveAccessibleName(name);
        await expect(page.getByRole('region', { name, exact: true })).toHaveCount(1);
        expect(await idReport(page)).toEqual({ duplicates: [], broken: [] });
        const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
        expect(
          landmarks.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`)),
        ).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}
