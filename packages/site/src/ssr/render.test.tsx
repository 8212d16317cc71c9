// @vitest-environment node
import { fixtures, MAX_SEARCH_LENGTH, SEARCH_PAGE_SIZE } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { createFakeServer, searchAnswer } from '../testing/fake-server';
import { testBrand } from '../testing/test-brand';
import { brandRenderer, renderRequest } from './render';

const brand = testBrand({ id: 'alzheimer', name: 'Alzheimer Steunpunt' });

/** Renders an address of the test site on the server and expects a page, not a redirect. */
async function renderPage(url: string, server = createFakeServer(), nonce?: string) {
  const result = await renderRequest({
    brand,
    request: new Request(url),
    fetch: server.fetch,
    ...(nonce ? { nonce } : {}),
  });
  if (result.kind !== 'html') throw new Error(`expected html, got a redirect to ${result.location}`);
  return result;
}

describe('server rendering', () => {
  it('renders an overview with its cards, title and rel=next in the head, and hydration data', async () => {
    const result = await renderPage('http://site.test/nieuws');
    expect(result.status).toBe(200);
    expect(result.appHtml).toContain('Nieuwe training voor winkelpersoneel');
    expect(result.appHtml).toContain('__staticRouterHydrationData');
    expect(result.appHtml.startsWith('<link')).toBe(false);
    expect(result.headHtml).toContain('<title>Nieuws | Alzheimer Steunpunt</title>');
    expect(result.headHtml).toContain('<link rel="next" href="/nieuws?page=2"/>');
  });

  it('puts the nonce it is given on every script of the render (the server Content-Security-Policy)', async () => {
    const result = await renderPage('http://site.test/nieuws', createFakeServer(), 'csp-nonce-test');
    const scripts = [...result.appHtml.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain('nonce="csp-nonce-test"');
  });

  it("a brand app's renderer hands its nonce on, and renders scripts without one when given none", async () => {
    const render = brandRenderer(brand);
    const request = () => new Request('http://site.test/nieuws');
    const nonced = await render(request(), createFakeServer().fetch, { nonce: 'csp-nonce-test' });
    const plain = await render(request(), createFakeServer().fetch);
    if (nonced.kind !== 'html' || plain.kind !== 'html') throw new Error('expected html');
    expect(nonced.appHtml).toContain('nonce="csp-nonce-test"');
    expect(plain.appHtml).toContain('<script');
    expect(plain.appHtml).not.toContain('nonce=');
  });

  it('answers a missing page with status 404 and the not-found page', async () => {
    const result = await renderPage('http://site.test/bestaat-niet');
    expect(result.status).toBe(404);
    expect(result.appHtml).toContain('Oeps, deze pagina bestaat niet (meer)');
  });

  describe('search results (spec 2 §2.7), paged as the overviews', () => {
    /** Ten hits of page `page` (from 1) of a search with `total` hits, as the server answers. */
    const hitsOf = (page: number, total: number) =>
      Array.from({ length: Math.min(SEARCH_PAGE_SIZE, total - (page - 1) * SEARCH_PAGE_SIZE) }, (_, i) => {
        const n = (page - 1) * SEARCH_PAGE_SIZE + i + 1;
        return {
          Id: `node:${n}`,
          Title: `Treffer ${n}`,
          DocType: 'News',
          Data: { Path: `/nieuws/treffer-${n}` },
        };
      });
    /** A search server with `total` hits for every query, paged as the reference server pages them. */
    const searchServer = (total: number) =>
      createFakeServer({
        'GET /api/v1/Search': (call) => {
          const page = Number(call.query.get('page') ?? 0) + 1;
          if (page > 1 && (page - 1) * SEARCH_PAGE_SIZE >= total)
            return { status: 404, body: { error: 'not found' } };
          return searchAnswer(hitsOf(page, total), total);
        },
      });

    it('shows the true number of hits and the page asked for, with page links that work without scripts', async () => {
      const server = searchServer(93);
      const result = await renderPage('http://site.test/zoeken?zoekterm=dementie&pijler=alle&page=2', server);
      expect(result.status).toBe(200);
      expect(server.calls.find((c) => c.path === '/api/v1/Search')?.query.get('page')).toBe('1');
      expect(result.appHtml).toContain('93 resultaten voor &quot;dementie&quot;');
      expect(result.appHtml).toContain('Treffer 11');
      expect(result.appHtml).toContain('Treffer 20');
      expect(result.appHtml).not.toContain('Treffer 21<');
      expect(result.appHtml).toContain('Pagina 2 van 10');
      // Plain links with the overviews' `?page=`: the first page without it, the term and filter kept.
      const address = (page?: number) =>
        `/zoeken?zoekterm=dementie&amp;pijler=alle${page ? `&amp;page=${page}` : ''}`;
      for (const page of [undefined, 3, 10]) expect(result.appHtml).toContain(`href="${address(page)}"`);
      expect(result.headHtml).toContain(`<link rel="prev" href="${address()}"/>`);
      expect(result.headHtml).toContain(`<link rel="next" href="${address(3)}"/>`);
      expect(result.headHtml).toContain('<title>Zoeken: dementie - Pagina 2 | Alzheimer Steunpunt</title>');
    });

    it('shows no page links when all hits fit on one page', async () => {
      const result = await renderPage('http://site.test/zoeken?zoekterm=dementie', searchServer(7));
      expect(result.appHtml).toContain('7 resultaten voor');
      expect(result.appHtml).not.toContain('Paginanummers');
    });

    it('answers a page past the last one with 404 and the not-found page, as an overview does', async () => {
      const result = await renderPage('http://site.test/zoeken?zoekterm=dementie&page=11', searchServer(93));
      expect(result.status).toBe(404);
      expect(result.appHtml).toContain('Oeps, deze pagina bestaat niet (meer)');
    });

    it(`says a term of more than ${MAX_SEARCH_LENGTH} characters is too long (status 400), without searching`, async () => {
      const server = searchServer(93);
      const term = 'geheugen '.repeat(250);
      const result = await renderPage(`http://site.test/zoeken?zoekterm=${encodeURIComponent(term)}`, server);
      expect(result.status).toBe(400);
      expect(result.appHtml).toContain(
        `Je zoekterm is te lang. Gebruik niet meer dan ${MAX_SEARCH_LENGTH} tekens.`,
      );
      expect(result.appHtml).not.toContain('Het zoeken is niet gelukt');
      expect(server.calls.some((c) => c.path.startsWith('/api/v1/Search'))).toBe(false);
      // The field takes no more than the server, holds as much of the term as may be searched, and
      // points to the message.
      const field = /<input[^>]*name="zoekterm"[^>]*>/.exec(result.appHtml)?.[0] ?? '';
      expect(field).toContain(`maxLength="${MAX_SEARCH_LENGTH}"`);
      expect(field).toContain('aria-invalid="true"');
      expect(field).toContain('aria-describedby="site-search-problem"');
      expect(/value="([^"]*)"/.exec(field)?.[1]).toBe(term.slice(0, MAX_SEARCH_LENGTH).trim());
      expect(result.headHtml).toContain('<title>Zoeken | Alzheimer Steunpunt</title>');
    });
  });

  /** Renders `address` on a server whose redirect lookup answers `redirect` for every path. */
  const redirected = (address: string, redirect: object) =>
    renderRequest({
      brand,
      request: new Request(`http://site.test${address}`),
      fetch: createFakeServer({ 'GET /api/v1/redirect/from': () => ({ body: redirect }) }).fetch,
    });

  it('answers a redirected path with the redirect before any page is rendered, moved for good by default', async () => {
    expect(await redirected('/oude-pagina', fixtures.redirectFrom.response)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/wat-is-dementie',
    });
  });

  it('answers a redirect with the status it has in the content', async () => {
    for (const status of [301, 302, 307, 308]) {
      const result = await redirected('/oude-pagina', {
        From: '/oude-pagina',
        To: '/nieuws',
        StatusCode: status,
      });
      expect(result, String(status)).toEqual({ kind: 'redirect', status, location: '/nieuws' });
    }
  });

  it("keeps the address's query on a redirect; a parameter the target sets itself keeps the target's value", async () => {
    expect(await redirected('/training?x=1', { From: '/training', To: '/trainingen' })).toMatchObject({
      location: '/trainingen?x=1',
    });
    const own = { From: '/training', To: '/trainingen?bron=oud#aanbod' };
    expect(await redirected('/training?bron=mail&x=1&x=2', own)).toMatchObject({
      location: '/trainingen?bron=oud&x=1&x=2#aanbod',
    });
    expect(await redirected('/training', own)).toMatchObject({ location: '/trainingen?bron=oud#aanbod' });
    const away = { From: '/doneren', To: 'https://elders.example/doneren', StatusCode: 302 };
    expect(await redirected('/doneren?utm_source=brief', away)).toEqual({
      kind: 'redirect',
      status: 302,
      location: 'https://elders.example/doneren?utm_source=brief',
    });
  });

  it("renders the cookie banner for a first visit, and not once the visitor's choice is in the cookie", async () => {
    const render = (cookie?: string) =>
      renderRequest({
        brand,
        request: new Request('http://site.test/nieuws', cookie ? { headers: { cookie } } : {}),
        fetch: createFakeServer().fetch,
      });
    const first = await render();
    if (first.kind !== 'html') throw new Error('expected html');
    expect(first.appHtml).toContain('Cookies op deze website');
    const decided = await render('other=1; dm_cookie_consent=v1.s0.m0');
    if (decided.kind !== 'html') throw new Error('expected html');
    expect(decided.appHtml).not.toContain('Cookies op deze website');
  });

  describe('head tags for search engines and share cards', () => {
    const head = (url: string, overrides: Parameters<typeof createFakeServer>[0] = {}) =>
      renderPage(url, createFakeServer(overrides));
    const meta = (html: string, key: string) =>
      new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

    it('a content page has its description, a canonical address without query, and Open Graph tags', async () => {
      const { headHtml } = await head('http://site.test/wat-is-dementie?utm_source=nieuwsbrief', {
        'GET /api/drupal/*': () => ({ body: fixtures.page.response }),
      });
      expect(headHtml).toContain('<link rel="canonical" href="http://site.test/wat-is-dementie" />');
      expect(meta(headHtml, 'description')).toBe('Uitleg in gewone woorden.');
      expect(meta(headHtml, 'og:url')).toBe('http://site.test/wat-is-dementie');
      expect(meta(headHtml, 'og:site_name')).toBe('Alzheimer Steunpunt');
      expect(meta(headHtml, 'og:locale')).toBe('nl_NL');
      expect(meta(headHtml, 'og:description')).toBe('Uitleg in gewone woorden.');
      expect(meta(headHtml, 'robots')).toBeUndefined();
    });

    it('a page without a description of its own gets the brand description', async () => {
      const { headHtml } = await head('http://site.test/');
      expect(meta(headHtml, 'description')).toBe(
        'Informatie, ervaringen en nieuws voor iedereen die met dementie te maken heeft. Alzheimer Steunpunt helpt je verder.',
      );
      expect(headHtml).toContain('<link rel="canonical" href="http://site.test/" />');
    });

    it('page 2 of an overview is its own canonical page, with prev and next in the head', async () => {
      const { headHtml } = await head('http://site.test/nieuws?page=2');
      expect(headHtml).toContain('<link rel="canonical" href="http://site.test/nieuws?page=2" />');
      expect(headHtml).toContain('<link rel="prev" href="/nieuws"/>');
      expect(meta(headHtml, 'description')).toBeTruthy();
    });

    it("the start of a training has the training's name as title, in the server's HTML", async () => {
      const { headHtml } = await head('http://site.test/trainingen/4');
      expect(headHtml).toContain('<title>Omgaan met verwarring | Alzheimer Steunpunt</title>');
      expect(meta(headHtml, 'og:title')).toBe('Omgaan met verwarring');
    });

    it("a page its editors keep out of search engines says so in the server's head", async () => {
      const { headHtml } = await head('http://site.test/verborgen-pagina', {
        'GET /api/drupal/*': () => ({
          body: {
            ...fixtures.page.response,
            metatag: { ...fixtures.page.response.metatag, robots: 'noindex, follow' },
          },
        }),
      });
      expect(meta(headHtml, 'robots')).toBe('noindex, follow');
      expect(headHtml).not.toContain('rel="canonical"');
    });

    it('search results stay out of search engines', async () => {
      const { headHtml } = await head('http://site.test/zoeken?zoekterm=dementie');
      expect(meta(headHtml, 'robots')).toBe('noindex, follow');
      expect(headHtml).not.toContain('rel="canonical"');
    });

    it('a missing page has no canonical address and is not indexed', async () => {
      const { headHtml, status } = await head('http://site.test/bestaat-niet');
      expect(status).toBe(404);
      expect(headHtml).not.toContain('rel="canonical"');
      expect(meta(headHtml, 'og:url')).toBeUndefined();
      expect(meta(headHtml, 'robots')).toBe('noindex');
    });

    it("a certificate's share card shows its share image and name, and is not indexed", async () => {
      const id = fixtures.certificatePage.request.params.id;
      const { headHtml } = await head(`http://site.test/jouw-resultaat/${id}`, {
        [`GET /api/elearning/Certificate/CertificatePage/${id}`]: () => ({
          body: fixtures.certificatePage.response,
        }),
      });
      expect(headHtml).toContain('<title>Certificaat van Sanne de Vries | Alzheimer Steunpunt</title>');
      expect(meta(headHtml, 'og:image')).toBe(
        `http://site.test/api/elearning/Certificate/ShareImage/${id}.png`,
      );
      expect(meta(headHtml, 'og:image:width')).toBe('1200');
      expect(meta(headHtml, 'og:image:height')).toBe('630');
      expect(meta(headHtml, 'og:image:alt')).toBe(
        'Certificaat van Sanne de Vries voor de training Dementie herkennen in de winkel',
      );
      expect(meta(headHtml, 'twitter:card')).toBe('summary_large_image');
      expect(meta(headHtml, 'robots')).toBe('noindex, follow');
    });

    it("an erased certificate's share card names the training, never an empty name", async () => {
      const id = fixtures.certificatePage.request.params.id;
      const response = fixtures.certificatePage.response;
      const { headHtml } = await head(`http://site.test/jouw-resultaat/${id}`, {
        [`GET /api/elearning/Certificate/CertificatePage/${id}`]: () => ({
          body: { ...response, CertificateContent: { ...response.CertificateContent, Name: '' } },
        }),
      });
      expect(headHtml).toContain(
        '<title>Certificaat voor de training Dementie herkennen in de winkel | Alzheimer Steunpunt</title>',
      );
      expect(meta(headHtml, 'og:image:alt')).toBe(
        'Certificaat zonder naam voor de training Dementie herkennen in de winkel',
      );
      expect(headHtml).not.toContain('Certificaat van ');
    });

    it('a certificate the server does not know answers 404 with the not-found page', async () => {
      const result = await renderPage('http://site.test/jouw-resultaat/00000000-0000-4000-8000-000000000000');
      expect(result.status).toBe(404);
      expect(result.appHtml).toContain('Oeps, deze pagina bestaat niet (meer)');
      expect(meta(result.headHtml, 'robots')).toBe('noindex');
    });
  });

  describe('server answers instead of soft pages (decision 0034)', () => {
    const signedIn = {
      'POST /api/v1/authentication/IsSessionValid': () => ({ body: fixtures.isSessionValid.response }),
    };
    async function answer(url: string, overrides: Parameters<typeof createFakeServer>[0] = {}) {
      const server = createFakeServer(overrides);
      const result = await renderRequest({ brand, request: new Request(url), fetch: server.fetch });
      return { result, server };
    }
    async function page(url: string, overrides: Parameters<typeof createFakeServer>[0] = {}) {
      const server = createFakeServer(overrides);
      return { ...(await renderPage(url, server)), server };
    }
    const title = (headHtml: string) => /<title>([^<]*)<\/title>/.exec(headHtml)?.[1];

    it('my trainings: a guest is redirected to the trainings overview by the server', async () => {
      const { result } = await answer('http://site.test/mijn-trainingen');
      expect(result).toEqual({ kind: 'redirect', status: 302, location: '/trainingen' });
    });

    it('my trainings: a signed-in visitor gets the page with its title', async () => {
      const { status, headHtml } = await page('http://site.test/mijn-trainingen', signedIn);
      expect(status).toBe(200);
      expect(title(headHtml)).toBe('Mijn trainingen | Alzheimer Steunpunt');
    });

    it('my trainings: without an answer about the session the page is rendered and the browser decides', async () => {
      const { status } = await page('http://site.test/mijn-trainingen', {
        'POST /api/v1/authentication/IsSessionValid': () => ({ status: 503 }),
      });
      expect(status).toBe(200);
    });

    it('logout: opening the page never logs out; it offers a form that posts with the anti-forgery field', async () => {
      const { status, headHtml, appHtml, server } = await page(
        'http://site.test/logout?redirect=/trainingen',
        signedIn,
      );
      expect(status).toBe(200);
      expect(title(headHtml)).toBe('Uitloggen | Alzheimer Steunpunt');
      expect(server.calls.some((c) => c.path === '/api/v1/authentication/logout')).toBe(false);
      const form =
        /<form class="au-actions" action="\/logout" method="post">([\s\S]*?)<\/form>/.exec(appHtml)?.[1] ??
        '';
      // The server fills the marked field with the visitor's token after the render (apps/api).
      expect(form).toContain('<input type="hidden" data-page-field="" name="csrf"/>');
      expect(form).toContain('<input type="hidden" name="redirect" value="/trainingen"/>');
      expect(form).toMatch(/<button type="submit"[^>]*>Uitloggen<\/button>/);
      expect(appHtml).toContain('Wil je uitloggen?');
    });

    it('logout: a guest goes straight on to the redirect, a path of this site only', async () => {
      expect((await answer('http://site.test/logout')).result).toEqual({
        kind: 'redirect',
        status: 302,
        location: '/',
      });
      expect((await answer('http://site.test/logout?redirect=/nieuws')).result).toMatchObject({
        location: '/nieuws',
      });
      expect((await answer('http://site.test/logout?redirect=//elders.example/x')).result).toMatchObject({
        location: '/',
      });
    });

    it.each([
      ['/auto-activate?activationToken=t&userEmail=a%40b.nl', 'Inloggen'],
      ['/change-email?activationToken=t&userId=u', 'E-mailadres wijzigen'],
      ['/anonymize-user?activationToken=t&userId=u', 'Account verwijderen'],
      ['/jouw-resultaat', 'Jouw resultaat'],
    ])('%s has a title in the server head', async (path, expected) => {
      const { headHtml } = await page(`http://site.test${path}`);
      expect(title(headHtml)).toBe(`${expected} | Alzheimer Steunpunt`);
    });

    it.each(['/trainingen/999', '/trainingen/abc'])(
      '%s: a training that does not exist answers 404 with the not-found page',
      async (path) => {
        const { status, appHtml } = await page(`http://site.test${path}`);
        expect(status).toBe(404);
        expect(appHtml).toContain('Oeps, deze pagina bestaat niet (meer)');
        expect(appHtml).not.toContain('De training kon niet worden geladen');
      },
    );

    it('a training this brand does not list but the server knows is played, not missing', async () => {
      const { status } = await page('http://site.test/trainingen/77', {
        'GET /api/elearning/Course/SummaryPage': () => ({ body: fixtures.summaryPage.response }),
      });
      expect(status).toBe(200);
    });

    /** An overview of three pages, answering 404 past the last as the reference server does. */
    const threePages = (response: unknown) => (call: { query: URLSearchParams }) =>
      Number(call.query.get('page') ?? 0) >= 3
        ? { status: 404, body: { error: 'not found', reason: 'page 8 of 3' } }
        : { body: response };

    it.each([
      ['/nieuws?page=9', 'GET /api/drupal/news-overview', fixtures.newsOverview.response],
      [
        '/organisaties?page=9',
        'GET /api/drupal/organizatie-overview',
        fixtures.organisationOverview.response,
      ],
      ['/ervaringen?page=9', 'GET /api/drupal/ervaringsverhalen-overview', fixtures.storyOverview.response],
    ])('%s: a page past the end answers 404 with the not-found page', async (path, call, response) => {
      const { status, appHtml } = await page(`http://site.test${path}`, { [call]: threePages(response) });
      expect(status).toBe(404);
      expect(appHtml).toContain('Oeps, deze pagina bestaat niet (meer)');
      expect(appHtml).not.toContain('De lijst kon niet worden geladen');
    });

    it("an overview the API cannot give now answers 503 with the list's message, not a 200", async () => {
      const { status, appHtml } = await page('http://site.test/nieuws', {
        'GET /api/drupal/news-overview': () => ({ status: 500, body: { error: 'internal error' } }),
      });
      expect(status).toBe(503);
      expect(appHtml).toContain('De lijst kon niet worden geladen');
    });

    it('the trainings overview the API cannot give now answers 503 with its message', async () => {
      const { status } = await page('http://site.test/trainingen', {
        'GET /api/elearning/GetCourses': () => ({ status: 500, body: { error: 'internal error' } }),
      });
      expect(status).toBe(503);
    });

    it('a later page that comes back empty is past the end too', async () => {
      const { status } = await page('http://site.test/nieuws?page=4', {
        'GET /api/drupal/news-overview': () => ({
          body: { ...fixtures.newsOverview.response, items: [] },
        }),
      });
      expect(status).toBe(404);
    });

    it.each(['abc', '-1', '0', '2.5'])(
      '?page=%s is no page number: the first page, named without ?page=',
      async (raw) => {
        const { status, headHtml, server } = await page(`http://site.test/nieuws?page=${raw}`);
        expect(status).toBe(200);
        expect(headHtml).toContain('<link rel="canonical" href="http://site.test/nieuws" />');
        expect(server.calls.find((c) => c.path === '/api/drupal/news-overview')?.query.get('page')).toBe('0');
      },
    );

    describe("the editor's pages (decision 0013)", () => {
      const editor = {
        'POST /api/v1/authentication/IsSessionValid': () => ({
          body: {
            ...fixtures.isSessionValid.response,
            user: { ...fixtures.isSessionValid.response.user, IsEditor: true },
          },
        }),
      };

      it('a guest is sent to the login page, which brings them back', async () => {
        const { result } = await answer('http://site.test/redactie');
        expect(result).toEqual({
          kind: 'redirect',
          status: 302,
          location: '/login?redirectPath=%2Fredactie',
        });
      });

      it('a signed-in visitor without the role gets 403 with words for them, not the logged-out heading', async () => {
        const { status, appHtml } = await page('http://site.test/redactie/afbeeldingen', signedIn);
        expect(status).toBe(403);
        expect(appHtml).toContain('Deze pagina is alleen voor redacteuren');
        expect(appHtml).not.toContain('alleen voor mensen die zijn ingelogd');
      });

      it('an editor gets the trainings, each with its link into admin mode', async () => {
        const { status, appHtml, headHtml } = await page('http://site.test/redactie', editor);
        expect(status).toBe(200);
        expect(title(headHtml)).toBe('Trainingen bewerken | Alzheimer Steunpunt');
        const course = fixtures.getCourses.response[0];
        expect(appHtml).toContain(`href="/trainingen/${course.Id}?admin=1"`);
        expect(appHtml).toContain(`${course.Name} bewerken`);
      });

      it('a preview says whether it is the live revision; a visitor without the role is told so', async () => {
        const node = fixtures.homepage.response[0];
        const preview = (live: boolean) => ({
          ...editor,
          'GET /api/drupal/api/preview/node/1/2': () => ({ body: { ...node, preview_live: live } }),
        });
        expect((await page('http://site.test/preview/node/1/2', preview(true))).appHtml).toContain(
          'Dit is een voorbeeld van de versie die nu online staat.',
        );
        expect((await page('http://site.test/preview/node/1/2', preview(false))).appHtml).toContain(
          'nog niet (of niet meer) online',
        );
        const refused = await page('http://site.test/preview/node/1/2', {
          ...signedIn,
          'GET /api/drupal/api/preview/node/1/2': () => ({ status: 403, body: { error: 'forbidden' } }),
        });
        expect(refused.status).toBe(403);
        expect(refused.appHtml).toContain('Deze pagina is alleen voor redacteuren');
      });
    });

    it('an unknown preview answers 404 with the not-found page', async () => {
      const { status, appHtml } = await page('http://site.test/preview/node/999/1');
      expect(status).toBe(404);
      expect(appHtml).toContain('Oeps, deze pagina bestaat niet (meer)');
    });
  });
});
