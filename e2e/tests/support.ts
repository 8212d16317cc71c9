import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { brandPorts } from '../playwright.config';

/**
 * The site's scripts start after the server's page has been painted (issue 14), so a page that has
 * loaded is not yet taken over by them. After each `goto` and `reload` this waits for the mark the
 * site sets once it has hydrated (`<html data-hydrated="true">`), as a visitor's later taps would.
 */
export function waitForTakeOverOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (async (url, options) => {
    const response = await goto(url, options);
    await takenOver(page);
    return response;
  }) as Page['goto'];
  page.reload = (async (options) => {
    const response = await reload(options);
    await takenOver(page);
    return response;
  }) as Page['reload'];
  return page;
}

/** Waits until the current page has been hydrated by the site's scripts. */
export async function takenOver(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Playwright's `test` whose `page` waits for the site's scripts after every load. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForTakeOverOnLoad(page));
  },
});

export const brands = ['dementie', 'dementievriendelijk', 'alzheimer'] as const;
export type Brand = (typeof brands)[number];

export function site(brand: Brand): string {
  return `http://127.0.0.1:${brandPorts[brand]}`;
}

/** Axe on the whole page at WCAG 2.2 AA; the messages name the rule and the element. */
export async function expectAxeClean(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Answers the cookie banner, so it does not cover what a journey looks at. */
export async function answerCookies(page: Page, answer: 'Weigeren' | 'Accepteren'): Promise<void> {
  await page.getByRole('button', { name: answer, exact: true }).click();
  await expect(page.getByRole('button', { name: answer, exact: true })).toHaveCount(0);
}
