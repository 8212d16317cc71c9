import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { fakeClock } from '../core/clock';
import { type AppConfig, localBrandOrigins } from '../core/config';
import { createRuntime, type Runtime, type RuntimeOptions } from '../core/runtime';
import { type DatabaseHandle, openDatabase } from '../db/client';

export interface Backend {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

let template: Blob | undefined;

/** The migrated database every PGlite test database starts from (made once per run: pglite-template.ts). */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file) template ??= new Blob([readFileSync(file)]);
  return template;
}

/**
 * The databases every server test runs on: always PGlite in memory, and also PostgreSQL when
 * TEST_DATABASE_URL or DATABASE_URL points at one (ARCHITECTURE.md: same schema, same behaviour).
 */
export function testBackends(): Backend[] {
  const backends: Backend[] = [
    {
      name: 'pglite',
      open: () => openDatabase({ dataDir: 'memory://', pgliteTemplate: pgliteTemplate() }),
    },
  ];
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) {
    backends.push({
      name: 'postgres',
      open: async () => {
        // A schema of its own per suite, dropped afterwards: suites run in parallel on one database.
        const pgSchema = `test_${randomBytes(6).toString('hex')}`;
        const handle = await openDatabase({ databaseUrl: url, pgSchema });
        return {
          ...handle,
          close: async () => {
            await handle.db.execute(sql.raw(`drop schema if exists ${pgSchema} cascade`));
            await handle.close();
          },
        };
      },
    });
  }
  return backends;
}

/** Settings for a test runtime: local origins (so the local mailbox is on), blobs in a temp folder. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    brandOrigins: localBrandOrigins(4900),
    databaseKind: 'pglite',
    blobDir: mkdtempSync(path.join(tmpdir(), 'dementie-blobs-')),
    ...overrides,
  };
}

export interface TestServer {
  runtime: Runtime;
  database: DatabaseHandle;
  clock: ReturnType<typeof fakeClock>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  modules?: RuntimeOptions['modules'];
  config?: Partial<AppConfig>;
}

/** A whole runtime (every module unless given) on a fresh database of `backend`, with a fake clock. */
export async function startTestServer(
  backend: Backend,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = await backend.open();
  const clock = fakeClock();
  const runtime = await createRuntime({
    database,
    clock,
    config: testConfig({ databaseKind: backend.name, ...options.config }),
    ...(options.modules ? { modules: options.modules } : {}),
  });
  return {
    runtime,
    database,
    clock,
    async close() {
      await runtime.close();
      await database.close();
    },
  };
}
