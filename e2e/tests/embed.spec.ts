import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type BrowserContext, expect, type FrameLocator, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../config/chromium';
import { embedHostPorts, embedPartnerOrigin } from '../playwright.config';
import { linkFromMailbox, newEmail, site, test, watchPolicies } from './support';
import {
  contactAllCorrect,
  contactName,
  expectCertificateFormPage,
  expectSecondSummary,
  expectSummary,
  heading,
  nextButton,
  play,
  playClosingChapter,
  sendCertificateForm,
  touch,
} from './training';

/*
 * The embed page (decision 0085) as another team uses it: their page, on another site
 * (`localhost` against the sites' 127.0.0.1), holds the README's snippet, an iframe of
 * /embed/trainingen/2 and a few lines that listen for its messages. The browser blocks third-party
 * cookies, as Safari and Firefox do and Chrome may: the player in the frame keeps its learner in the
 * token (decision 0082), never in a cookie. A learner walks training 2 in the frame by touch up to the
 * certificate, which the frame confirms with a link to the certificate on our site in a new tab. A page
 * on an origin that CORS_ORIGINS does not name cannot frame the player at all.
 */

const brand = 'dementievriendelijk';
const courseId = 2;
/** Where the README's snippet points; the journey's partner page points it at the test site. */
const README_ORIGIN = 'https://www.dementievriendelijk.example';

// Third-party cookies blocked for every page of this file (Chromium's switch for it).
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--test-third-party-cookie-phaseout'],
  },
});

/** The snippet of the root README's section 'Embedding the player with an iframe', as it is there. */
function readmeSnippet(): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const snippet = /<!-- embed-snippet:start -->\s*```html\n([\s\S]*?)```\s*<!-- embed-snippet:end -->/.exec(
    readme,
  )?.[1];
  if (!snippet) throw new Error('README.md has no embed snippet between its markers');
  return snippet;
}

/**
 * Another site's page: a recorder of every message it gets (before the frame), then the README's
 * snippet with the frame's address on the test site.
 */
function partnerPage(frameSource: string): string {
  const snippet = readmeSnippet().replace(`${README_ORIGIN}/embed/trainingen/2`, frameSource);
  if (!snippet.includes(frameSource)) throw new Error('the README snippet no longer frames training 2');
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Een partner</title></head>
<body>
<h1>Een partner van het programma</h1>
<p>Hieronder staat de training.</p>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    const frame = document.querySelector('iframe');
    window.received.push({ origin: event.origin, data: event.data, fromFrame: event.source === frame?.contentWindow });
  });
</script>
${snippet}
<p>Onder de training.</p>
</body>
</html>`;
}

/** A message the partner's page received. */
interface Received {
  readonly origin: string;
  readonly fromFrame: boolean;
  readonly data: {
    readonly source?: string;
    readonly type?: string;
    readonly courseId?: number;
    readonly height?: number;
    readonly certificateId?: string;
    readonly event?: { readonly event: string; readonly training_name?: string };
  };
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Received[] }).received);
const ofType = (messages: readonly Received[], type: string) =>
  messages.filter((message) => message.data?.type === type);

/** The partner sites' pages: each listens on 127.0.0.1 and is asked for as `localhost`. */
const servers: Server[] = [];
test.beforeAll(async () => {
  for (const port of Object.values(embedHostPorts)) {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const id = url.searchParams.get('training') ?? String(courseId);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(partnerPage(`${site(brand)}/embed/trainingen/${encodeURIComponent(id)}`));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    servers.push(server);
  }
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe');

/** The sources of a policy's frame-ancestors directive ('self' first). */
function frameAncestors(policy: string | undefined): string[] {
  const directive = (policy ?? '').split(';').find((part) => part.trim().startsWith('frame-ancestors '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/** Every image in the frame, once scrolled to (they load lazily), has loaded and has pixels. */
async function expectImagesLoaded(frame: FrameLocator): Promise<void> {
  const images = frame.locator('img');
  for (let index = 0; index < (await images.count()); index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
        {
          message: `image ${index} in the frame loaded`,
        },
      )
      .toBe(true);
  }
}

/**
 * The partner's snippet sized the frame to the last height the player reported, and that height is the
 * document's: nothing scrolls inside the frame.
 */
async function expectFrameFitted(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const heights = ofType(await received(page), 'resize').map((message) => message.data.height);
      const frameHeight = await page.locator('iframe').evaluate((element) => element.clientHeight);
      const inside = page.frame({ url: /\/embed\/trainingen\// });
      const fits = await inside?.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);
      return { sizedToReport: heights.at(-1) === frameHeight, nothingToScroll: fits };
    })
    .toEqual({ sizedToReport: true, nothingToScroll: true });
}

test.describe('the player in a partner site’s iframe, third-party cookies blocked', () => {
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const partner = () => {
    if (!page) throw new Error('the partner page opens before the first step');
    return page;
  };
  test.beforeAll(async ({ browser }) => {
    // A phone, as most learners are; the frame is worked by touch.
    context = await browser.newContext({
      locale: 'nl-NL',
      timezoneId: 'Europe/Amsterdam',
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    watchPolicies(context);
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test('the partner frames the player alone: ready, its height, no cookies of ours', async () => {
    const page = partner();
    const embedAnswer = page.waitForResponse((response) => response.url().includes('/embed/trainingen/2'));
    await page.goto(`${embedPartnerOrigin}/`);
    const answer = await embedAnswer;
    expect(answer.status()).toBe(200);
    const ancestors = frameAncestors(answer.headers()['content-security-policy']);
    expect(ancestors[0]).toBe("'self'");
    expect(ancestors).toContain(embedPartnerOrigin);
    expect(answer.headers()['x-frame-options']).toBeUndefined();
    const frame = frameOf(page);
    await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(heading(frame)).toHaveText('Welkom');
    // The player only: no header, menu, footer or cookie banner of the site; the brand's theme.
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByRole('contentinfo')).toHaveCount(0);
    await expect(frame.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
    await expect(frame.getByText('Cookies op deze website')).toHaveCount(0);
    // Nothing to close or leave on the partner's page.
    await expect(frame.getByRole('link', { name: 'Training sluiten' })).toHaveCount(0);
    await expect(frame.getByRole('link', { name: 'Stop met de training' })).toHaveCount(0);
    await expect(frame.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(frame.locator('[data-brand="dementievriendelijk"]')).toHaveCount(1);
    await expect(frame.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const ours = new URL(answer.url()).origin;
    await expect.poll(async () => ofType(await received(page), 'ready').length).toBe(1);
    const messages = await received(page);
    expect(ofType(messages, 'ready')[0]).toEqual({
      origin: ours,
      fromFrame: true,
      data: { source: 'dementie-player', type: 'ready', courseId },
    });
    // The snippet sizes the frame to the document: nothing to scroll inside it.
    await expectFrameFitted(page);
    const inside = page.frame({ url: /\/embed\/trainingen\/2/ });
    expect(inside).not.toBeNull();
    expect(await inside?.title()).toBe(`${contactName} | Dementievriendelijk Samenleven`);
    // Third-party cookies and storage are blocked: the page's own cookie (anti-forgery) never reached
    // the jar, and the frame may keep nothing, not even in local storage. The player works on its
    // learner token (decision 0082), here in memory only.
    expect(await context?.cookies(ours)).toEqual([]);
    expect(
      await inside?.evaluate(async () => {
        let storage = 'open';
        try {
          window.localStorage.getItem('x');
        } catch (error) {
          storage = (error as Error).name;
        }
        return { storage, storageAccess: await document.hasStorageAccess() };
      }),
    ).toEqual({ storage: 'SecurityError', storageAccess: false });
  });

  test('a whole training in the frame by touch: every image loaded, every event sent to the partner', async () => {
    const page = partner();
    const frame = frameOf(page);
    await play(frame, touch, contactAllCorrect, async (_step, view) => {
      if (view === 'question') await expectImagesLoaded(frame);
    });
    await playClosingChapter(frame, contactName);
    await expectSummary(frame, contactName, 23, 23, true);
    await expectImagesLoaded(frame);
    await expectFrameFitted(page);

    const ours = new URL(site(brand)).origin;
    const messages = await received(page);
    // Every message came from the player's frame, on our origin, in the documented shape.
    for (const message of messages) {
      expect(message.origin).toBe(ours);
      expect(message.fromFrame).toBe(true);
      expect(message.data.source).toBe('dementie-player');
      expect(message.data.courseId).toBe(courseId);
    }
    const events = ofType(messages, 'event').map((message) => message.data.event);
    const names = events.map((event) => event?.event);
    expect(names).toContain('training_start');
    expect(names).toContain('training_result_page');
    // One per step: a question and its feedback page are one step (spec 3 §7).
    expect(names.filter((name) => name === 'training_process')).toHaveLength(contactAllCorrect.length);
    for (const event of events) {
      if (event?.event !== 'virtual_page_view') expect(event?.training_name).toBe(contactName);
    }
    // The frame's height followed the pages: more than one height was reported.
    expect(new Set(ofType(messages, 'resize').map((message) => message.data.height)).size).toBeGreaterThan(1);
    // No analytics of ours inside the frame: the events went to the partner only.
    const inside = page.frame({ url: /\/embed\/trainingen\/2/ });
    expect(await inside?.evaluate(() => 'dataLayer' in window)).toBe(false);
  });

  test('the certificate form works in the frame and ends there, with the certificate in a new tab', async ({
    request,
  }) => {
    const page = partner();
    const frame = frameOf(page);
    await touch.press(nextButton(frame));
    await expectSecondSummary(frame);
    await touch.press(frame.getByRole('button', { name: 'Naar je certificaat' }));
    await expectCertificateFormPage(frame);
    const email = newEmail('embed');
    await sendCertificateForm(frame, email);

    // The frame stays on the player: the confirmation takes the form's place, with the focus.
    const made = frame.getByRole('heading', { level: 2, name: 'Je certificaat is klaar' });
    await expect(made).toBeVisible();
    await expect(made).toBeFocused();
    await expectFrameFitted(page);
    await expect(frame.locator('form.au-certificate-form')).toHaveCount(0);
    expect(page.frame({ url: /\/embed\/trainingen\/2$/ })).not.toBeNull();
    const link = frame.getByRole('link', { name: 'Bekijk je certificaat' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    const href = (await link.getAttribute('href')) ?? '';
    const certificateId = /^http:\/\/127\.0\.0\.1:\d+\/jouw-resultaat\/([0-9a-f-]{36})$/.exec(href)?.[1];
    expect(certificateId, href).toBeTruthy();
    expect(href.startsWith(`${site(brand)}/`)).toBe(true);

    // The partner heard which certificate was made.
    await expect
      .poll(async () => ofType(await received(page), 'certificate').map((message) => message.data))
      .toEqual([{ source: 'dementie-player', type: 'certificate', courseId, certificateId }]);
    await expectImagesLoaded(frame);

    // The form's login call went through on the token too: the learner's mail is there (decision 0082).
    expect(await linkFromMailbox(request, brand, email, '/auto-activate')).toContain('/auto-activate');

    // The link opens the certificate on our site, in a tab of its own.
    const [certificate] = await Promise.all([page.waitForEvent('popup'), touch.press(link)]);
    await expect(certificate).toHaveURL(href);
    await expect(certificate.getByRole('heading', { level: 1, name: /Anna de Vries/ })).toBeVisible();
    await certificate.close();
  });
});

test('a training that does not exist answers 404 and says so in the frame', async ({ context }) => {
  const page = await context.newPage();
  const embedAnswer = page.waitForResponse((response) => response.url().includes('/embed/trainingen/999'));
  await page.goto(`${embedPartnerOrigin}/?training=999`);
  expect((await embedAnswer).status()).toBe(404);
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Oeps, deze pagina bestaat niet (meer)');
  await expect(frame.getByRole('link', { name: 'Alle trainingen' })).toHaveAttribute('target', '_blank');
  await expect(frame.getByRole('banner')).toHaveCount(0);
});

test('a site that CORS_ORIGINS does not name cannot frame the player', async ({ browser }) => {
  // A context of its own, not watched for policy messages: the refusal is one, and it is the point.
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  try {
    const page = await context.newPage();
    const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    const embedAnswer = page.waitForResponse((response) => response.url().includes('/embed/trainingen/2'));
    await page.goto(`http://localhost:${embedHostPorts.stranger}/`);
    const answer = await embedAnswer;
    // The server answers the page; its policy names the partners only, so the browser refuses to show it.
    const ancestors = frameAncestors(answer.headers()['content-security-policy']);
    expect(ancestors).toContain(embedPartnerOrigin);
    expect(ancestors).not.toContain(`http://localhost:${embedHostPorts.stranger}`);
    expect((await refused).text()).toContain(`frame-ancestors 'self' `);
    const frame = frameOf(page);
    await expect(frame.locator('.ep-player')).toHaveCount(0);
    await expect(frame.getByRole('heading', { name: 'Welkom' })).toHaveCount(0);
    // No message reached the stranger.
    expect(await received(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
