// @vitest-environment node
import { MAX_SEARCH_LENGTH, SEARCH_PAGE_SIZE } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { createFakeServer, searchAnswer } from '../testing/fake-server';
import { renderPage } from './test-support/render-page';

describe('server rendering', () => {
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
});
