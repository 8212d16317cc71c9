import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mapRedirect, NO_REDIRECT_STATUS, redirectResponseSchema } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import { createRedirectsModule, loadRedirects, normalisePath } from '.';

describe('normalisePath', () => {
  it('drops the query, the hash and a trailing slash, and lower-cases', () => {
    expect(normalisePath('/Oud/Dementie-Info/?x=1#top')).toBe('/oud/dementie-info');
    expect(normalisePath('/')).toBe('/');
  });
});

describe.each(testBackends())('redirects on $name', (backend) => {
  const suite = useTestApp(backend, { modules: [createRedirectsModule()] });

  const lookup = (path: string, brand = 'dementie') =>
    suite.app.inject({
      method: 'GET',
      url: `/api/v1/redirect/from?path=${encodeURIComponent(path)}`,
      headers: { 'x-brand': brand },
    });

  it('answers From and To for a known old path (spec 1 §7)', async () => {
    const response = await lookup('/oud/dementie-info');
    expect(response.statusCode).toBe(200);
    const wire = redirectResponseSchema.parse(response.json());
    // The content names no status for it: moved for good.
    expect(mapRedirect(wire)).toEqual({ from: '/oud/dementie-info', to: '/wat-is-dementie', status: 301 });
    expect((await lookup('/Oud/Dementie-Info/')).json().To).toBe('/wat-is-dementie');
  });

  it('can send to another origin, and brand rows apply to their brand only', async () => {
    expect((await lookup('/alzheimer-nederland')).json().To).toMatch(/^https:\/\//);
    expect((await lookup('/doneren', 'alzheimer')).json().To).toMatch(/^https:\/\/.*doneren$/);
    expect((await lookup('/doneren', 'dementie')).statusCode).toBe(NO_REDIRECT_STATUS);
    expect((await lookup('/over-ons', 'dementie')).json().To).toBe('/over-dementie');
    expect((await lookup('/over-ons', 'alzheimer')).statusCode).toBe(NO_REDIRECT_STATUS);
  });

  it('answers the status each redirect has in the content, 301 where it names none', async () => {
    const contentDir = mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    const entries = [
      { from: '/blijvend', to: '/wat-is-dementie' },
      { from: '/tijdelijk', to: '/nieuws', status: 302 },
      { from: '/tijdelijk-zelfde-methode', to: '/nieuws', status: 307 },
      { from: '/blijvend-zelfde-methode', to: '/trainingen', status: 308 },
    ];
    writeFileSync(path.join(contentDir, 'redirects.json'), JSON.stringify(entries));
    const { changes } = suite.server.runtime.context;
    try {
      await loadRedirects(suite.db, contentDir);
      await changes.publish('redirects');
      const statuses: Record<string, unknown> = {};
      for (const entry of entries) {
        const response = await lookup(entry.from);
        expect(response.statusCode, entry.from).toBe(200);
        statuses[entry.from] = mapRedirect(redirectResponseSchema.parse(response.json())).status;
      }
      expect(statuses).toEqual({
        '/blijvend': 301,
        '/tijdelijk': 302,
        '/tijdelijk-zelfde-methode': 307,
        '/blijvend-zelfde-methode': 308,
      });
      // A status that is no redirect's (303 sends a form's answer elsewhere) is refused when loading.
      writeFileSync(
        path.join(contentDir, 'redirects.json'),
        JSON.stringify([{ from: '/x', to: '/y', status: 303 }]),
      );
      await expect(loadRedirects(suite.db, contentDir)).rejects.toThrow(/status/);
    } finally {
      await loadRedirects(suite.db);
      await changes.publish('redirects');
      rmSync(contentDir, { recursive: true, force: true });
    }
  });

  it('answers 204 No Content when there is no redirect, never an error status; 400 for a malformed path', async () => {
    // A browser writes a 404 into the console as an error, and the lookup runs before every app page.
    for (const path of ['/wat-is-dementie', `/${'x'.repeat(600)}`]) {
      const none = await lookup(path);
      expect(none.statusCode, path.slice(0, 20)).toBe(204);
      expect(none.body).toBe('');
    }
    expect((await suite.app.inject({ method: 'GET', url: '/api/v1/redirect/from' })).statusCode).toBe(400);
    expect((await lookup('geen-slash')).statusCode).toBe(400);
  });
});
