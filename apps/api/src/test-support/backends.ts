import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../db/client';

export interface Backend {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

/**
 * The databases every server test runs on: always PGlite in memory, and also PostgreSQL when
 * TEST_DATABASE_URL or DATABASE_URL points at one (ARCHITECTURE.md: same schema, same behaviour).
 */
export function testBackends(): Backend[] {
  const backends: Backend[] = [{ name: 'pglite', open: () => openDatabase({ dataDir: 'memory://' }) }];
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
