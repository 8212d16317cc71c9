// @vitest-environment node
import { fixtures } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../testing/fake-server';
import { renderPage } from './test-support/render-page';

describe('server rendering', () => {
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
});
