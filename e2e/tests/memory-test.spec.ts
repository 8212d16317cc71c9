import { type BrowserContext, expect, type Page, type Request } from '@playwright/test';
import { brandPorts } from '../playwright.config';
import { brands, expectAxeClean, site, takenOver, test, waitForTakeOverOnLoad } from './support';

// The memory test, over the real server and its demo questionnaires. Every visitor journey
// runs with statistics consent (the cookie set up front, so no banner is in the way), watching every
// request the page makes: answers and the score never leave the browser.

const sizes = { self: 25, other: 16 } as const;
const slugs = { self: 'voor-mezelf', other: 'over-een-ander' } as const;
type Variant = keyof typeof sizes;

/** A context of a visitor who accepted statistics cookies; `touch`: a 390 px phone. */
async function visitor(browser: import('@playwright/test').Browser, touch: boolean) {
  const context = await browser.newContext(
    touch ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {},
  );
  await context.addCookies(
    Object.values(brandPorts).map((port) => ({
      name: 'dm_cookie_consent',
      value: 'v1.s1.m0',
      url: `http://127.0.0.1:${port}`,
    })),
  );
  return context;
}

/** Every request of the context: method, URL and body. */
function watchRequests(context: BrowserContext): Request[] {
  const seen: Request[] = [];
  context.on('request', (request) => seen.push(request));
  return seen;
}

/** The site's own session check (spec 1 §4), sent on every page with no payload of its own. */
const SESSION_CHECK = '/api/v1/authentication/IsSessionValid';

/**
 * Nothing the visitor chose travels: only GETs and the bodiless session check, no answer or score in
 * any address.
 */
function expectNothingSent(requests: Request[], score: number) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const url = new URL(request.url());
    if (url.pathname === SESSION_CHECK) expect(request.postData() ?? '', url.href).toMatch(/^(\{\})?$/);
    else {
      expect(request.method(), url.href).toBe('GET');
      expect(request.postData(), url.href).toBeNull();
    }
    expect(url.href).not.toMatch(/score|answer|antwoord|uitslag|leeftijd|klachten/i);
    for (const [key, value] of url.searchParams) {
      if (key === 'vraag') continue; // the step's number (a reload halfway), not an answer
      expect(value, `${key} in ${url.href}`).not.toBe(String(score));
    }
  }
}

/** The dataLayer events other than page views: exactly one 'memory_test_complete', nothing else. */
async function expectOnlyCompletionEvent(page: Page) {
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
      (event) => event.event !== 'page_view',
    ),
  );
  expect(events).toEqual([{ event: 'memory_test_complete' }]);
}

const heading = (page: Page) => page.locator('.site-memory-test h2');

/** What keyboard focus should reach: an answer, a button by its text, or a link by its start. */
type Target = { radio: true } | { button: string } | { link: string };

/** Presses Tab until the focused element is `target` (at most 80 presses). */
async function tabUntil(page: Page, target: Target) {
  for (let presses = 0; presses < 80; presses += 1) {
    const found = await page.evaluate((wanted) => {
      const el = document.activeElement;
      if (!el) return false;
      if ('radio' in wanted) return el instanceof HTMLInputElement && el.type === 'radio';
      if ('button' in wanted) return el.tagName === 'BUTTON' && el.textContent?.trim() === wanted.button;
      return el.tagName === 'A' && (el.textContent ?? '').trim().startsWith(wanted.link);
    }, target);
    if (found) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${JSON.stringify(target)}`);
}

/** Keyboard: into the answers, the lowest (Space on the first) or highest (ArrowUp wraps to the last). */
async function keyboardAnswer(page: Page, choice: 'lowest' | 'highest', submit: string) {
  await tabUntil(page, { radio: true });
  await page.keyboard.press(choice === 'lowest' ? 'Space' : 'ArrowUp');
  await tabUntil(page, { button: submit });
  await page.keyboard.press('Enter');
}

async function tapAnswer(page: Page, label: string, submit: string) {
  await page.getByRole('radio', { name: label, exact: true }).tap();
  await page.getByRole('button', { name: submit }).tap();
}

/**
 * A whole questionnaire: every question but `skip` answered, a reload halfway, the age, the check that
 * lists the skipped question, that question answered through its link, then the result.
 */
async function takeTest(
  page: Page,
  brand: (typeof brands)[number],
  variant: Variant,
  input: 'keyboard' | 'tap',
  choice: 'lowest' | 'highest',
) {
  const total = sizes[variant];
  const skip = 5;
  const label = choice === 'lowest' ? 'Nooit' : 'Heel vaak';
  await page.goto(`${site(brand)}/geheugentest`);
  const start = page.getByRole('link', { name: variant === 'self' ? /Voor mezelf/ : /Over een ander/ });
  if (input === 'keyboard') {
    await tabUntil(page, { link: variant === 'self' ? 'Voor mezelf' : 'Over een ander' });
    await page.keyboard.press('Enter');
  } else await start.tap();
  await expect(page).toHaveURL(new RegExp(`/geheugentest/${slugs[variant]}`));
  await takenOver(page);

  const answer = async (submit = 'Volgende') =>
    input === 'keyboard' ? keyboardAnswer(page, choice, submit) : tapAnswer(page, label, submit);
  const next = async (name = 'Volgende') => {
    if (input === 'tap') return page.getByRole('button', { name }).tap();
    await tabUntil(page, { button: name });
    await page.keyboard.press('Enter');
  };

  for (let number = 1; number <= total; number += 1) {
    await expect(heading(page)).toContainText(`Vraag ${number} van ${total}`);
    if (number > 1) await expect(heading(page)).toBeFocused();
    if (number === Math.ceil(total / 2)) {
      // Halfway: a reload keeps the answers (this tab's sessionStorage).
      await page.reload();
      await expect(heading(page)).toContainText(`Vraag ${number} van ${total}`);
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      await next('Vorige');
      await expect(heading(page)).toContainText(`Vraag ${number - 1} van ${total}`);
      await expect(page.getByRole('radio', { name: label, exact: true })).toBeChecked();
      await next();
      await expect(heading(page)).toContainText(`Vraag ${number} van ${total}`);
    }
    if (number === skip) await next();
    else await answer();
  }
  await expect(heading(page)).toContainText(variant === 'self' ? 'Hoe oud ben je?' : 'Hoe oud is de persoon');
  await expect(page.getByRole('radio')).toHaveCount(4);
  if (input === 'keyboard') await keyboardAnswer(page, 'lowest', 'Bekijk de uitslag');
  else await tapAnswer(page, 'Dat zeg ik liever niet', 'Bekijk de uitslag');

  // The check: the skipped question is open, with a link to it.
  await expect(heading(page)).toHaveText('Let op! Je hebt nog niet alle vragen beantwoord.');
  await expect(heading(page)).toBeFocused();
  const open = page.locator('.site-memory-test__open li');
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(`Vraag ${skip}:`);
  await expectAxeClean(page);
  if (input === 'keyboard') {
    await tabUntil(page, { link: `Vraag ${skip}:` });
    await page.keyboard.press('Enter');
  } else await open.getByRole('link').tap();
  await expect(heading(page)).toContainText(`Vraag ${skip} van ${total}`);
  await answer();
  for (let number = skip + 1; number <= total; number += 1) {
    await expect(heading(page)).toContainText(`Vraag ${number} van ${total}`);
    await expect(page.getByRole('radio', { name: label, exact: true })).toBeChecked();
    await next();
  }
  await next('Bekijk de uitslag');
  await expect(heading(page)).toBeFocused();
}

test.describe('the banner leads to the memory test on every brand', () => {
  for (const brand of brands) {
    test(`${brand}: banner link, start page 200 and axe-clean`, async ({ page }) => {
      await page.goto(`${site(brand)}/alle-bouwstenen`);
      const banner = page.locator('.bk-memory-banner');
      const link = banner.getByRole('link', { name: 'Doe de geheugentest' });
      await expect(link).toHaveAttribute('href', '/geheugentest');
      const answer = await page.request.get(`${site(brand)}/geheugentest`);
      expect(answer.status()).toBe(200);
      await page.getByRole('button', { name: 'Weigeren', exact: true }).click();
      await link.click();
      await expect(page).toHaveURL(/\/geheugentest$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Geheugentest' })).toBeVisible();
      await expectAxeClean(page);
    });
  }
});

test('the start page is readable without JavaScript on every brand', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const brand of brands) {
    await page.goto(`${site(brand)}/geheugentest`);
    await expect(page.getByRole('heading', { level: 1, name: 'Geheugentest' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Voor mezelf/ })).toHaveAttribute(
      'href',
      '/geheugentest/voor-mezelf',
    );
    await expect(page.getByRole('link', { name: /Over een ander/ })).toBeVisible();
    await expect(page.getByText(/geen diagnose/)).toBeVisible();
  }
  await context.close();
});

const journeys = [
  { variant: 'self', input: 'keyboard', choice: 'lowest', brand: 'dementie', score: 0, band: /weinig last/ },
  { variant: 'other', input: 'keyboard', choice: 'lowest', brand: 'alzheimer', score: 16, band: /weinig/ },
  {
    variant: 'self',
    input: 'tap',
    choice: 'highest',
    brand: 'dementievriendelijk',
    score: 100,
    band: /vaak last/,
  },
  { variant: 'other', input: 'tap', choice: 'highest', brand: 'dementie', score: 80, band: /vaak/ },
] as const;

for (const journey of journeys) {
  test(`${journey.variant} by ${journey.input} only, all ${journey.choice}: score ${journey.score}, nothing sent`, async ({
    browser,
  }) => {
    // 25 questions reached by Tab alone: on a busy 2-core machine that passed the 2-minute limit at
    // question 17 while still moving on, so keyboard journeys get three times as long.
    test.slow(journey.input === 'keyboard');
    const context = await visitor(browser, journey.input === 'tap');
    const requests = watchRequests(context);
    const page = waitForTakeOverOnLoad(await context.newPage());
    await takeTest(page, journey.brand, journey.variant, journey.input, journey.choice);
    const range = journey.variant === 'self' ? '0 tot 100' : '16 tot 80';
    await expect(page.getByText(`Score: ${journey.score}. De score kan van ${range} gaan.`)).toBeVisible();
    await expect(heading(page)).toHaveText(journey.band);
    await expect(page.getByText(/Deze test is geen diagnose/)).toBeVisible();
    if (journey.choice === 'highest') await expect(page.getByText(/huisarts/).first()).toBeVisible();
    await expectAxeClean(page);
    await expectOnlyCompletionEvent(page);
    expectNothingSent(requests, journey.score);
    await context.close();
  });
}
