import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Request, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../config/chromium';
import { partnerOrigin, partnerPort, strangerPort } from '../playwright.config';
// Playwright's own `test`: the partner's page is not our site (no take-over mark, none of our headers).
import { BOT_CHECK_CEILING_MS, linkFromMailbox, newEmail, site } from './support';
import {
  expectCertificateFormPage,
  expectSecondSummary,
  expectSummary,
  mouse,
  nextButton,
  play,
  playClosingChapter,
  winkelName,
  winkelWithTwoSlips,
} from './training';

/*
 * Another team's app (decision 0082): the player and the certificate form, installed from the packed
 * packages into a fresh Vite app by the consumer test (with pnpm and with npm), served on its own site
 * (`localhost`) against our API on another (`127.0.0.1`), in a browser that blocks third-party cookies.
 * A whole training to the certificate, every picture loaded, no cookie of ours used; an origin that is
 * not configured gets nothing.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apps = path.join(repo, 'e2e', '.partner-apps');
const api = site('dementievriendelijk');

const managers = ['pnpm', 'npm'] as const;
/** How long a journey waits for npm test's consumer test to finish the partner pages (a ceiling). */
const CONSUMER_CEILING_MS = 25 * 60_000;

/**
 * The consumer test's partner page for one package manager. npm test runs the consumer test beside the
 * journeys and names, in E2E_CONSUMER_DONE, the file it writes when that test has ended: the journey waits
 * for it (this file runs after the other journeys, so it seldom waits). Run on its own, the journey builds
 * the pages with the consumer test when a run has none.
 */
async function partnerApp(manager: (typeof managers)[number]): Promise<string> {
  const folder = path.join(apps, manager);
  const done = process.env.E2E_CONSUMER_DONE;
  if (done) {
    await expect
      .poll(() => existsSync(done), {
        message: "npm test's consumer test has ended",
        timeout: CONSUMER_CEILING_MS,
        intervals: [1_000],
      })
      .toBe(true);
    const outcome = JSON.parse(readFileSync(done, 'utf8')) as { ok: boolean };
    if (!outcome.ok) throw new Error('the consumer test failed, so it built no partner pages (see its log)');
  } else if (!managers.every((name) => existsSync(path.join(apps, name, 'partner.html')))) {
    const built = spawnSync(process.execPath, [path.join(repo, 'scripts/consumer-test.mjs')], {
      cwd: repo,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the consumer test could not build the partner pages');
  }
  return folder;
}

/** Serves a built app, as any static host would (no headers of ours). */
async function serve(folder: string, port: number): Promise<Server> {
  const { readFile } = await import('node:fs/promises');
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(folder, pathname === '/' ? 'partner.html' : pathname);
    if (!file.startsWith(folder)) return void response.writeHead(400).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** Every picture on the page has loaded (a broken one has naturalWidth 0). */
async function expectPicturesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => !(image.complete && image.naturalWidth > 0))
            .map((image) => image.currentSrc || image.src),
        ),
    )
    .toEqual([]);
}

// Third-party cookies blocked, as in Safari and Firefox and for Chrome users who chose it.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--test-third-party-cookie-phaseout'],
  },
});

for (const manager of managers) {
  test.describe(`a partner app installed with ${manager}`, () => {
    let server: Server | undefined;
    test.beforeAll(async () => {
      test.setTimeout(CONSUMER_CEILING_MS + 60_000);
      server = await serve(await partnerApp(manager), partnerPort);
    });
    test.afterAll(async () => {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });

    test('plays a whole training against our API on another site and reaches the certificate', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const calls: Request[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${api}/api/`)) calls.push(request);
      });
      const setCookies: string[] = [];
      page.on('response', async (response) => {
        if (!response.url().startsWith(api)) return;
        const cookie = await response.headerValue('set-cookie');
        if (cookie) setCookies.push(`${response.url()}: ${cookie}`);
      });
      await page.goto(`${partnerOrigin}/?api=${encodeURIComponent(api)}&training=1`);
      await play(page, mouse, winkelWithTwoSlips, async () => expectPicturesLoaded(page));
      await playClosingChapter(page, winkelName);
      await expectSummary(page, winkelName, 20, 23, true);
      await expectPicturesLoaded(page);
      await mouse.press(nextButton(page));
      await expectSecondSummary(page);
      await mouse.press(page.getByRole('button', { name: 'Naar je certificaat' }));
      // The page as on our sites: its title once (the form does not repeat it), the course's text, the form.
      await expectCertificateFormPage(page);

      const form = page.locator('form.au-certificate-form');
      const email = newEmail(`partner-${manager}`);
      await form.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
      await form.getByRole('textbox', { name: 'Voornaam' }).fill('Anna');
      await form.getByRole('textbox', { name: 'Achternaam' }).fill('de Vries');
      const submit = form.getByRole('button', { name: 'Vraag je certificaat aan' });
      // The button waits for the bot check's proof of work.
      await expect(submit).toBeEnabled({ timeout: BOT_CHECK_CEILING_MS });
      await submit.click();

      // The certificate shows in the partner's page, drawn by our API, and focus moved to it.
      const ready = page.getByRole('region', { name: 'Je certificaat is klaar' });
      await expect(ready).toBeFocused();
      const picture = ready.getByRole('img', { name: /^Je certificaat/ });
      await expect(picture).toHaveAttribute('src', new RegExp(`^${api}/api/elearning/Certificate/Image/`));
      await expectPicturesLoaded(page);
      await expect(ready.getByRole('link', { name: 'Open je certificaat (afbeelding)' })).toBeVisible();
      // The mail that keeps it in an account on our site was sent, as the page says.
      expect(await linkFromMailbox(request, 'dementievriendelijk', email, '/')).toContain('http://127.0.0.1');

      // The learner was the token alone: it came back in a header, no call carried a cookie, none was set.
      expect(calls.length).toBeGreaterThan(20);
      for (const call of calls) {
        const headers = await call.allHeaders();
        expect(headers.cookie, call.url()).toBeUndefined();
        // The calls carry the token; pictures are plain requests, with nothing of the learner.
        if (call.resourceType() === 'fetch') expect(headers['x-learner-token'], call.url()).toBeTruthy();
      }
      expect(setCookies).toEqual([]);
      const token = await page.evaluate(() =>
        Object.keys(localStorage).find((key) => key.startsWith('dementie.learnerToken:')),
      );
      expect(token).toBe(`dementie.learnerToken:${api}`);
    });
  });
}

test.describe('an app on an origin nobody configured', () => {
  let server: Server | undefined;
  test.beforeAll(async () => {
    test.setTimeout(CONSUMER_CEILING_MS + 60_000);
    server = await serve(await partnerApp('pnpm'), strangerPort);
  });
  test.afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });

  test('gets nothing from our API: refused with a reason, and the player says it could not load', async ({
    page,
    request,
  }) => {
    const stranger = `http://localhost:${strangerPort}`;
    const preflight = await request.fetch(`${api}/api/elearning/StartRun`, {
      method: 'OPTIONS',
      headers: { origin: stranger, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status()).toBe(403);
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
    expect((await preflight.json()).reason).toContain('CORS_ORIGINS');
    await page.goto(`${stranger}/?api=${encodeURIComponent(api)}&training=1`);
    await expect(
      page.getByText('De training kon niet worden geladen. Probeer het later opnieuw.'),
    ).toBeVisible({
      timeout: 60_000,
    });
  });
});
