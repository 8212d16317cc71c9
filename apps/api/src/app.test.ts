import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { testBackends } from './test-support/backends';

describe.each(testBackends())('server on $name', (backend) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers /api/health after the migrations ran', async () => {
    const app = await buildApp({ database });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: backend.name });
    await app.close();
  });

  it('answers an unknown API path with a JSON 404 and a reason, not a 500', async () => {
    const app = await buildApp({ database });
    const response = await app.inject({ method: 'GET', url: '/api/v1/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not found' });
    await app.close();
  });

  it('serves a brand site and its API on one origin, with client routes falling back to the shell', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'site-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html lang="nl"><title>shell</title></html>',
    );
    writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
    const app = await buildApp({ database, site: { brand: 'dementie', root } });

    const page = await app.inject({ method: 'GET', url: '/nieuws?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');

    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok' });

    const missingApi = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(missingApi.statusCode).toBe(404);
    expect(missingApi.headers['content-type']).toContain('application/json');
    await app.close();
  });
});
