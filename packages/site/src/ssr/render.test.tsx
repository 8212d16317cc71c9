// @vitest-environment node
import { fixtures } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand/brand-config';
import { createFakeServer } from '../testing/fake-server';
import { renderRequest } from './render';

const brand: BrandConfig = {
  id: 'alzheimer',
  name: 'Alzheimer Steunpunt',
  logoUrl: '/logo.svg',
  footerVariant: 'charity',
  socialLinks: [],
  qualityMarks: [],
};

describe('server rendering (issue 14)', () => {
  it('renders an overview with its cards, title and rel=next in the head, and hydration data', async () => {
    const server = createFakeServer();
    const result = await renderRequest({
      brand,
      request: new Request('http://site.test/nieuws'),
      fetch: server.fetch,
    });
    if (result.kind !== 'html') throw new Error('expected html');
    expect(result.status).toBe(200);
    expect(result.appHtml).toContain('Nieuwe training voor winkelpersoneel');
    expect(result.appHtml).toContain('__staticRouterHydrationData');
    expect(result.appHtml.startsWith('<link')).toBe(false);
    expect(result.headHtml).toContain('<title>Nieuws | Alzheimer Steunpunt</title>');
    expect(result.headHtml).toContain('<link rel="next" href="/nieuws?page=2"/>');
  });

  it('answers a missing page with status 404 and the not-found page', async () => {
    const result = await renderRequest({
      brand,
      request: new Request('http://site.test/bestaat-niet'),
      fetch: createFakeServer().fetch,
    });
    if (result.kind !== 'html') throw new Error('expected html');
    expect(result.status).toBe(404);
    expect(result.appHtml).toContain('Oeps, deze pagina bestaat niet (meer)');
  });

  it('answers a redirected path with the redirect before any page is rendered', async () => {
    const server = createFakeServer({
      'GET /api/v1/redirect/from': () => ({ body: fixtures.redirectFrom.response }),
    });
    const result = await renderRequest({
      brand,
      request: new Request('http://site.test/oude-pagina'),
      fetch: server.fetch,
    });
    expect(result).toEqual({ kind: 'redirect', status: 302, location: '/wat-is-dementie' });
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
    async function head(url: string, overrides: Parameters<typeof createFakeServer>[0] = {}) {
      const result = await renderRequest({
        brand,
        request: new Request(url),
        fetch: createFakeServer(overrides).fetch,
      });
      if (result.kind !== 'html') throw new Error('expected html');
      return result;
    }
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

    it('a certificate the server does not know answers 404 with the not-found page', async () => {
      const result = await renderRequest({
        brand,
        request: new Request('http://site.test/jouw-resultaat/00000000-0000-4000-8000-000000000000'),
        fetch: createFakeServer().fetch,
      });
      if (result.kind !== 'html') throw new Error('expected html');
      expect(result.status).toBe(404);
      expect(result.appHtml).toContain('Oeps, deze pagina bestaat niet (meer)');
      expect(meta(result.headHtml, 'robots')).toBe('noindex');
    });
  });
});
