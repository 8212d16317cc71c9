import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { getPage, postForm, renderedSite, siteFolder } from '../../test-support/site';
import { useTestServer } from '../../test-support/suite';
import { SHARED_PAGE_CACHE_CONTROL } from '../cache-policy';
import type { ApiModule } from '../module';

/**
 * A module with a per-visitor page field and a cookie that does not change the page, as auth has,
 * and sitemap entries as the cms and elearning modules give them.
 */
const visitorModule: ApiModule = {
  name: 'visitor',
  create: () => ({
    pageFields: async (request) => ({ csrf: `token-of-${request.cookies.dm_csrf ?? 'new'}` }),
    renderNeutralCookies: ['dm_csrf'],
    sitemapEntries: async (brand) => [
      { path: '/', lastModified: new Date('2026-03-01T09:00:00Z') },
      { path: `/alleen-${brand}` },
      { path: '/vragen & antwoorden' },
      { path: '/' },
      { path: '/login' },
      { path: '/jouw-resultaat' },
      { path: '/jouw-resultaat/abc' },
    ],
  }),
};

describe('serving a brand site', () => {
  const suite = useTestServer(testBackends()[0]!, { modules: [visitorModule] });

  it('compresses, caches hashed assets for a year, and answers a revisit of an unchanged page with 304', async () => {
    const precompressed = brotliCompressSync(Buffer.from(`console.log(${'2'.repeat(3000)})`));
    const root = siteFolder(`<!doctype html><html lang="nl"><body>${'x'.repeat(4000)}</body></html>`, {
      'assets/app-abc123.js': `console.log(${'1'.repeat(3000)})`,
      'assets/made-def456.js': `console.log(${'2'.repeat(3000)})`,
      'assets/made-def456.js.br': precompressed,
    });
    const app = await suite.server.runtime.buildApp({ site: { brand: 'dementie', root } });

    const asset = await getPage(app, '/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');

    // A file the build compressed already (config/precompress.ts) is sent as it is, not again.
    const built = await getPage(app, '/assets/made-def456.js', { 'accept-encoding': 'br' });
    expect(built.headers['content-encoding']).toBe('br');
    expect(Buffer.compare(built.rawPayload, precompressed)).toBe(0);

    const first = await getPage(app, '/wat-is-dementie', { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await getPage(app, '/wat-is-dementie', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    // A person's pages are kept by no cache at all, like the API's personal calls.
    for (const path of [
      '/login',
      '/account-gegevens',
      '/mijn-trainingen',
      '/mijn-trainingen/',
      '/jouw-resultaat',
      '/jouw-resultaat/0b7e6c1e-3d5f-4a8b-9c2d-1e2f3a4b5c6d',
      '/auto-activate?activationToken=x',
      '/change-email',
      '/anonymize-user',
      '/logout',
      '/trainingen/2',
      '/embed/trainingen/2',
      '/redactie',
      '/redactie/afbeeldingen',
      '/preview/node/1/2',
    ]) {
      const personal = await getPage(app, path);
      expect(personal.headers['cache-control'], path).toBe('private, no-store');
      expect(personal.headers.etag, path).toBeUndefined();
    }
    // The overviews of trainings and news stay document pages.
    for (const path of ['/trainingen', '/nieuws', '/jouw-resultaat-van-de-week']) {
      expect((await getPage(app, path)).headers['cache-control'], path).toBe('private, no-cache');
    }

    // The cookie banner's form, posted before the scripts ran: the cookie is set, the visitor goes back.
    const refused = await postForm(app, '/cookie-keuze', 'keuze=weigeren&terug=%2Fnieuws%3Fpage%3D2');
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/nieuws?page=2');
    expect(String(refused.headers['set-cookie'])).toMatch(
      /^dm_cookie_consent=v1\.s0\.m0; Max-Age=86400000; Path=\/; SameSite=Lax/,
    );
    const accepted = await postForm(app, '/cookie-keuze', 'keuze=accepteren&terug=%2F%2Felders.example');
    expect(accepted.headers.location).toBe('/');
    expect(String(accepted.headers['set-cookie'])).toContain('dm_cookie_consent=v1.s1.m1');
    const odd = await postForm(app, '/cookie-keuze', 'keuze=misschien');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().reason).toContain('keuze');

    // Personal and single-use pages are closed to search engines; content pages are open.
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain('Disallow: /auto-activate');
    expect(robots.body).toContain('Disallow: /jouw-resultaat$');
    expect(robots.body).not.toContain('Disallow: /jouw-resultaat/');
    expect(robots.body).not.toMatch(/Disallow: \/\s/);
    // Without a configured public address, the address the request came in on.
    expect(robots.body).toContain('Sitemap: http://localhost:80/sitemap.xml');

    // The sitemap lists the modules' public pages of this brand, absolute, once each, escaped, and
    // none that robots.txt closes.
    const sitemap = await getPage(app, '/sitemap.xml', { host: 'www.example.nl' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'http://www.example.nl/',
      'http://www.example.nl/alleen-dementie',
      'http://www.example.nl/vragen%20&amp;%20antwoorden',
      'http://www.example.nl/jouw-resultaat/abc',
    ]);
    expect(sitemap.body).toContain(
      '<url><loc>http://www.example.nl/</loc><lastmod>2026-03-01T09:00:00.000Z</lastmod></url>',
    );
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    await app.close();
  });
});

describe('the render cache for anonymous visitors', () => {
  const suite = useTestServer(testBackends()[0]!, { modules: [visitorModule] });

  /** A built site whose server bundle counts its renders and answers 404 for /weg. */
  function builtSite() {
    return renderedSite(`let n = 0;
export async function render(request) {
  n += 1;
  const url = new URL(request.url);
  return { kind: 'html', status: url.pathname === '/weg' ? 404 : 200,
    appHtml: '<main>render ' + n + ' of ' + url.pathname + url.search
      + '<form method="post"><input type="hidden" data-page-field="" name="csrf"/>'
      + '<input type="hidden" data-page-field="" name="onbekend"/></form></main>', headHtml: '<title>t</title>' };
}`);
  }

  /** Expects how the render cache answered (`cache`) and which render of the counting site was served. */
  function expectRender(
    page: { headers: Record<string, unknown>; body: string },
    cache: string,
    render: string,
  ) {
    expect(page.headers['x-render-cache']).toBe(cache);
    expect(page.body).toContain(render);
  }

  // Each test gets a site of its own, so its render count starts at 1.
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await suite.server.runtime.buildApp({ site: { brand: 'dementie', ...builtSite() } });
  });
  afterEach(async () => {
    await app.close();
  });

  it('renders a document page once: one HTML for every anonymous visitor, without a token, and their own on a personal page', async () => {
    const first = await app.inject({ method: 'GET', url: '/wat-is-dementie' });
    expectRender(first, 'miss', 'render 1 of /wat-is-dementie');
    const second = await getPage(app, '/wat-is-dementie', { cookie: 'dm_csrf=abc' });
    expectRender(second, 'hit', 'render 1 of /wat-is-dementie');
    // Decision 0104: the same bytes for both, no visitor's token in it and no cookie set, so a shared
    // cache may keep it; the marked field stays empty (the site asks the token call).
    expect(second.body).toBe(first.body);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(first.body).not.toContain('token-of-');
    expect(first.body).toContain('<input type="hidden" data-page-field="" name="csrf"/>');
    expect(first.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);

    // A personal page gets each visitor's own value after the cache, not the first visitor's; a field no
    // module knows stays empty.
    const login = await app.inject({ method: 'GET', url: '/login' });
    const loginAgain = await getPage(app, '/login', { cookie: 'dm_csrf=abc' });
    expectRender(loginAgain, 'hit', 'render 2 of /login');
    expect(login.body).toContain(
      '<input type="hidden" data-page-field="" name="csrf" value="token-of-new"/>',
    );
    expect(loginAgain.body).toContain(
      '<input type="hidden" data-page-field="" name="csrf" value="token-of-abc"/>',
    );
    expect(loginAgain.body).toContain('<input type="hidden" data-page-field="" name="onbekend"/>');

    // The cookie choice changes the page (banner or not): a visitor who chose gets a page of their own.
    const chosen = await getPage(app, '/wat-is-dementie', {
      cookie: 'dm_csrf=abc; dm_cookie_consent=v1.s0.m0',
    });
    expectRender(chosen, 'miss', 'render 3 of /wat-is-dementie');

    // Another address (a query too) is another page.
    const other = await app.inject({ method: 'GET', url: '/wat-is-dementie?page=2' });
    expect(other.body).toContain('render 4 of /wat-is-dementie?page=2');
  });

  it('never serves a cached page to a visitor with a session or any other cookie, nor caches theirs', async () => {
    await app.inject({ method: 'GET', url: '/nieuws' });
    const signedIn = await getPage(app, '/nieuws', { cookie: 'dm_session=s1' });
    expectRender(signedIn, 'bypass', 'render 2 of /nieuws');
    const anonymous = await app.inject({ method: 'GET', url: '/nieuws' });
    expect(anonymous.body).toContain('render 1 of /nieuws');
  });

  it('does not keep not-found answers, and forgets pages when content changes or after a minute', async () => {
    await app.inject({ method: 'GET', url: '/weg' });
    const missing = await app.inject({ method: 'GET', url: '/weg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('render 2 of /weg');

    await app.inject({ method: 'GET', url: '/trainingen' });
    await suite.server.runtime.context.events.emit('document.saved', {
      targetKind: 'activity',
      targetId: 1,
      field: 'document',
    });
    const afterSave = await app.inject({ method: 'GET', url: '/trainingen' });
    expectRender(afterSave, 'miss', 'render 4 of /trainingen');

    suite.server.clock.advance(59_000);
    expect((await app.inject({ method: 'GET', url: '/trainingen' })).headers['x-render-cache']).toBe('hit');
    suite.server.clock.advance(2_000);
    const expired = await app.inject({ method: 'GET', url: '/trainingen' });
    expectRender(expired, 'miss', 'render 5 of /trainingen');
  });
});

describe('documents with islands (decision 0067)', () => {
  const suite = useTestServer(testBackends()[0]!, { modules: [visitorModule] });

  /** The built shell holds both page scripts; the server keeps the one the render asks for. */
  const shell = `<!doctype html><html><head><title>t</title></head><body><div id="root"></div>
  <script type="module" data-page-script="app">import('/assets/index.js')</script>
  <script type="module" data-page-script="islands" src="/assets/islands.js"></script>
  <script type="module" data-page-script="player" src="/assets/player.js"></script>
  </body></html>`;
  /**
   * A server bundle that says which script a page needs: the login screen is an app page, a training
   * the player page (decision 0073).
   */
  const entry = `export async function render(request, fetch, options) {
  const url = new URL(request.url);
  const app = !options.islands || url.pathname === '/login';
  const player = url.pathname.startsWith('/trainingen/');
  return { kind: 'html', status: 200, appHtml: '<main>' + url.pathname + ' islands=' + options.islands + '</main>',
    headHtml: '<title>t</title>', script: app ? 'app' : player ? 'player' : 'islands' };
}`;

  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function page(url: string, site: { islands?: boolean; render?: boolean }) {
    app = await suite.server.runtime.buildApp({
      site: {
        brand: 'dementie',
        ...(site.render === false ? { root: siteFolder(shell) } : renderedSite(entry, shell)),
        ...(site.islands ? { islands: true } : {}),
      },
    });
    const response = await getPage(app, url);
    await app.close();
    app = undefined;
    return response.body;
  }

  it('gives a content page only the islands loader, and an app page only the app, when islands are served', async () => {
    const content = await page('/wat-is-dementie', { islands: true });
    expect(content).toContain('/wat-is-dementie islands=true');
    expect(content).toContain('src="/assets/islands.js"');
    expect(content).not.toContain("import('/assets/index.js')");
    const login = await page('/login', { islands: true });
    expect(login).toContain("import('/assets/index.js')");
    expect(login).not.toContain('islands.js');
    expect(login).not.toContain('player.js');
  });

  it("gives the player page only the player page's script (decision 0073)", async () => {
    const training = await page('/trainingen/3', { islands: true });
    expect(training).toContain('src="/assets/player.js"');
    expect(training).not.toContain('islands.js');
    expect(training).not.toContain("import('/assets/index.js')");
    const content = await page('/wat-is-dementie', { islands: true });
    expect(content).not.toContain('player.js');
  });

  it('gives every page the app when islands are not served, or when there is no server render', async () => {
    for (const body of [
      await page('/wat-is-dementie', {}),
      await page('/wat-is-dementie', { render: false }),
    ]) {
      expect(body).toContain("import('/assets/index.js')");
      expect(body).not.toContain('islands.js');
      expect(body).not.toContain('player.js');
    }
  });
});
