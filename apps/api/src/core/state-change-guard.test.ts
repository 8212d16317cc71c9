// Every state-changing route meets the same two rules (core/state-change-guard.ts): another site's
// request is refused, and only the body type the route reads is taken. The routes are not listed by
// hand: every route the server registers is walked, so a route added later is checked too.
import { ANTI_FORGERY_HEADER, LEARNER_TOKEN_HEADER } from '@dementie/api-client';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeSiteRoot, signUpEditor, type Visitor } from '../modules/auth/test-helpers';
import { testBackends } from '../test-support/backends';
import { useTestApp } from '../test-support/suite';
import { type RegisteredRoute, registeredRoutes } from './runtime';
import { CROSS_SITE_REASON, type RequestBodyKind } from './state-change-guard';

const PARTNER = 'https://partner.example';

/** A body of the kind a route reads, so only the rule under test can refuse it. */
const bodies: Readonly<Record<RequestBodyKind, { type: string; payload: string }>> = {
  json: { type: 'application/json', payload: '{}' },
  form: { type: 'application/x-www-form-urlencoded', payload: 'a=1' },
  bytes: { type: 'image/png', payload: 'not a picture' },
};

/** A concrete address of a route pattern. */
function urlOf(route: RegisteredRoute): string {
  return route.url.replace(/:[A-Za-z0-9_]+|\*/g, 'x');
}

/**
 * Whether the guard refused a request as another site's: 403 with the reason, or for the /logout form
 * its page again, saying it went wrong (without reading the forged form's fields).
 */
function refusedAsCrossSite(response: LightMyRequestResponse): boolean {
  if (response.statusCode === 303) return response.headers.location === '/logout?fout=1';
  return response.statusCode === 403 && response.body.includes(CROSS_SITE_REASON);
}

function label(route: RegisteredRoute): string {
  return `${route.method} ${route.url}`;
}

describe.each(testBackends())('the state-change guard on $name', (backend) => {
  const suite = useTestApp(backend, {
    config: { corsOrigins: [PARTNER] },
    app: { site: { brand: 'dementie', root: fakeSiteRoot() } },
  });
  let guarded: (RegisteredRoute & { rule: { guarded: true; body: RequestBodyKind } })[] = [];
  let editor: Visitor;

  beforeAll(async () => {
    await suite.app.ready();
    guarded = registeredRoutes(suite.app).filter(
      (route): route is (typeof guarded)[number] => route.rule.guarded,
    );
    // An editor with a page's anti-forgery token: the most a forged request could carry along.
    editor = await signUpEditor(suite.app, suite.db, `guard-${backend.name}@example.nl`);
  });

  function send(
    route: RegisteredRoute,
    headers: Record<string, string>,
    body: { type: string; payload: string } | undefined,
  ): Promise<LightMyRequestResponse> {
    return suite.app.inject({
      method: route.method as 'POST' | 'PUT' | 'DELETE',
      url: urlOf(route),
      remoteAddress: editor.ip,
      cookies: Object.fromEntries(editor.cookies),
      headers: {
        [ANTI_FORGERY_HEADER]: editor.csrf,
        ...(body ? { 'content-type': body.type } : {}),
        ...headers,
      },
      ...(body ? { payload: body.payload } : {}),
    });
  }

  it('guards every route whose method may change state, and only those', () => {
    const routes = registeredRoutes(suite.app);
    const unguarded = routes.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
    expect(unguarded.filter((route) => !route.rule.guarded).map(label)).toEqual([]);
    expect(routes.filter((route) => route.rule.guarded).length).toBe(unguarded.length);
    // The walk below covers the editor's calls, the learner's and the forms.
    expect(guarded.map(label)).toEqual(
      expect.arrayContaining([
        'DELETE /blobstorage/pictures/:name',
        'POST /blobstorage/pictures/:name/variants',
        'PUT /blobstorage/pictures/:name',
        'PUT /api/elearning/EditableDocument',
        'POST /api/elearning/StartRun',
        'POST /api/elearning/MarkAssignment',
        'POST /api/elearning/Certificate/CreateCertificate',
        'POST /api/v1/authentication/logout',
        'POST /cookie-keuze',
        'POST /logout',
      ]),
    );
  });

  it('refuses another site’s request to every state-changing route, even with the editor’s cookie and token', async () => {
    const passed: string[] = [];
    for (const route of guarded) {
      const response = await send(route, { 'sec-fetch-site': 'cross-site' }, bodies[route.rule.body]);
      if (!refusedAsCrossSite(response)) passed.push(`${label(route)}: ${response.statusCode}`);
    }
    expect(passed).toEqual([]);
  });

  it('lets the same requests through from the site itself (the walk above tests the rule, not a typo)', async () => {
    for (const route of guarded) {
      const response = await send(route, { 'sec-fetch-site': 'same-origin' }, bodies[route.rule.body]);
      expect(response.body, label(route)).not.toContain(CROSS_SITE_REASON);
      expect(response.statusCode, label(route)).not.toBe(415);
    }
  });

  it('answers 415 with a reason to a content type the route does not read', async () => {
    const others: Readonly<Record<RequestBodyKind, readonly string[]>> = {
      json: ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'],
      form: ['text/plain', 'application/json'],
      bytes: [],
    };
    const wanted: Readonly<Record<RequestBodyKind, string>> = {
      json: 'application/json',
      form: 'application/x-www-form-urlencoded',
      bytes: '',
    };
    let checked = 0;
    for (const route of guarded) {
      for (const type of others[route.rule.body]) {
        // Empty or not: a text/plain request needs no preflight, so it is refused whatever it holds.
        for (const payload of ['', 'x']) {
          const response = await send(route, { 'sec-fetch-site': 'same-origin' }, { type, payload });
          const context = `${label(route)} with ${type} '${payload}'`;
          expect(response.statusCode, context).toBe(415);
          expect(response.json().reason, context).toContain(wanted[route.rule.body]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('takes a configured partner’s learner-token calls to the API (decision 0082), and nothing else of theirs', async () => {
    const partner = {
      origin: PARTNER,
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'cors',
      [LEARNER_TOKEN_HEADER.toLowerCase()]: 'new',
    };
    const refused: string[] = [];
    for (const route of guarded) {
      // The partner's page sends no cookie of ours.
      const response = await suite.app.inject({
        method: route.method as 'POST' | 'PUT' | 'DELETE',
        url: urlOf(route),
        headers: { ...partner, 'content-type': bodies[route.rule.body].type },
        payload: bodies[route.rule.body].payload,
      });
      const crossSite = refusedAsCrossSite(response);
      const api = route.url.startsWith('/api/');
      if (crossSite === api) refused.push(`${label(route)}: ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
  });
});
