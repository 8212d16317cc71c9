// `pnpm --filter @dementie/api bench`: requests per second and p99 latency of the content side of the
// server (a cached page, an overview page, a search), measured with autocannon on loopback against a
// server started in this process, on a temporary PGlite and, when TEST_DATABASE_URL (or DATABASE_URL)
// is set, on PostgreSQL. Each figure is also given as a ratio to a static file served by the same
// process. It prints figures only: no assertions (ARCHITECTURE.md "speed and size").
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { localBrandOrigins } from '../src/core/config';
import { createRuntime } from '../src/core/runtime';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { cmsModule } from '../src/modules/cms';
import { counterModule } from '../src/modules/counter';
import { redirectsModule } from '../src/modules/redirects';
import { searchModule } from '../src/modules/search';

/** The part of autocannon's result this script reads (autocannon ships no types). */
interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  requests?: { setupRequest: (request: { path: string }) => { path: string } }[];
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Scenario {
  name: string;
  path: string;
  /** A fresh path per request (defeats the in-memory answer cache). */
  unique?: (n: number) => string;
}

const scenarios: Scenario[] = [
  { name: 'static file (svg icon)', path: '/drupal/media/icons/hart.svg' },
  { name: 'page (cached answer)', path: '/api/drupal/wat-is-dementie' },
  { name: 'news overview page 2', path: '/api/drupal/news-overview?status=0&page=1' },
  { name: 'search (cached answer)', path: '/api/v1/Search?query=wandelingen&contentType=alle' },
  {
    name: 'search (uncached, full text)',
    path: '/api/v1/Search?query=dementie&contentType=alle',
    unique: (n) => `/api/v1/Search?query=dementie%20zorg${n}&contentType=alle`,
  },
];

async function measure(base: string, scenario: Scenario): Promise<AutocannonResult> {
  let n = 0;
  return autocannon({
    url: `${base}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(scenario.unique
      ? {
          requests: [
            {
              setupRequest: (request) => {
                n += 1;
                return { ...request, path: scenario.unique?.(n) ?? request.path };
              },
            },
          ],
        }
      : {}),
  });
}

/** A plain text table (console.table is reserved for debugging by the lint rules). */
function formatTable(rows: Record<string, string | number>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(columns.map((c) => String(row[c])))),
  ].join('\n');
}

async function benchBackend(name: string, database: DatabaseHandle): Promise<void> {
  const runtime = await createRuntime({
    database,
    config: {
      brandOrigins: localBrandOrigins(4900),
      databaseKind: database.kind,
      blobDir: mkdtempSync(path.join(tmpdir(), 'dementie-bench-blobs-')),
    },
    modules: [cmsModule, searchModule, redirectsModule, counterModule],
  });
  const app = await runtime.buildApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  try {
    for (const scenario of scenarios) await fetch(`${base}${scenario.path}`); // warm the caches
    // Warm the JIT on the serving path, so the first (static) figure is not a cold start.
    await autocannon({ url: `${base}${scenarios[0]?.path ?? '/'}`, connections: CONNECTIONS, duration: 1 });
    const rows: {
      scenario: string;
      'req/s': number;
      'p99 ms': number;
      'vs static': string;
      errors: number;
    }[] = [];
    let staticRate = 0;
    for (const scenario of scenarios) {
      const result = await measure(base, scenario);
      if (rows.length === 0) staticRate = result.requests.average;
      rows.push({
        scenario: scenario.name,
        'req/s': Math.round(result.requests.average),
        'p99 ms': result.latency.p99,
        'vs static': staticRate ? `${((result.requests.average / staticRate) * 100).toFixed(0)}%` : '-',
        errors: result.errors + result.non2xx,
      });
    }
    console.info(`\n${name}: ${CONNECTIONS} connections, ${DURATION_S} s per scenario, loopback`);
    console.info(formatTable(rows));
  } finally {
    await app.close();
    await runtime.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dementie-bench-pglite-'));
  const pglite = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await benchBackend('PGlite', pglite);
  } finally {
    await pglite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) {
    const pgSchema = `bench_${randomBytes(4).toString('hex')}`;
    const postgres = await openDatabase({ databaseUrl: url, pgSchema });
    try {
      await benchBackend('PostgreSQL', postgres);
    } finally {
      await postgres.db.execute(sql.raw(`drop schema if exists ${pgSchema} cascade`));
      await postgres.close();
    }
  } else {
    console.info('\nPostgreSQL: skipped (set TEST_DATABASE_URL to include it)');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
