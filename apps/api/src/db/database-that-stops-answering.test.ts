import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_REASON } from '../core/error-handler';
import { type PausingProxy, startPausingProxy, targetOf, throughProxy } from '../test-support/pausing-proxy';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { eventually } from '../test-support/wait';
import { answerBoundMs, DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from './answer-limits';
import { openDatabase } from './client';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const builtSite = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dementie/dist/index.html',
);

/** The bound the README promises with the default time limits: 5 s. */
const BOUND_MS = answerBoundMs({
  connectTimeoutMs: DEFAULT_CONNECT_TIMEOUT_MS,
  queryTimeoutMs: DEFAULT_QUERY_TIMEOUT_MS,
});
/**
 * What the test holds an answer to: the bound, plus room for a 2-core machine that runs the other
 * suites beside this one (its timers fire late). Without the limits a page hung about 128 s, so this
 * still fails on the defect; the bound itself is the time limits' sum (`answerBoundMs`).
 */
const CEILING_MS = BOUND_MS + 10_000;

/** Asks `url` and says how it answered and how long that took. */
async function timed(target: string): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(target);
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

// Decision 0090: PostgreSQL stops answering (SIGSTOP, a hung host, a
// dropped network) while a server has connections open to it. A real server process (as `npm start`
// runs it, default time limits) reaches the machine's PostgreSQL through a proxy that the test pauses:
// then nothing it sends is answered, on the open connections and on new ones. Needs the machine's
// PostgreSQL (TEST_DATABASE_URL, set by .ci/run), as every test of several connections does.
describe.skipIf(!url)(
  'a server whose PostgreSQL stops answering (needs TEST_DATABASE_URL)',
  { timeout: 120_000 },
  () => {
    const schema = `test_frozen_${randomBytes(5).toString('hex')}`;
    let proxy: PausingProxy;
    let server: ServerProcess;

    beforeAll(async () => {
      if (!existsSync(builtSite))
        throw new Error(`the sites are not built (${builtSite}): run pnpm build first`);
      proxy = await startPausingProxy(targetOf(url ?? ''));
      server = await startServerProcess({
        DATABASE_URL: throughProxy(url ?? '', proxy),
        DATABASE_SCHEMA: schema,
        // Every page is asked of the database, none comes from the render cache.
        RENDER_CACHE: 'off',
      });
      // A ceiling for a server process starting (migrations on PostgreSQL) beside the other suites.
    }, 180_000);

    afterAll(async () => {
      proxy?.resume();
      await server?.stop();
      await proxy?.close();
      const database = await openDatabase({ databaseUrl: url, pgSchema: schema });
      await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      await database.close();
    });

    /** A new word each time: the search's answer cache cannot answer it. */
    let words = 0;
    const search = () => {
      words += 1;
      return timed(`${server.api}/api/v1/Search?query=geheugen${words}&contentType=alle`);
    };

    /** Resumes the proxy and waits until a new search and `page` answer 200 again. */
    async function resumeAndRecover(page: string) {
      proxy.resume();
      // The pool opens new connections and the next try gets its answer.
      await eventually('a search and the page answer 200 again', 30_000, async () => {
        const [again, shown] = await Promise.all([search(), timed(`${server.site}${page}`)]);
        return again.status === 200 && shown.status === 200;
      });
    }

    it(`answers a page, a search and the health check 503 within ${BOUND_MS} ms, and works again once it answers`, async () => {
      // The pool has connections open, as after any visit.
      expect((await search()).status).toBe(200);
      expect((await timed(`${server.site}/`)).status).toBe(200);

      proxy.pause();
      // A page asks the database several times (menus, the page): the first that fails answers for all.
      const page = await timed(`${server.site}/wat-is-dementie`);
      expect(page.status).toBe(503);
      expect(page.ms).toBeLessThan(CEILING_MS);
      const found = await search();
      expect(found.status).toBe(503);
      expect(JSON.parse(found.text)).toMatchObject({ reason: DATABASE_UNAVAILABLE_REASON });
      expect(found.ms).toBeLessThan(CEILING_MS);
      const health = await timed(`${server.api}/api/health`);
      expect(health.status).toBe(503);
      expect(JSON.parse(health.text)).toMatchObject({ status: 'unavailable' });
      expect(health.ms).toBeLessThan(CEILING_MS);

      await resumeAndRecover('/wat-is-dementie');
      expect((await timed(`${server.api}/api/ready`)).status).toBe(200);
    });

    it(`answers a search on an open connection 503 within ${BOUND_MS} ms, and works again once it answers`, async () => {
      expect((await search()).status).toBe(200);
      proxy.pause();
      const found = await search();
      expect(found.status).toBe(503);
      expect(JSON.parse(found.text)).toMatchObject({ reason: DATABASE_UNAVAILABLE_REASON });
      expect(found.ms).toBeLessThan(CEILING_MS);
      await resumeAndRecover('/omgaan-met-dementie');
    });
  },
);
