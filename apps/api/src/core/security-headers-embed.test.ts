import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../test-support/backends';
import { renderedSite } from '../test-support/site';
import { useTestApp } from '../test-support/suite';
import { NON_PAGE_CSP } from './security-headers';
import { expectEveryAnswerHeaders, probeModule } from './security-headers-testing';

/**
 * A built site whose render knows one training, 2, as @dementie/site's routes do: its player page and
 * its embed page answer 200, the embed page of any other id 404 (the routes' not-found page).
 */
function siteWithTraining() {
  return renderedSite(
    `export async function render(request) {
  const path = new URL(request.url).pathname;
  const missing = /^\\/embed\\/trainingen\\//.test(path) && path !== '/embed/trainingen/2';
  return { kind: 'html', status: missing ? 404 : 200, headHtml: '<title>t</title>',
    appHtml: '<main>' + (missing ? 'niet gevonden' : 'pagina ' + path) + '</main>', script: 'player' };
}`,
  );
}

/** The page policy of an answer with its nonce left out, to compare two answers' policies. */
function policyOf(response: LightMyRequestResponse): string {
  return String(response.headers['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce'");
}

/** The value of the hidden page field that names the origins which may frame the page, or null. */
function frameOriginsField(html: string): string | null {
  return /<input type="hidden" name="frame-origins" value="([^"]*)" \/>/.exec(html)?.[1] ?? null;
}

describe('the embed page may be framed by the configured partners, and only it (decision 0085)', () => {
  const partners = ['https://partner.example', 'http://localhost:4810'];
  const suite = useTestApp(testBackends()[0]!, {
    modules: [probeModule],
    config: { corsOrigins: partners },
    app: { site: { brand: 'dementie', ...siteWithTraining() } },
  });

  it("answers the embed page with frame-ancestors 'self' and the partners, the rest of its policy as any page's", async () => {
    const embed = await suite.app.inject({ method: 'GET', url: '/embed/trainingen/2' });
    expect(embed.statusCode).toBe(200);
    expect(embed.body).toContain('pagina /embed/trainingen/2');
    const csp = String(embed.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' https://partner.example http://localhost:4810");
    expect(embed.headers['x-frame-options']).toBeUndefined();
    // Everything else as on every page of a visitor's own: a fresh nonce, the same directives.
    const page = await suite.app.inject({ method: 'GET', url: '/login' });
    expect(policyOf(embed)).toBe(
      policyOf(page).replace(
        "frame-ancestors 'self'",
        "frame-ancestors 'self' https://partner.example http://localhost:4810",
      ),
    );
    expectEveryAnswerHeaders(embed);
    // The page learns whom it may send its messages to.
    expect(frameOriginsField(embed.body)).toBe('https://partner.example http://localhost:4810');
    // Also from the render cache, and with a query or a closing slash.
    for (const url of ['/embed/trainingen/2', '/embed/trainingen/2?x=1', '/EMBED/trainingen/2/']) {
      const again = await suite.app.inject({ method: 'GET', url });
      if (url === '/embed/trainingen/2') expect(again.headers['x-render-cache']).toBe('hit');
      expect(String(again.headers['content-security-policy']), url).toMatch(
        /frame-ancestors 'self' https:\/\/partner\.example http:\/\/localhost:4810(;|$)/,
      );
    }
  });

  it('answers an unknown training with 404, in a page the partner may still show in its frame', async () => {
    for (const url of ['/embed/trainingen/999', '/embed/trainingen/abc']) {
      const missing = await suite.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('niet gevonden');
      expect(String(missing.headers['content-security-policy'])).toContain(
        "frame-ancestors 'self' https://partner.example http://localhost:4810",
      );
    }
  });

  it("keeps every other answer's policy: pages framed by the site only, the rest by nobody", async () => {
    for (const url of [
      '/',
      '/trainingen/2',
      '/wat-is-dementie',
      '/embed',
      '/embed/trainingen',
      '/embed/trainingen/2/meer',
      '/iets/embed/trainingen/2',
    ]) {
      const page = await suite.app.inject({ method: 'GET', url });
      const csp = String(page.headers['content-security-policy']);
      expect(csp, url).toMatch(/frame-ancestors 'self'(;|$)/);
      expect(csp, url).not.toContain('partner.example');
      expect(frameOriginsField(page.body), url).toBeNull();
    }
    const api = await suite.app.inject({ method: 'GET', url: '/api/probe' });
    expect(api.headers['content-security-policy']).toBe(NON_PAGE_CSP);
    // An address of the API that looks like the page is no page.
    const file = await suite.app.inject({ method: 'GET', url: '/api/embed/trainingen/2' });
    expect(file.headers['content-security-policy']).toBe(NON_PAGE_CSP);
  });
});

describe('the embed page without partners (decision 0085)', () => {
  const suite = useTestApp(testBackends()[0]!, {
    modules: [probeModule],
    app: { site: { brand: 'dementie', ...siteWithTraining() } },
  });

  it('may be framed by the site itself only, as any page, and names no partner to the page', async () => {
    const embed = await suite.app.inject({ method: 'GET', url: '/embed/trainingen/2' });
    expect(embed.statusCode).toBe(200);
    expect(String(embed.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(frameOriginsField(embed.body)).toBe('');
    const page = await suite.app.inject({ method: 'GET', url: '/login' });
    expect(policyOf(embed)).toBe(policyOf(page));
    expect((await suite.app.inject({ method: 'GET', url: '/embed/trainingen/7' })).statusCode).toBe(404);
  });
});
