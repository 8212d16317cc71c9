import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { startTestServer, testBackends, testConfig } from '../test-support/backends';
import { siteFolder } from '../test-support/site';
import { useTestServer } from '../test-support/suite';
import { HEALTH_TIMEOUT_MS, healthRoutes } from './health';
import { createRuntime } from './runtime';

describe.each(testBackends())('health and readiness on $name', (backend) => {
  const suite = useTestServer(backend, { modules: [] });

  it('answers 200 on both when the database answers and every migration is applied, never cached', async () => {
    const app = await suite.server.runtime.buildApp();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.json()).toEqual({ status: 'ok', database: backend.name });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', database: backend.name });
    await app.close();
  });

  it('is not ready while a module has a migration the database lacks, and names the module', async () => {
    const { database, runtime } = suite.server;
    const app = await runtime.buildApp();
    expect(await database.pendingMigrations()).toEqual([]);
    // As if this process's code were newer than the database: the cms journal loses its last row.
    const schema = backend.name === 'postgres' ? await currentSchema(database) : 'drizzle';
    const journal = sql`${sql.identifier(schema)}.${sql.identifier('__migrations_cms')}`;
    const removed = await database.db.execute(
      sql`delete from ${journal} where id = (select max(id) from ${journal}) returning id, hash, created_at`,
    );
    const [row] = (removed as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        reason: expect.stringMatching(/^migrations not applied: cms \(\d+ of \d+\)$/),
      });
      // Liveness does not depend on it: restarting would not help.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await database.db.execute(
        sql`insert into ${journal} (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await app.close();
  });

  it('is not ready once the process is shutting down, while it stays alive', async () => {
    // A second process on the suite's database, so the suite's own runtime stays ready.
    const runtime = await createRuntime({
      database: suite.server.database,
      config: testConfig({ databaseKind: backend.name }),
      modules: [],
    });
    const api = await runtime.buildApp();
    const site = await runtime.buildApp({ site: { brand: 'dementievriendelijk', root: siteFolder() } });
    expect(runtime.shuttingDown).toBe(false);
    runtime.beginShutdown();
    for (const app of [api, site]) {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        database: backend.name,
        reason: 'shutting down',
      });
      // Clients are asked to take their next request elsewhere.
      expect(ready.headers.connection).toBe('close');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    await api.close();
    await site.close();
    await runtime.close();
  });

  it('answers 503 on both, with a fixed reason and no error text, once the database is gone', async () => {
    const server = await startTestServer(backend, { modules: [] });
    const app = await server.runtime.buildApp();
    await server.close();
    for (const url of ['/api/health', '/api/ready']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        database: backend.name,
        reason: 'database query failed',
      });
    }
    await app.close();
  });
});

describe('a database that does not answer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives 503 on both after the timeout instead of hanging', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const never = () => new Promise<never>(() => undefined);
    const database = {
      kind: 'postgres',
      db: { execute: never },
      pendingMigrations: never,
    } as unknown as DatabaseHandle;
    const app = Fastify();
    await app.register(healthRoutes, { database, shuttingDown: () => false });
    for (const url of ['/api/health', '/api/ready']) {
      const answer = app.inject({ method: 'GET', url });
      await vi.advanceTimersByTimeAsync(HEALTH_TIMEOUT_MS);
      const response = await answer;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        database: 'postgres',
        reason: `database did not answer within ${HEALTH_TIMEOUT_MS} ms`,
      });
    }
    await app.close();
  });
});

async function currentSchema(database: DatabaseHandle): Promise<string> {
  const result = await database.db.execute(sql`select current_schema() as schema`);
  return (result as unknown as { rows: { schema: string }[] }).rows[0]!.schema;
}
