import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '../test-support/backends';
import { siteFolder } from '../test-support/site';
import { useTestServer } from '../test-support/suite';
import type { ApiModule } from './module';

/** A module that exercises the core: validated input, a hidden page field, identity. */
const probeModule: ApiModule = {
  name: 'probe',
  create: ({ identity }) => ({
    routes(app) {
      app.post(
        '/api/probe',
        {
          schema: {
            body: z.object({ n: z.number().int() }),
            response: { 200: z.object({ double: z.number() }) },
          },
        },
        async (request) => ({ double: (request.body as { n: number }).n * 2 }),
      );
      app.get('/api/probe/learner', async (request, reply) => ({
        learner: identity.ensureLearnerId(request, reply),
        brand: request.brand,
      }));
    },
    pageFields: async () => ({ probeToken: 'a"b' }),
  }),
};

describe.each(testBackends())('runtime on $name', (backend) => {
  const suite = useTestServer(backend, { modules: [probeModule] });

  it('answers /api/health after the migrations ran', async () => {
    const app = await suite.server.runtime.buildApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: backend.name });
    await app.close();
  });

  it('answers bad input with a 400 and the issues, unknown paths with a JSON 404, never a 500', async () => {
    const app = await suite.server.runtime.buildApp();
    const ok = await app.inject({ method: 'POST', url: '/api/probe', payload: { n: 21 } });
    expect(ok.json()).toEqual({ double: 42 });
    const wrongType = await app.inject({ method: 'POST', url: '/api/probe', payload: { n: 'x' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ error: 'bad request' });
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(notJson.statusCode).toBe(400);
    const missing = await app.inject({ method: 'GET', url: '/api/v1/bestaat-niet' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not found' });
    await app.close();
  });

  it('gives a guest a signed, HttpOnly learner cookie and knows it again; a forged one is refused', async () => {
    const app = await suite.server.runtime.buildApp();
    const first = await app.inject({
      method: 'GET',
      url: '/api/probe/learner',
      headers: { 'x-brand': 'alzheimer' },
    });
    const cookie = first.cookies.find((c) => c.name === 'dm_learner');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(first.json().brand).toBe('alzheimer');
    const again = await app.inject({
      method: 'GET',
      url: '/api/probe/learner',
      cookies: { dm_learner: cookie!.value },
    });
    expect(again.json().learner).toBe(first.json().learner);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/probe/learner',
      cookies: { dm_learner: `${first.json().learner}.AAAA` },
    });
    expect(forged.json().learner).not.toBe(first.json().learner);
    await app.close();
  });

  it('serves a brand site and its API on one origin, with hidden page fields in the shell', async () => {
    const root = siteFolder('<!doctype html><html lang="nl"><title>shell</title><body></body></html>', {
      'assets/app.js': 'console.log(1)',
    });
    const app = await suite.server.runtime.buildApp({ site: { brand: 'dementievriendelijk', root } });

    const page = await app.inject({ method: 'GET', url: '/nieuws?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.body).toContain('<input type="hidden" name="probeToken" value="a&quot;b" />');

    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');

    const learner = await app.inject({
      method: 'GET',
      url: '/api/probe/learner',
      headers: { 'x-brand': 'alzheimer' },
    });
    expect(learner.json().brand).toBe('dementievriendelijk');

    const missingApi = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(missingApi.statusCode).toBe(404);
    expect(missingApi.headers['content-type']).toContain('application/json');
    await app.close();
  });
});
