import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../core/error-handler';
import { type DatabaseHandle, openDatabase } from './client';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

// The pool of a server on PostgreSQL when the database goes away or stays busy. Needs the machine's
// PostgreSQL (TEST_DATABASE_URL, set by .ci/run); PGlite has no connections to lose.
describe.skipIf(!url)('the PostgreSQL pool (needs TEST_DATABASE_URL)', () => {
  const opened: { schema: string; handle: DatabaseHandle }[] = [];
  const admins: pg.Client[] = [];

  afterEach(async () => {
    for (const admin of admins.splice(0)) await admin.end();
    for (const { schema, handle } of opened.splice(0)) {
      await handle.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      await handle.close();
    }
  });

  async function open(options: {
    connectTimeoutMs?: number;
    queryTimeoutMs?: number;
    onConnectionError?: (error: Error) => void;
  }) {
    const schema = `test_pool_${randomBytes(5).toString('hex')}`;
    const handle = await openDatabase({ databaseUrl: url, pgSchema: schema, ...options });
    opened.push({ schema, handle });
    return handle;
  }

  async function admin() {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    admins.push(client);
    return client;
  }

  it('survives the database ending its idle connections, and the next query works', async () => {
    const lost: Error[] = [];
    const handle = await open({ onConnectionError: (error) => lost.push(error) });
    const { rows } = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[];
    };
    // The database restarts, as far as this connection knows: it is ended from outside while idle.
    const killer = await admin();
    await killer.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    // Waits for the state, not for a time: on a loaded machine the pool notices late (expect.poll's
    // default of one second is a time).
    await expect.poll(() => lost.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const again = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(again.rows[0]?.one).toBe(1);
  });

  it('fails a query that waits past the time limit for a connection, instead of hanging', async () => {
    // No statement limit: the ten queries below wait on a lock as long as the test holds it.
    const handle = await open({ connectTimeoutMs: 300, queryTimeoutMs: 0 });
    // Every one of the pool's 10 connections waits on a lock another client holds (shared, and held only
    // for its statement: once the holder lets go, all ten go on at once).
    const holder = await admin();
    // All ten connections opened first, with retries: on a loaded machine opening one may itself take
    // longer than the 300 ms limit, and a waiting query that failed to connect would never wait on the lock.
    await expect
      .poll(
        async () => {
          await Promise.allSettled(
            Array.from({ length: 10 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)),
          );
          return handle.poolStats?.().total ?? 0;
        },
        { timeout: 20_000 },
      )
      .toBe(10);
    const key = Number.parseInt(randomBytes(3).toString('hex'), 16);
    await holder.query('select pg_advisory_lock($1)', [key]);
    // (A drizzle query runs when it is awaited or `then` is called.)
    const busy = Array.from({ length: 10 }, () =>
      handle.db.execute(sql`select pg_advisory_xact_lock_shared(${key})`).then(() => undefined),
    );
    await expect
      .poll(
        async () => {
          const { rows } = await holder.query(
            "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted",
          );
          return rows[0].waiting;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(10);
    const failure = await handle.db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    );
    // Wrapped by drizzle; the pool's own error is its cause. The error handler answers it 503.
    expect(String((failure as Error | null)?.cause)).toMatch(/timeout exceeded when trying to connect/);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await holder.query('select pg_advisory_unlock($1)', [key]);
    await Promise.all(busy);
  });
});
