import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../core/clock';
import { createRuntime, type Runtime } from '../core/runtime';
import { elCourses } from '../modules/elearning/schema';
import { redirects } from '../modules/redirects/schema';
import { searchDocuments } from '../modules/search/schema';
import { testConfig } from '../test-support/backends';
import { type DatabaseHandle, openDatabase } from './client';
import { countRows } from './count';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

// Several server processes on one PostgreSQL database: started at the same moment on an empty
// database, each must come up, and the first-start content must be there once. PGlite has one
// process per data folder, so this needs the machine's PostgreSQL (TEST_DATABASE_URL, set by .ci/run).
describe.skipIf(!url)(
  'processes starting together on one empty PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    const opened: { schema: string; handle: DatabaseHandle; runtime?: Runtime }[] = [];

    afterEach(async () => {
      for (const { schema, handle, runtime } of opened.splice(0)) {
        await runtime?.close();
        await handle.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
        await handle.close();
      }
    });

    /** `count` processes open one fresh schema at the same moment and start every module on it. */
    async function startTogether(count: number): Promise<DatabaseHandle> {
      const schema = `test_start_${randomBytes(5).toString('hex')}`;
      const handles = await Promise.allSettled(
        Array.from({ length: count }, () => openDatabase({ databaseUrl: url, pgSchema: schema })),
      );
      // Every opened handle is closed and its schema dropped after the test, also when one failed.
      const entries: (typeof opened)[number][] = handles.flatMap((result) =>
        result.status === 'fulfilled' ? [{ schema, handle: result.value }] : [],
      );
      opened.push(...entries);
      for (const result of handles) if (result.status === 'rejected') throw result.reason;
      const runtimes = await Promise.allSettled(
        entries.map(({ handle }) =>
          createRuntime({
            database: handle,
            clock: fakeClock(),
            config: testConfig({ databaseKind: 'postgres' }),
          }),
        ),
      );
      runtimes.forEach((result, i) => {
        const entry = entries[i];
        if (entry && result.status === 'fulfilled') entry.runtime = result.value;
      });
      for (const result of runtimes) if (result.status === 'rejected') throw result.reason;
      const first = entries[0]?.handle;
      if (!first) throw new Error('no process');
      return first;
    }

    const tables: [string, PgTable][] = [
      ['trainings', elCourses],
      ['redirects', redirects],
      ['search documents', searchDocuments],
    ];
    const counts = async (handle: DatabaseHandle) =>
      Object.fromEntries(
        await Promise.all(tables.map(async ([name, table]) => [name, await countRows(handle.db, table)])),
      );

    it('both come up, and the first-start content is loaded once, as by one process', async () => {
      const alone = await counts(await startTogether(1));
      expect(alone.trainings).toBeGreaterThan(0);
      const together = await counts(await startTogether(2));
      expect(together).toEqual(alone);
    }, 180_000);
  },
);
