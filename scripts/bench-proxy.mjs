// Part of `pnpm bench` (last), or alone with BENCH_ONLY=proxy: the shared cache (deploy/nginx: Debian's
// nginx with the cache-purge module, and the purger) in front of the server processes. Prints figures
// only, never fails on a missed target.
//
// - Throughput: a page served from the cache against the same bytes served by the same nginx as a
//   static file (the page's answer, as the cache holds it, written to a file of an extra location and
//   sent with the page's own headers, so both answers are the same bytes),
//   autocannon on loopback, the two taking turns (BENCH_PROXY_ROUNDS rounds of BENCH_PROXY_SECONDS,
//   default 4 x 5 s). Target: >= 0.9 of the static file.
// - Peak: BENCH_PEAK_SECONDS (default 20) of load on several pages of the cached site while each page is
//   purged every BENCH_PURGE_EVERY seconds (default 5), as the server purges on a change; the requests
//   that reached a server process are counted from nginx's upstream log. Target: one per page per purge
//   (the cache lock lets one request through, the others wait for its answer).
//
// Two server processes on one fresh PostgreSQL schema (BENCH_DATABASE_URL, else the local one when
// pg_isready answers), else one on PGlite. Needs the built sites and nginx with the module (installed with
// apt-get when this runs as root; otherwise the command is printed).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BRAND_IDS, brands } from '@dementie/brands';
import { ensureNginx, startNginxProxy } from '../deploy/nginx/nginx-proxy.mjs';
import { root } from './lib.mjs';

const requireFromApi = createRequire(path.join(root, 'apps/api/package.json'));
const autocannon = requireFromApi('autocannon');

const roundSeconds = Math.max(1, Number(process.env.BENCH_PROXY_SECONDS ?? 5));
const rounds = Math.max(1, Number(process.env.BENCH_PROXY_ROUNDS ?? 4));
const peakSeconds = Math.max(1, Number(process.env.BENCH_PEAK_SECONDS ?? 20));
const purgeEverySeconds = Math.max(1, Number(process.env.BENCH_PURGE_EVERY ?? 5));
const BRAND = 'dementie';
const HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const STATIC_LOCATION = '/__bench-static/';
const targets = { throughputRatio: 0.9, originPerPagePerPurge: 1 };
/** Headers nginx writes itself, for a cached answer and a static file alike. */
const NGINX_HEADERS = new Set([
  'server',
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'transfer-encoding',
  'last-modified',
  'accept-ranges',
  'x-cache-status',
]);

const children = new Set();
const cleanups = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A PORT_BASE whose four ports are free. */
async function freePortBase() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 24_000 + Math.floor(Math.random() * 2_000) * 4;
    if ((await Promise.all([0, 1, 2, 3].map((n) => portIsFree(base + n)))).every(Boolean)) return base;
  }
  throw new Error('no four free ports in a row');
}

function findDatabase() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const probe = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']);
  return probe.error || probe.status !== 0 ? null : 'postgres://postgres@127.0.0.1:5432/test';
}

/** Starts a server process and waits until it answers /api/health (or stops: then it throws). */
async function startServer(env) {
  const portBase = await freePortBase();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG: 'false', PORT_BASE: String(portBase), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk.toString();
  });
  // A cold start on a busy 2-core machine varies: waits for the state, for as long as the process runs.
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`a server process stopped (exit ${child.exitCode}):\n${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${portBase}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { child, portBase };
    await sleep(250);
  }
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One answer with its bytes as sent (no decoding) and its headers. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

async function purge(purgeUrl, pathname) {
  const response = await fetch(`${purgeUrl}/${BRAND}${pathname}`, { method: 'PURGE' });
  await response.arrayBuffer();
  return response.status;
}

/** Lines nginx wrote to the upstream log from byte `from` on: requests that reached a server process. */
function upstreamLines(file, from) {
  if (!existsSync(file)) return [];
  return readFileSync(file).subarray(from).toString('utf8').split('\n').filter(Boolean);
}
const sizeOf = (file) => (existsSync(file) ? statSync(file).size : 0);

async function newestItem(site, call) {
  const answer = await (await fetch(`${site}/api/drupal/${call}?status=0&page=0`)).json();
  const item = answer?.items?.[0]?.path;
  const alias = typeof item === 'string' ? item : item?.alias;
  if (!alias) throw new Error(`the demo content has no item in ${call}`);
  return alias;
}

async function run() {
  console.log(
    '\nShared cache: nginx with the cache-purge module in front of the server processes (deploy/nginx)',
  );
  const missing = [`apps/${BRAND}/dist/index.html`, `apps/${BRAND}/dist-server/entry-server.js`].filter(
    (file) => !existsSync(path.join(root, file)),
  );
  if (missing.length > 0) {
    console.log(`  the sites are not built (${missing.join(', ')} missing): run \`pnpm build\` first`);
    process.exitCode = 1;
    return;
  }
  try {
    ensureNginx();
  } catch (error) {
    console.log(`  proxy bench not run: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  const work = mkdtempSync(path.join(tmpdir(), 'bench-proxy-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  const staticDir = path.join(work, 'static');
  mkdirSync(staticDir);

  // The purge address first: the processes are told it (CACHE_PURGE_URL).
  const purgePort = await new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const shared = { CACHE_PURGE_URL: `http://127.0.0.1:${purgePort}`, TRUST_PROXY: '127.0.0.1' };
  const databaseUrl = findDatabase();
  let servers;
  let label;
  if (databaseUrl) {
    const pg = requireFromApi('pg');
    const schema = `bench_proxy_${randomBytes(5).toString('hex')}`;
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
    });
    const env = {
      ...shared,
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      BLOB_DIR: path.join(work, 'blobs'),
      DATA_DIR: path.join(work, 'unused-pglite'),
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
    label = 'two server processes on one PostgreSQL schema';
  } else {
    servers = [
      await startServer({
        ...shared,
        DATA_DIR: path.join(work, 'pglite'),
        BLOB_DIR: path.join(work, 'blobs'),
      }),
    ];
    label = 'one server process on PGlite (no PostgreSQL: set BENCH_DATABASE_URL for two)';
  }
  const proxy = await startNginxProxy({
    workDir: path.join(work, 'nginx'),
    purgePort,
    workerProcesses: 1,
    upstreamLog: true,
    staticFiles: { location: STATIC_LOCATION, dir: staticDir },
    upstreams: Object.fromEntries(
      BRAND_IDS.map((brand) => [
        brand,
        servers.map((server) => `http://127.0.0.1:${server.portBase + brands[brand].portOffset}`),
      ]),
    ),
  });
  cleanups.unshift(() => proxy.stop());
  const site = proxy.origins[BRAND];
  const origin = `http://127.0.0.1:${servers[0].portBase + brands[BRAND].portOffset}`;
  console.log(`  ${label}; nginx with one worker; autocannon on loopback, on the same 2 cores`);

  const pages = [
    '/',
    '/wat-is-dementie',
    '/nieuws',
    await newestItem(origin, 'news-overview'),
    await newestItem(origin, 'ervaringsverhalen-overview'),
  ];
  // Which pages the cache keeps: the server marks anonymous documents shareable (decision 0104).
  const statuses = [];
  for (const page of pages) {
    await rawGet(`${site}${page}`, HEADERS);
    statuses.push(`${page} ${(await rawGet(`${site}${page}`, HEADERS)).headers['x-cache-status'] ?? '-'}`);
  }
  console.log(`  second request of each page: ${statuses.join(', ')}`);
  const notKept = statuses.filter((line) => !line.endsWith(' HIT'));
  if (notKept.length > 0) {
    console.log(
      `  ! not served from the cache: ${notKept.join(', ')}: the server does not mark these pages shareable, so the figures below measure proxying, not the cache`,
    );
  }

  // --- throughput: a cached page against the same bytes as a static file -------------------------
  const page = '/wat-is-dementie';
  const kept = await rawGet(`${site}${page}`, HEADERS);
  writeFileSync(path.join(staticDir, 'page.html'), kept.body);
  // The same answer: the body, and the page's own headers (nginx writes the others itself for both).
  const ownHeaders = [];
  for (let i = 0; i < kept.rawHeaders.length; i += 2) {
    const name = kept.rawHeaders[i];
    if (!NGINX_HEADERS.has(name.toLowerCase())) ownHeaders.push([name, kept.rawHeaders[i + 1]]);
  }
  proxy.reload({ staticFiles: { location: STATIC_LOCATION, dir: staticDir, headers: ownHeaders } });
  const staticUrl = `${site}${STATIC_LOCATION}page.html`;
  let check = await rawGet(staticUrl, HEADERS);
  // The state "nginx answers with the new configuration" (a reload takes effect shortly after).
  for (
    let attempt = 0;
    attempt < 100 && check.headers['content-security-policy'] === undefined;
    attempt += 1
  ) {
    await sleep(50);
    check = await rawGet(staticUrl, HEADERS);
  }
  const answerSize = (answer) => answer.rawHeaders.join(': ').length + answer.body.length;
  if (check.body.length !== kept.body.length || Math.abs(answerSize(check) - answerSize(kept)) > 100) {
    throw new Error(
      `the static copy is not the same answer (${answerSize(check)} against ${answerSize(kept)} bytes)`,
    );
  }
  const measure = async (url) => {
    const result = await autocannon({ url, connections: 10, duration: roundSeconds, headers: HEADERS });
    return {
      rps: result.requests.average,
      bytes: result.throughput.average,
      bad: result.non2xx + result.errors,
    };
  };
  const cachedRuns = [];
  const staticRuns = [];
  const logBefore = sizeOf(proxy.upstreamLogFile);
  for (let round = 0; round < rounds; round += 1) {
    // Each goes first in every other round, so a drift of the machine's other work falls on both.
    if (round % 2 === 0) {
      cachedRuns.push(await measure(`${site}${page}`));
      staticRuns.push(await measure(staticUrl));
    } else {
      staticRuns.push(await measure(staticUrl));
      cachedRuns.push(await measure(`${site}${page}`));
    }
  }
  const reachedDuringThroughput = upstreamLines(proxy.upstreamLogFile, logBefore).length;
  const mean = (runs, key) => runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
  const cachedRps = mean(cachedRuns, 'rps');
  const staticRps = mean(staticRuns, 'rps');
  const ratio = cachedRps / staticRps;
  console.log(
    `\n  Throughput (${page}: ${kept.body.length} bytes ${kept.headers['content-encoding'] ?? 'identity'} and ${answerSize(kept) - kept.body.length} of headers; the static file is sent with the page's own headers; autocannon, 10 connections, ${rounds} x ${roundSeconds} s each, taking turns)`,
  );
  console.log(
    `    page from the cache   ${fmt(cachedRps).padStart(7)} req/s  ${fmt(mean(cachedRuns, 'bytes') / 1e6, 1)} MB/s${cachedRuns.some((r) => r.bad) ? `  (non-2xx or errors: ${cachedRuns.reduce((n, r) => n + r.bad, 0)})` : ''}`,
  );
  console.log(
    `    same bytes, static    ${fmt(staticRps).padStart(7)} req/s  ${fmt(mean(staticRuns, 'bytes') / 1e6, 1)} MB/s`,
  );
  console.log(
    `    ratio ${fmt(ratio, 2)} of the static file (rounds: ${cachedRuns.map((r, i) => fmt(r.rps / staticRuns[i].rps, 2)).join(', ')}) (target >= ${targets.throughputRatio}: ${ratio >= targets.throughputRatio ? 'met' : 'MISSED'}); requests that reached a server process meanwhile: ${reachedDuringThroughput}`,
  );

  // --- peak: load on the cached site with purges ------------------------------------------------
  // Fresh entries (no expiry inside the window: s-maxage is 60 s), then the window.
  for (const p of pages) await purge(proxy.purgeUrl, p);
  for (const p of pages) await rawGet(`${site}${p}`, HEADERS);
  const peakStart = sizeOf(proxy.upstreamLogFile);
  const purgeRounds = Math.max(0, Math.ceil(peakSeconds / purgeEverySeconds) - 1);
  const purgeStatuses = [];
  const load = autocannon({
    url: site,
    connections: 20,
    duration: peakSeconds,
    headers: HEADERS,
    requests: pages.map((p) => ({ method: 'GET', path: p })),
  });
  const purging = (async () => {
    for (let n = 1; n <= purgeRounds; n += 1) {
      await sleep(purgeEverySeconds * 1000);
      for (const p of pages) purgeStatuses.push(await purge(proxy.purgeUrl, p));
    }
  })();
  const [result] = await Promise.all([load, purging]);
  const reached = upstreamLines(proxy.upstreamLogFile, peakStart);
  const perPage = new Map(pages.map((p) => [p, 0]));
  for (const line of reached) {
    const target = /"[A-Z]+ (\S+) HTTP/.exec(line)?.[1];
    if (target !== undefined) perPage.set(target, (perPage.get(target) ?? 0) + 1);
  }
  const purgesPerPage = purgeRounds;
  const expected = pages.length * purgesPerPage;
  console.log(
    `\n  Peak: ${peakSeconds} s, 20 connections over ${pages.length} pages, each page purged every ${purgeEverySeconds} s (${purgesPerPage} purges per page; purge answers ${[...new Set(purgeStatuses)].join('/') || '-'})`,
  );
  console.log(
    `    served ${result.requests.total} requests (${fmt(result.requests.average)} req/s, p99 ${fmt(result.latency.p99)} ms, non-2xx ${result.non2xx}, errors ${result.errors})`,
  );
  console.log(
    `    requests that reached a server process: ${reached.length} (target: ${expected}, one per page per purge; ${fmt(reached.length / Math.max(1, expected), 2)} per page per purge)`,
  );
  for (const [p, count] of perPage) console.log(`      ${p.padEnd(56)} ${count}`);
}

async function cleanUp() {
  for (const cleanup of cleanups.splice(0)) await Promise.resolve(cleanup()).catch(() => undefined);
  await Promise.all([...children].map(stopChild));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  await run();
} catch (error) {
  console.log(`  proxy bench failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  // Processes first (they purge at shutdown), then nginx, the schema and the folders.
  await Promise.all([...children].map(stopChild));
  await cleanUp();
}
