import { expect, type Page, type Response } from '@playwright/test';
import { answerCookies, type Brand, newEmail, site, test } from './support';
import { rememberFinishedTraining } from './training';

/*
 * Decision 0022: every page kind of a brand works under the server's Content-Security-Policy (a fresh
 * nonce per answer, or the hashes of its scripts on a page shared by every anonymous visitor (decision
 * 0104), 'strict-dynamic', no 'unsafe-eval'): the page is taken over by its scripts
 * (the `test` page waits for that after each load), and the browser reports no violation, neither
 * as a `securitypolicyviolation` event nor on the console. With cookies accepted the consent-gated
 * video and the chatbot load too. The server has no internet: the video host is answered at the
 * network by a blank page, so what is checked is that the frame may load, not that it plays.
 */

const brand: Brand = 'dementie';

/** Collects every CSP violation of the page, across navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    // Also the permissions policy: a feature this Chromium does not know is logged as an error.
    if (/Content[ -]Security[ -]Policy|Permissions[ -]Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  await page.exposeFunction('reportCspViolation', (text: string) => {
    violations.push(`event: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  // Whatever an accepted embed asks of another host is answered here, never by the internet.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>extern</title>' }),
  );
  return violations;
}

/** A person's page (decision 0104, `SITE_ROUTE_CLASSES`): a nonce of its own on every answer. */
const PERSONAL = /^\/(login|auto-activate|trainingen\/\d+|jouw-resultaat)(\/|\?|$)/;

/** Cookies that make a visitor's pages their own (a session, a learner, a sign-in in progress). */
const OWN_PAGE_COOKIES = /^(__Host-)?dm_(session|learner|link_requested)$/;

/**
 * The page answer carries the strict policy the journey checks for real: a nonce on a person's page and
 * on any page of a visitor with a session or a learner's progress; the hashes of its inline scripts on a
 * page that is one HTML for every anonymous visitor (decision 0104). Both with 'strict-dynamic'.
 */
async function expectStrictPolicy(page: Page, response: Response | null, path: string) {
  const csp = response?.headers()['content-security-policy'] ?? '';
  const own = (await page.context().cookies()).some((cookie) => OWN_PAGE_COOKIES.test(cookie.name));
  if (own || PERSONAL.test(path)) {
    expect(csp, path).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  } else {
    expect(csp, path).toMatch(/script-src ('sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'/);
    expect(response?.headers()['set-cookie'], path).toBeUndefined();
  }
  expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response?.headers()['x-content-type-options'], path).toBe('nosniff');
}

/** Opens `path` of the brand and checks its answer carries the strict policy. */
async function visit(page: Page, path: string) {
  const response = await page.goto(`${site(brand)}${path}`);
  await expectStrictPolicy(page, response, path);
  return response;
}

/*
 * Every page kind runs under the Content-Security-Policy without a single violation: the pages, a
 * client-side navigation, and the training player with the certificate. Three journeys, each well
 * inside its time limit on a busy 2-core machine.
 */
test('every page kind runs under the Content-Security-Policy without a single violation: the pages', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  // Cookies refused: nothing of a third party loads.
  await visit(page, '/');
  await answerCookies(page, 'Weigeren');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of [
    '/wat-is-dementie',
    '/alle-bouwstenen',
    '/nieuws',
    '/organisaties',
    '/ervaringen',
    '/zoeken?zoekterm=dementie&pijler=alle',
    '/trainingen',
    '/login',
    '/cookies',
    '/contact',
    '/auto-activate?activationToken=x&userEmail=iemand%40voorbeeld.nl',
  ]) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
  expect((await visit(page, '/deze-pagina-bestaat-niet'))?.status()).toBe(404);
  expect(violations).toEqual([]);
});

test('every page kind runs under the Content-Security-Policy without a single violation: a news item and a client-side navigation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await visit(page, '/');
  await answerCookies(page, 'Weigeren');
  // A news item, reached as a visitor does.
  await visit(page, '/nieuws');
  const item = page.getByRole('article').first();
  await item.getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/nieuws$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A page the browser renders after a client-side navigation (the scripts' own loading).
  await visit(page, '/');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('every page kind runs under the Content-Security-Policy without a single violation: the player and the certificate', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await visit(page, '/');
  await answerCookies(page, 'Weigeren');
  // The training player, and the certificate a finished run leads to.
  await visit(page, '/trainingen/3');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await rememberFinishedTraining(page, brand);
  await visit(page, '/jouw-resultaat');
  const form = page.locator('form.au-certificate-form');
  await form.getByRole('textbox', { name: 'E-mailadres' }).fill(newEmail('csp'));
  await form.getByRole('textbox', { name: 'Voornaam' }).fill('Anna');
  await form.getByRole('textbox', { name: 'Achternaam' }).fill('de Vries');
  await form.getByRole('button', { name: 'Vraag je certificaat aan' }).click();
  await expect(page).toHaveURL(/\/jouw-resultaat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Gefeliciteerd, Anna/ })).toBeVisible();
  const certificate = await visit(page, new URL(page.url()).pathname);
  // The certificate's address is its share link: no referrer passes it on.
  expect(certificate?.headers()['referrer-policy']).toBe('no-referrer');

  expect(violations).toEqual([]);
});

test('with cookies accepted the video frame and the chatbot load, without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto(`${site(brand)}/wat-is-dementie`);
  await expectStrictPolicy(page, response, '/wat-is-dementie');
  await answerCookies(page, 'Accepteren');
  // Where a visitor scrolls to it (on a document page the video is taken over near the viewport).
  await page.locator('.bk-video').first().scrollIntoViewIfNeeded();
  const video = page.locator('iframe[src*="youtube-nocookie.com"]').first();
  await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  // The frame's document is there (the blank stand-in): the policy let it load.
  await expect
    .poll(async () => (await video.elementHandle())?.contentFrame().then((frame) => frame?.title()))
    .toBe('extern');

  // After a reload the server renders the video itself (the cookie is read on the server).
  await page.reload();
  await expect(page.locator('iframe[src*="youtube-nocookie.com"]').first()).toBeVisible();

  // The chatbot widget: a script added after consent ('strict-dynamic') with its own <style>.
  await page.goto(`${site(brand)}/campagnes/chatbot-landing`);
  await expect(page.getByRole('button', { name: 'Chat met ons (demo)' })).toBeVisible();
  expect(violations).toEqual([]);
});
