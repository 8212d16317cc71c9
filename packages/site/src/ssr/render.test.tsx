// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../testing/fake-server';
import { brandRenderer, renderRequest } from './render';
import { brand, renderPage } from './test-support/render-page';

// A page rendered on the server: its status, head, scripts and cookie banner. Search, redirects, the
// head's tags and the server's answers instead of soft pages have files of their own (render-*.test.tsx).

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
});
