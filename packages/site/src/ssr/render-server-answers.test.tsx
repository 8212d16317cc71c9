// @vitest-environment node
import { fixtures } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../testing/fake-server';
import { renderRequest } from './render';
import { brand, renderPage } from './test-support/render-page';

describe('server rendering', () => {
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
