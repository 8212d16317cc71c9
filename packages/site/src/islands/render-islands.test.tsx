// @vitest-environment node
import { fixtures } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { renderRequest } from '../ssr/render';
import { createFakeServer } from '../testing/fake-server';
import { testBrand } from '../testing/test-brand';

const brand = testBrand({ id: 'dementie', name: 'Dementiewijzer' });

async function render(
  url: string,
  islands: boolean,
  cookie = '',
  overrides: Parameters<typeof createFakeServer>[0] = {},
) {
  const result = await renderRequest({
    brand,
    request: new Request(url, { headers: { cookie } }),
    fetch: createFakeServer(overrides).fetch,
    islands,
  });
  if (result.kind !== 'html') throw new Error(`expected html, got a redirect to ${result.location}`);
  return result;
}

/** The island names of a render, in order. */
function islandNames(html: string): string[] {
  return [...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** The data (props, heading level) an island of a render is taken over with; null without that island. */
function islandData(html: string, name: string): { props: unknown; headingLevel: number } | null {
  const raw = new RegExp(`data-island="${name}" data-island-data="([^"]*)"`).exec(html)?.[1] ?? 'null';
  return JSON.parse(raw.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}

/** The props the player page's island is taken over with. */
const playerProps = (html: string) => islandData(html, 'training-player')?.props;

describe('documents with islands (decision 0067)', () => {
  it('renders a content page as a document: its islands marked, no hydration data, the islands script', async () => {
    const result = await render('http://site.test/', true);
    expect(result.script).toBe('islands');
    expect(result.appHtml).not.toContain('__staticRouterHydrationData');
    const names = islandNames(result.appHtml);
    expect(names).toEqual(expect.arrayContaining(['page-notice', 'site-footer', 'cookie-consent']));
    // Each island carries the props and heading level its component is rendered with again.
    const data = islandData(result.appHtml, 'site-footer') as {
      props: { menu: unknown[]; newsletter: boolean };
      headingLevel: number;
    };
    expect(data.headingLevel).toBe(2);
    expect(Array.isArray(data.props.menu)).toBe(true);
    expect(data.props.newsletter).toBe(true);
    // The cookie banner works as a form as it is: taken over at the first touch only.
    expect(result.appHtml).toMatch(/data-island="cookie-consent"[^>]*data-island-when="touch"/);
  });

  it('gives the main menu toggles that work without script, and no island (decision 0068)', async () => {
    const { appHtml } = await render('http://site.test/', true);
    expect(islandNames(appHtml)).not.toContain('main-menu');
    expect(appHtml).toMatch(/<details class="site-menu__disclosure"><summary class="site-menu__toggle"/);
    expect(appHtml).toMatch(/<details class="site-menu__sub-disclosure" name="site-menu-sub">/);
  });

  it("renders the same account place for everyone: the 'Inloggen' link, not known yet, taken over only with the signed-in hint", async () => {
    const anonymous = await render('http://site.test/', true);
    const accountPlace = (html: string) =>
      /<div class="bk-island" data-island="account-menu"[^>]*>.*?<\/nav><\/div>/.exec(html)?.[0];
    const place = accountPlace(anonymous.appHtml);
    expect(place).toMatch(/data-island-cookie="dm_signed_in"/);
    expect(place).toMatch(
      /<nav class="au-account-menu au-account-menu--unknown" aria-label="Mijn account"><a class="au-account-menu__login" href="\/login">Inloggen<\/a><span class="au-account-menu__toggle au-account-menu__room" aria-hidden="true">/,
    );
    // No session in the HTML (decision 0097): a visitor
    // with a session cookie, or the hint, gets the very same account place.
    for (const cookie of [
      'dm_session=abc',
      '__Host-dm_session=abc; dm_signed_in=1; dm_cookie_consent=v1.s0.m0',
    ]) {
      expect(accountPlace((await render('http://site.test/', true, cookie)).appHtml)).toBe(place);
    }
  });

  it('puts the first items of blocks that load data in the HTML: the latest news, the trainings and the counter figure', async () => {
    const home = fixtures.homepage.response[0];
    if (!home) throw new Error('no homepage fixture');
    const withCounter = {
      ...home,
      field_page_content: [...home.field_page_content, { type: 'counter_block', id: 803 }],
    };
    const { appHtml } = await render('http://site.test/', true, '', {
      'GET /api/drupal/api/homepage': () => ({ body: [withCounter] }),
      'GET /api/v1/counter': () => ({ body: 12345 }),
    });
    // Without scripts the page is complete: no loader, the cards and the figure are there.
    expect(appHtml).not.toContain('De inhoud wordt geladen...');
    expect(appHtml).toContain('href="/nieuws/nieuwe-training-voor-winkelpersoneel"');
    expect(appHtml).toContain('Gemeente Zwolle is dementievriendelijk');
    expect(appHtml).toContain('Omgaan met verwarring');
    expect(appHtml).toMatch(/<span class="bk-counter__number" aria-hidden="true"[^>]*>12\.345<\/span>/);
    // The news and a short list of trainings need no script now; the counter counts up with it, and
    // its island carries the figure, so the browser renders what the server did.
    const blocks = [...appHtml.matchAll(/data-island="block" data-island-data="([^"]*)"/g)].map(
      (match) => JSON.parse((match[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')).props.block,
    );
    expect(blocks.map((block: { kind: string }) => block.kind)).toEqual(['counter']);
    expect(blocks[0]).toMatchObject({ kind: 'counter', total: 12345 });
  });

  it('leaves a block to load in the browser what the server could not load', async () => {
    const { appHtml } = await render('http://site.test/', true, '', {
      'GET /api/drupal/news-overview': () => ({ status: 503, body: { error: 'down' } }),
    });
    const kinds = [...appHtml.matchAll(/data-island="block" data-island-data="([^"]*)"/g)].map(
      (match) => JSON.parse((match[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')).props.block.kind,
    );
    expect(kinds).toEqual(['relatedContent']);
    expect(appHtml).toContain('Omgaan met verwarring');
  });

  it("counts a document's page view with an island only for a visitor who consented to statistics", async () => {
    const consented = await render('http://site.test/', true, 'dm_cookie_consent=v1.s1.m0');
    expect(islandNames(consented.appHtml)).toContain('page-view');
    expect(consented.appHtml).toContain('data-island="page-view"');
    for (const cookie of ['', 'dm_cookie_consent=v1.s0.m1']) {
      expect(islandNames((await render('http://site.test/', true, cookie)).appHtml)).not.toContain(
        'page-view',
      );
    }
  });

  it('keeps the whole app on an app page (the login screen), islands or not', async () => {
    const result = await render('http://site.test/login', true);
    expect(result.script).toBe('app');
    expect(result.appHtml).toContain('__staticRouterHydrationData');
    expect(islandNames(result.appHtml)).toEqual([]);
  });

  it("serves the player page as a document whose one island is the player, with its address's facts (decision 0073)", async () => {
    const result = await render(
      'http://site.test/trainingen/3?opnieuw&startingPageUrl=%2Fwat-is-dementie',
      true,
    );
    expect(result.script).toBe('player');
    expect(result.appHtml).not.toContain('__staticRouterHydrationData');
    // No header and footer in a training (spec 1 §2): the player, the notice and the cookie banner.
    const names = islandNames(result.appHtml);
    expect(names.filter((name) => name === 'training-player')).toHaveLength(1);
    expect(names).not.toContain('site-footer');
    expect(playerProps(result.appHtml)).toEqual({
      courseId: 3,
      trainingName: 'Dementie herkennen in de winkel',
      restart: true,
      currentPath: '/trainingen/3',
      startingPageUrl: '/wat-is-dementie',
    });
    // The player's first screen as the browser renders it before its data: the loading message.
    expect(result.appHtml).toContain('De inhoud wordt geladen...');
    // An unsafe starting page is left out, as the app leaves it out.
    const unsafe = await render('http://site.test/trainingen/3?startingPageUrl=%2F%2Fevil.example', true);
    expect(playerProps(unsafe.appHtml)).toEqual({
      courseId: 3,
      trainingName: 'Dementie herkennen in de winkel',
      restart: false,
      currentPath: '/trainingen/3',
    });
  });

  it('serves the embed page as a document whose one island is the player, without the site around it (decision 0085)', async () => {
    const result = await render('http://site.test/embed/trainingen/3?opnieuw', true);
    expect(result.status).toBe(200);
    expect(result.script).toBe('player');
    expect(result.appHtml).not.toContain('__staticRouterHydrationData');
    // The player alone: no header, menus, footer, cookie banner, notice or page view.
    expect(islandNames(result.appHtml)).toEqual(['embedded-training-player']);
    expect(result.appHtml).not.toMatch(/<header|<footer|Cookies op deze website|Hoofdmenu/);
    expect(islandData(result.appHtml, 'embedded-training-player')?.props).toEqual({
      courseId: 3,
      trainingName: 'Dementie herkennen in de winkel',
      currentPath: '/embed/trainingen/3',
    });
    // In the brand's theme, in Dutch, with the player's first screen as the browser renders it.
    expect(result.appHtml).toMatch(/^<div data-brand="dementie" class="dm-root" lang="nl">/);
    expect(result.appHtml).toContain('<main id="main-content"');
    expect(result.appHtml).toContain('De inhoud wordt geladen...');
    // Its own title, and not for search engines.
    expect(result.headHtml).toContain('<title>Dementie herkennen in de winkel | Dementiewijzer</title>');
    expect(result.headHtml).toContain('<meta name="robots" content="noindex, follow" />');
    expect(result.headHtml).not.toContain('rel="canonical"');
  });

  it.each(['/embed/trainingen/999', '/embed/trainingen/abc', '/embed/trainingen/1234567890'])(
    '%s: the embed page of a training that does not exist answers 404, in the frame without the site',
    async (path) => {
      const result = await render(`http://site.test${path}`, true);
      expect(result.status).toBe(404);
      expect(result.appHtml).toContain('Oeps, deze pagina bestaat niet (meer)');
      expect(result.appHtml).toMatch(
        /<a href="\/trainingen" target="_blank" rel="noopener">Alle trainingen<\/a>/,
      );
      expect(result.appHtml).not.toMatch(/<header|<footer|Cookies op deze website/);
      expect(islandNames(result.appHtml)).toEqual([]);
      expect(result.headHtml).toContain('noindex');
    },
  );

  it('keeps the embed page in the whole app when the site does not serve islands', async () => {
    const result = await render('http://site.test/embed/trainingen/3', false);
    expect(result.status).toBe(200);
    expect(result.script).toBe('app');
    expect(islandNames(result.appHtml)).toEqual([]);
    expect(result.appHtml).toContain('De inhoud wordt geladen...');
    expect(result.appHtml).not.toMatch(/<header|<footer|Cookies op deze website/);
  });

  it('keeps the player in the whole app when the site does not serve islands', async () => {
    const result = await render('http://site.test/trainingen/3', false);
    expect(result.script).toBe('app');
    expect(result.appHtml).toContain('__staticRouterHydrationData');
    expect(islandNames(result.appHtml)).toEqual([]);
  });

  it('marks nothing and hydrates the app when the site does not serve islands', async () => {
    const result = await render('http://site.test/', false);
    expect(result.script).toBe('app');
    expect(result.appHtml).toContain('__staticRouterHydrationData');
    expect(islandNames(result.appHtml)).toEqual([]);
  });
});
