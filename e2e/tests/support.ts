import AxeBuilder from '@axe-core/playwright';
import { BRAND_IDS, type BrandId } from '@dementie/brands';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type Response,
} from '@playwright/test';
import { brandPorts } from '../playwright.config';

/**
 * The site's scripts start after the server's page has been painted (decision 0036), so a page that has
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

/**
 * Decision 0022: no journey may meet a Content-Security-Policy or Permissions-Policy violation. Every
 * browser context of a test (its own and those of {@link freshPage}) reports the console messages the
 * browser writes for one here; the test fails at its end when there is any.
 */
const policyViolations: string[] = [];
export function watchPolicies(context: BrowserContext): void {
  context.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|Permissions[ -]Policy/i.test(message.text())) {
      policyViolations.push(`${message.location().url}: ${message.text()}`);
    }
  });
}

/** Playwright's `test` whose `page` waits for the site's scripts after every load. */
export const test = base.extend<{ policyGuard: void }>({
  policyGuard: [
    async ({ context }, use) => {
      policyViolations.length = 0;
      watchPolicies(context);
      await use();
      expect(policyViolations, 'Content-Security-Policy or Permissions-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await use(waitForTakeOverOnLoad(page));
  },
});

export const brands = BRAND_IDS;
export type Brand = BrandId;

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

// ---------------------------------------------------------------- accounts and the local mailbox

let counter = 0;
/** A fresh address per call, so tests never share an account or a mail limit. */
export function newEmail(tag: string): string {
  counter += 1;
  // The process id too: the journeys run in two workers, each with its own counter.
  return `${tag}-${Date.now().toString(36)}-${process.pid.toString(36)}-${counter}@voorbeeld.nl`;
}

export interface DevMail {
  readonly to: string;
  readonly kind: string;
  readonly subject: string;
  readonly link: string | null;
  readonly createdAt: string;
}

/**
 * The newest mail to `to` whose link contains `path`, from the local mailbox that `npm start` keeps
 * (newest first), as a person reads it at /_dev/mailbox.
 */
export async function linkFromMailbox(request: APIRequestContext, brand: Brand, to: string, path: string) {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${site(brand)}/_dev/mailbox.json`, { params: { to } });
        const mails = (await response.json()) as DevMail[];
        link = mails.find((mail) => mail.link?.includes(path))?.link ?? '';
        return link;
      },
      { message: `a mail to ${to} with a ${path} link` },
    )
    .toContain(path);
  return link;
}

/** The account menu in the header. */
export const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Mijn account' });

export async function expectSignedIn(page: Page) {
  await expect(accountMenu(page).getByRole('button', { name: 'Mijn account' })).toBeVisible();
}

export async function expectSignedOut(page: Page) {
  await expect(accountMenu(page).getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(accountMenu(page).getByRole('button', { name: 'Mijn account' })).toHaveCount(0);
}

/**
 * The ceiling for a form behind the bot check (login, certificate form). The ALTCHA bot check is proof
 * of work in the browser (decision 0006): idle it takes under a second, but npm test runs the journeys
 * beside vitest and the story check on two cores, where one search took longer than the 15 s of an
 * expectation and the journey saw the login page still there. A ceiling, not a wait: the step goes on
 * as soon as the check is done and the server has answered.
 */
export const BOT_CHECK_CEILING_MS = 90_000;

/** Whether a response answers the login call (spec 1 §7 login). */
export function isLoginAnswer(response: Response): boolean {
  return response.request().method() === 'POST' && response.url().endsWith('/api/v1/authentication/login');
}

/**
 * Fills the login page's form, sends it and waits until the server has answered the login call (the
 * ALTCHA bot check solves itself in the browser first).
 */
export async function submitLogin(page: Page, email: string) {
  const field = page.getByRole('main').getByRole('textbox', { name: 'E-mailadres' });
  await field.fill(email);
  const answered = page.waitForResponse(isLoginAnswer, { timeout: BOT_CHECK_CEILING_MS });
  await page.getByRole('main').getByRole('button', { name: 'Stuur mij een inloglink' }).click();
  await answered;
}

/** A new address on the login page gives an instant session and lands on /mijn-trainingen. */
export async function signUp(page: Page, brand: Brand, email: string) {
  await page.goto(`${site(brand)}/login`);
  await answerCookies(page, 'Weigeren');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await submitLogin(page, email);
  await expect(page).toHaveURL(/\/mijn-trainingen$/);
  await expectSignedIn(page);
}

/** A page in a browser that shares nothing with the others (no cookies, no storage). */
export async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  watchPolicies(context);
  return { context, page: waitForTakeOverOnLoad(await context.newPage()) };
}

/**
 * One page for the steps of a long journey, each a test of its own in a `test.describe.serial` (so each
 * step has its own time limit, well inside it on a slow machine, and a failure names the step). The page
 * opens before the first step, with the locale and time zone of playwright.config.ts and `options`, and
 * closes after the last; a step's policy guard sees its violations as it does on a test's own page.
 */
export function journeyPage(options: BrowserContextOptions = {}): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', ...options });
    watchPolicies(context);
    page = waitForTakeOverOnLoad(await context.newPage());
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!page) throw new Error('the journey page opens before the first step');
    return page;
  };
}
