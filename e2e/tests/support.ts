import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { brandPorts } from '../playwright.config';

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
