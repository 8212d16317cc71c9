import { expect, type Page } from '@playwright/test';
import { type Brand, expectSignedIn, freshPage, newEmail, signUp, site, test } from './support';

/**
 * The header's account place on a full page load (decision 0097):
 * never a wrong state. A signed-in visitor never sees 'Inloggen' on the way to 'Mijn account'; the place
 * is empty, keeping its size, until the session is known.
 */

/** What the account place showed, frame by frame, as the browser painted the page. */
interface Frame {
  readonly shows: 'nothing yet' | 'empty' | 'Inloggen' | 'Mijn account';
  /** The place's height: it keeps its room while it is empty. */
  readonly height: number;
}

declare global {
  interface Window {
    __accountPlaceFrames?: Frame[];
  }
}

/**
 * Records, before every frame the browser paints from the first one on (animation frames run right
 * before painting, after style and the render-blocking style sheet), what the account place shows.
 * Installed before any of the page's own scripts.
 */
async function recordAccountPlace(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: Frame[] = [];
    window.__accountPlaceFrames = frames;
    const visible = (element: Element | null) =>
      element?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) === true;
    const sample = () => {
      const place = document.querySelector('header nav.au-account-menu');
      const shows: Frame['shows'] = !place
        ? 'nothing yet'
        : visible(place.querySelector('button.au-account-menu__toggle'))
          ? 'Mijn account'
          : visible(place.querySelector('.au-account-menu__login'))
            ? 'Inloggen'
            : 'empty';
      const height = place?.getBoundingClientRect().height ?? 0;
      const last = frames.at(-1);
      if (last?.shows !== shows) frames.push({ shows, height });
      if (shows !== 'Mijn account') requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

async function framesOf(page: Page): Promise<Frame[]> {
  return page.evaluate(() => window.__accountPlaceFrames ?? []);
}

test("a signed-in visitor's full page loads never show 'Inloggen': the place is empty until the session is known", async ({
  browser,
}) => {
  const brand: Brand = 'dementie';
  const { context, page } = await freshPage(browser);
  await signUp(page, brand, newEmail('kop'));
  await recordAccountPlace(page);
  // Document pages (their HTML the same for everyone) and an app page.
  for (const path of ['/', '/wat-is-dementie', '/nieuws', '/mijn-trainingen']) {
    await page.goto(`${site(brand)}${path}`);
    await expectSignedIn(page);
    await expect
      .poll(async () => (await framesOf(page)).at(-1)?.shows, { message: path })
      .toBe('Mijn account');
    const frames = await framesOf(page);
    expect(
      frames.map((frame) => frame.shows),
      path,
    ).not.toContain('Inloggen');
    // Empty, not gone: the place keeps its room while the session is checked.
    for (const frame of frames.filter((f) => f.shows === 'empty'))
      expect(frame.height, path).toBeGreaterThan(0);
  }
  await context.close();
});

test("a guest's pages show 'Inloggen' from the first paint, and the HTML of a document is the same for a signed-in visitor", async ({
  browser,
}) => {
  const brand: Brand = 'dementie';
  const guest = await freshPage(browser);
  await recordAccountPlace(guest.page);
  await guest.page.goto(`${site(brand)}/wat-is-dementie`);
  const frames = await framesOf(guest.page);
  // The first frame with the header already shows the link: nothing waits for a script.
  expect(frames.find((frame) => frame.shows !== 'nothing yet')?.shows).toBe('Inloggen');
  const guestHeader = headerOf(await (await guest.page.request.get(`${site(brand)}/wat-is-dementie`)).text());

  const member = await freshPage(browser);
  await signUp(member.page, brand, newEmail('kop-html'));
  // The server renders no session into a document page's HTML: the header is the guest's.
  const memberHeader = headerOf(
    await (await member.page.request.get(`${site(brand)}/wat-is-dementie`)).text(),
  );
  expect(memberHeader).toBe(guestHeader);
  await guest.context.close();
  await member.context.close();
});

/** The site header's markup in a page's HTML. */
function headerOf(html: string): string {
  const header = /<header class="site-header"[\s\S]*?<\/header>/.exec(html)?.[0];
  if (!header) throw new Error('no site header in the page');
  return header;
}
