import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../test-support/backends';
import { getPage, renderedSite } from '../test-support/site';
import { useTestApp, useTestServer } from '../test-support/suite';
import { NON_PAGE_CSP, PERSONAL_CACHE_CONTROL, PERSONAL_ROUTES, SERVER_HTML_CSP } from './security-headers';
import { expectEveryAnswerHeaders, probeModule } from './security-headers-testing';

/**
 * A built site like the brands' (apps/<brand>/dist): a shell with the deferred-start inline script
 * and a stylesheet, a hashed asset, and a server bundle whose render carries the hydration-data
 * script with the nonce it is given, as @dementie/site's renderRequest does.
 */
function builtSite() {
  return renderedSite(
    `let n = 0;
export async function render(request, fetch, options) {
  n += 1;
  const nonce = options && options.nonce ? ' nonce="' + options.nonce + '"' : '';
  return { kind: 'html', status: 200, headHtml: '<title>t</title>',
    appHtml: '<main>render ' + n + '</main><script' + nonce + '>window.__staticRouterHydrationData = {}</script>' };
}`,
    '<!doctype html><html lang="nl"><head><title>shell</title><link rel="stylesheet" href="/assets/app.css"></head>' +
      '<body><div id="root"></div><script type="module">import("/assets/app.js")</script></body></html>',
    { 'assets/app.js': 'console.log(1)', 'assets/app.css': 'body{margin:0}' },
  );
}

/** The nonce of a page's policy header. */
function nonceOf(response: LightMyRequestResponse): string {
  const csp = String(response.headers['content-security-policy']);
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  return nonce as string;
}

/** The nonce attribute of every script tag of a page (undefined for a tag without one). */
function scriptNonces(html: string): (string | undefined)[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)].map(
    (match) => /\snonce="([^"]*)"/.exec(match[1] ?? '')?.[1],
  );
}

/** What every page's policy holds, whichever way it trusts its scripts. */
function expectStrictPolicy(csp: string) {
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("form-action 'self'");
  // Frames: this site and https hosts (editors' embeds; the video hosts among them), never http.
  expect(csp).toContain("frame-src 'self' https:;");
  // No HSTS on a plain-http site.
  expect(csp).not.toContain('upgrade-insecure-requests');
}

/** The hash sources of a policy's script-src, sorted. */
function scriptHashesOf(csp: string): string[] {
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  return [...scriptSrc.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1] as string).sort();
}

/** The text of each inline script of a page. */
function inlineScriptTexts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** A CSP hash source of a script's text, computed here as a browser does. */
function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

describe('security headers on a brand site (decision 0022)', () => {
  const suite = useTestApp(testBackends()[0]!, {
    modules: [probeModule],
    app: { site: { brand: 'dementie', ...builtSite() } },
  });

  it('gives a document page one strict policy for every anonymous visitor: the hashes of its scripts, no nonce', async () => {
    const first = await suite.app.inject({ method: 'GET', url: '/wat-is-dementie' });
    expect(first.statusCode).toBe(200);
    expectEveryAnswerHeaders(first);
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(first.headers['content-security-policy']);
    expectStrictPolicy(csp);
    // Decision 0104: one HTML for all, so no nonce; each inline script is trusted by its hash, exactly.
    expect(csp).not.toContain("'nonce-");
    expect(scriptNonces(first.body)).toEqual([undefined, undefined]);
    expect(first.body).not.toContain('csp-nonce-');
    expect(scriptHashesOf(csp)).toEqual(inlineScriptTexts(first.body).map(sha256Source).sort());
    expect(scriptHashesOf(csp)).toHaveLength(2);
    // A script that is not in the page is not trusted: the policy names no other hash.
    expect(csp).not.toContain(sha256Source('alert(1)'));

    const second = await getPage(suite.app, '/wat-is-dementie', { cookie: 'dm_csrf=abc' });
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(csp);
  });

  it("gives a visitor's own page a strict policy whose fresh nonce is on every inline script, also from the render cache", async () => {
    // A personal page, and any page of a visitor with a session: a nonce of each answer's own.
    for (const [url, cookie] of [
      ['/login', 'dm_csrf=abc'],
      ['/wat-is-dementie', 'dm_session=s1'],
    ] as const) {
      const first = await getPage(suite.app, url, { cookie });
      expect(first.statusCode).toBe(200);
      const csp = String(first.headers['content-security-policy']);
      expectStrictPolicy(csp);
      expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(csp).not.toContain("'sha256-");
      const nonce = nonceOf(first);
      expect(nonce.length).toBeGreaterThanOrEqual(22);
      // Two scripts: the shell's start script and the render's hydration data; both carry the nonce.
      expect(scriptNonces(first.body)).toEqual([nonce, nonce]);
      expect(first.body).not.toContain('csp-nonce-');
      const again = await getPage(suite.app, url, { cookie });
      expect(nonceOf(again)).not.toBe(nonce);
      expect(scriptNonces(again.body)).toEqual([nonceOf(again), nonceOf(again)]);
    }
  });

  it('revalidates a shared page with a 304 that carries its policy (the same HTML, the same hashes)', async () => {
    const first = await suite.app.inject({ method: 'GET', url: '/nieuws' });
    const second = await suite.app.inject({ method: 'GET', url: '/nieuws' });
    expect(second.headers.etag).toBe(first.headers.etag);
    const revisit = await getPage(suite.app, '/nieuws', { 'if-none-match': String(first.headers.etag) });
    expect(revisit.statusCode).toBe(304);
    expect(revisit.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(revisit.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no referrer from pages whose address holds a token', async () => {
    for (const url of [
      '/auto-activate?activationToken=abc&userEmail=a%40b.nl',
      '/change-email?activationToken=abc&userId=1',
      '/anonymize-user?activationToken=abc&userId=1',
      '/jouw-resultaat/3f2a9c',
      '/iets?token=abc',
    ]) {
      const page = await suite.app.inject({ method: 'GET', url });
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
    }
    for (const url of ['/jouw-resultaat?training=1', '/login', '/']) {
      const page = await suite.app.inject({ method: 'GET', url });
      expect(page.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('closes static files and API answers: nothing runs, nothing frames them', async () => {
    const asset = await suite.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expectEveryAnswerHeaders(asset);
    expect(asset.headers['content-security-policy']).toBe(NON_PAGE_CSP);
    expect(asset.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const api = await suite.app.inject({ method: 'GET', url: '/api/probe' });
    expect(api.json()).toEqual({ ok: true });
    expectEveryAnswerHeaders(api);
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

    const missing = await suite.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(NON_PAGE_CSP);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('HSTS only on https origins (decision 0022)', () => {
  const suite = useTestServer(testBackends()[0]!, {
    modules: [probeModule],
    config: {
      brandOrigins: {
        dementie: 'https://www.dementie.example',
        dementievriendelijk: 'https://www.dv.example',
        alzheimer: 'http://alzheimer.example',
      },
    },
  });

  it('sends HSTS and upgrades requests on an https brand, not on an http one', async () => {
    const secure = await suite.server.runtime.buildApp({ site: { brand: 'dementie', ...builtSite() } });
    const page = await secure.inject({ method: 'GET', url: '/' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const api = await secure.inject({ method: 'GET', url: '/api/probe' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
    await secure.close();

    // The configured origin of the site wins over the brand list.
    const explicit = await suite.server.runtime.buildApp({
      site: { brand: 'dementie', origin: 'http://127.0.0.1:4301', ...builtSite() },
    });
    expect(
      (await explicit.inject({ method: 'GET', url: '/' })).headers['strict-transport-security'],
    ).toBeUndefined();
    await explicit.close();

    const plain = await suite.server.runtime.buildApp({ site: { brand: 'alzheimer', ...builtSite() } });
    const plainPage = await plain.inject({ method: 'GET', url: '/' });
    expect(plainPage.headers['strict-transport-security']).toBeUndefined();
    expect(plainPage.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    await plain.close();

    // The API port: HSTS only when every brand is https (here one is not).
    const apiPort = await suite.server.runtime.buildApp();
    expect(
      (await apiPort.inject({ method: 'GET', url: '/api/probe' })).headers['strict-transport-security'],
    ).toBeUndefined();
    await apiPort.close();
  });
});

describe.each(testBackends())('personal answers are never stored, on $name (decision 0022)', (backend) => {
  const suite = useTestApp(backend);
  beforeAll(async () => {
    await suite.app.ready();
  });

  it('names only routes the server has', () => {
    for (const route of PERSONAL_ROUTES) {
      const [method, url] = route.split(' ') as [string, string];
      expect(suite.app.hasRoute({ method: method as 'GET', url }), route).toBe(true);
    }
  });

  it("answers a learner's and a person's calls with private, no-store, and public ones as before", async () => {
    const followed = await suite.app.inject({ method: 'GET', url: '/api/elearning/GetFollowedCourses' });
    expect(followed.statusCode).toBe(401);
    expect(followed.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);

    const start = await suite.app.inject({
      method: 'POST',
      url: '/api/elearning/StartRun',
      payload: { CourseId: 1 },
    });
    expect(start.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const activity = await suite.app.inject({
      method: 'GET',
      url: '/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=1',
    });
    expect(activity.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const complete = await suite.app.inject({ method: 'GET', url: '/api/elearning/CompleteCourse/1' });
    expect(complete.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const session = await suite.app.inject({ method: 'POST', url: '/api/v1/authentication/IsSessionValid' });
    expect(session.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const certificate = await suite.app.inject({
      method: 'GET',
      url: '/api/elearning/Certificate/CertificatePage/onbekend',
    });
    expect(certificate.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(certificate.headers['content-security-policy']).toBe(NON_PAGE_CSP);

    // A list every visitor gets the same keeps its own caching.
    const courses = await suite.app.inject({ method: 'GET', url: '/api/elearning/GetCourses' });
    expect(courses.statusCode).toBe(200);
    expect(courses.headers['cache-control']).not.toBe(PERSONAL_CACHE_CONTROL);
  });

  it('gives the HTML the server writes itself a policy without any script', async () => {
    const mailbox = await suite.app.inject({ method: 'GET', url: '/_dev/mailbox' });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.headers['content-security-policy']).toBe(SERVER_HTML_CSP);
    expect(mailbox.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });
});
