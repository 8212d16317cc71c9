// Part of `pnpm bench` (last), or alone with BENCH_ONLY=scale: one server process against two on one
// PostgreSQL, each behind the same kind of load balancer, under one mixed load. Prints figures only.
//
// Column "1 process": one server (`node --import tsx apps/api/src/server.ts`) on a fresh schema of its
// own (DATABASE_SCHEMA), behind a front with one upstream. Column "2 processes": two servers started
// together on one fresh schema, behind the same front with two upstreams (round robin). The front is
// Debian's nginx when `nginx` is on PATH, else a small Node proxy (this file with --proxy); BENCH_FRONT=node
// forces the Node proxy. Servers trust the front's X-Forwarded-For (TRUST_PROXY), so the rate limits of
// the login count per simulated visitor.
//
// The load: a fixed number of virtual users per column, each in one kind of work, for a warm-up
// (BENCH_WARMUP, default 5 s) and then BENCH_SECONDS (default 20) measured, the two columns taking
// turns in windows of about 5 s (BENCH_ROUNDS) so a shared machine's other work falls on both alike:
//   pages     the home page and a content page of the dementie site, anonymous (the render cache);
//   search    /api/v1/Search with real Dutch words, some common and some rare (the answer cache misses);
//   login     the magic-link sign-up: a page for the anti-forgery token, a bot-check challenge, the
//             login call, the activation link read from the outbox table, the activate call;
//   training  a guest learner through a whole training: StartRun, every activity, CompleteCourse.
// Each flow is a new visitor with an address of its own. Randomness comes from one seed (BENCH_SEED).
// Afterwards every answer the server acknowledged must be stored exactly once, and every sign-up must
// have made exactly one mail.
//
// Needs PostgreSQL (BENCH_DATABASE_URL, else the local one when pg_isready answers) and the built sites.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loginRequestBody, seededRandom } from '@dementie/api-client';
import { keepCookies } from './cookie-jar.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = fileURLToPath(import.meta.url);

// ------------------------------------------------------------------ the Node front (child mode)

/** Hop-by-hop headers a proxy must not pass on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/** A round-robin reverse proxy with node:http only, for machines without nginx. Prints READY. */
function runProxy(listenPort, upstreamPorts) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const port = upstreamPorts[next % upstreamPorts.length];
    next += 1;
    const headers = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    }
    // As nginx's $proxy_add_x_forwarded_for: what the client said, then the client's own address.
    const client = request.socket.remoteAddress ?? '';
    const given = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = given ? `${given}, ${client}` : client;
    const upstream = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('bad gateway');
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(listenPort, '127.0.0.1', () => process.stdout.write('READY\n'));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// ------------------------------------------------------------------ settings

const seconds = Math.max(1, Number(process.env.BENCH_SECONDS ?? 20));
const warmupSeconds = Math.max(0, Number(process.env.BENCH_WARMUP ?? 5));
const seed = Number(process.env.BENCH_SEED ?? 20261126) >>> 0;
const portBase = Number(process.env.BENCH_PORT_BASE ?? 5690);
const KINDS = /** @type {const} */ (['pages', 'search', 'login', 'training']);
/**
 * Virtual users per kind of work: the fixed concurrency of the load (16 in all). BENCH_MIX changes it,
 * e.g. BENCH_MIX=pages=8,search=0 (kinds left out keep their number).
 */
const MIX = { pages: 6, search: 4, login: 2, training: 4 };
for (const part of (process.env.BENCH_MIX ?? '').split(',').filter(Boolean)) {
  const [kind, count] = part.split('=');
  if (!KINDS.includes(kind) || !/^\d+$/.test(count ?? '')) {
    throw new Error(`BENCH_MIX: '${part}' is not kind=count with a kind of ${KINDS.join(', ')}`);
  }
  MIX[kind] = Number(count);
}
/**
 * A login VU starts a sign-up at most this often. The bot check's proof of work is the phone's job,
 * not the server's; solving it here would spend the cores the servers are measured on, so the
 * solutions are made before the load and a sign-up is paced to what that stock covers.
 */
const LOGIN_INTERVAL_MS = 500;
const SESSION_SECRET = randomBytes(32).toString('hex');
const BRAND = 'dementie';
const PAGES = ['/', '/wat-is-dementie'];
const CONTENT_TYPES = ['alle', 'artikelen', 'nieuws', 'ervaringsverhalen', 'organizaties', 'cursussen'];
/** Real Dutch search words, most asked first: the pick leans towards the start of the list. */
const WORDS = [
  'dementie',
  'geheugen',
  'alzheimer',
  'mantelzorg',
  'vergeetachtigheid',
  'wandelen',
  'dagbesteding',
  'huisarts',
  'diagnose',
  'onrust',
  'communicatie',
  'verpleeghuis',
  'bewegen',
  'casemanager',
  'respijtzorg',
  'ondersteuning',
  'familie',
  'slapen',
  'voeding',
  'jonge mensen',
  'erfelijk',
  'vrijwilliger',
  'training',
  'ervaringen',
  'gezondheid',
  'hulp thuis',
  'praten',
  'muziek',
  'rijbewijs',
  'geld',
];

// ------------------------------------------------------------------ small helpers

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function fmt(value, digits = 0) {
  return value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits);
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A URL for printing: the password never appears. */
function safeUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

// ------------------------------------------------------------------ CPU from /proc

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** Every process: parent, name, own CPU ticks and the ticks of its children it has reaped. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat
        .slice(close + 2)
        .split(' ')
        .map((f) => Number(f));
      table.set(Number(name), {
        ppid: fields[1],
        comm,
        ticks: fields[11] + fields[12],
        reaped: fields[13] + fields[14],
      });
    } catch {
      // the process ended while we read
    }
  }
  return table;
}

/** CPU ticks of a process and everything under it (tsx's esbuild, nginx's workers). */
function treeTicks(table, rootPid) {
  let total = 0;
  const stack = [rootPid];
  const seen = new Set();
  while (stack.length > 0) {
    const pid = stack.pop();
    if (seen.has(pid)) continue;
    seen.add(pid);
    const entry = table.get(pid);
    if (!entry) continue;
    total += entry.ticks;
    for (const [child, info] of table) if (info.ppid === pid) stack.push(child);
  }
  return total;
}

/** Keeps `child` among the children to stop on exit; the last 4,000 characters of its stderr. */
function track(child) {
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on('exit', () => children.delete(child));
  return () => stderr;
}

/**
 * All of PostgreSQL: every live postgres process, plus what the postmaster has reaped (backends of
 * connections that closed during the window). Other work on the machine that uses the same
 * PostgreSQL is in it too.
 */
function postgresTicks(table) {
  let total = 0;
  for (const [, info] of table) {
    if (info.comm !== 'postgres') continue;
    total += info.ticks;
    if (table.get(info.ppid)?.comm !== 'postgres') total += info.reaped;
  }
  return total;
}

function machineTicks() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = values[3] + (values[4] ?? 0);
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

function cpuSnapshot(serverPids, frontPid) {
  const table = processTable();
  return {
    at: performance.now(),
    generator: process.cpuUsage(),
    servers: serverPids.map((pid) => treeTicks(table, pid)),
    front: frontPid ? treeTicks(table, frontPid) : 0,
    postgres: postgresTicks(table),
    machine: machineTicks(),
  };
}

// ------------------------------------------------------------------ children and clean-up

const children = new Set();
const schemas = new Set();
const pools = new Set();
const workDirs = new Set();
let pgModule;
let databaseUrl = '';

function stopChild(child, timeoutMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function dropSchema(schema) {
  const client = new pgModule.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
  schemas.delete(schema);
}

async function cleanUp() {
  await Promise.allSettled([...pools].map((pool) => pool.end()));
  pools.clear();
  await Promise.allSettled([...children].map((child) => stopChild(child)));
  for (const schema of [...schemas]) {
    await dropSchema(schema).catch((error) =>
      console.log(`  could not drop schema ${schema}: ${error.message}`),
    );
  }
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
  workDirs.clear();
}

/** Schemas of a run that was killed before it could drop them: its process is gone. */
async function dropLeftoverSchemas() {
  const client = new pgModule.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select nspname from pg_namespace where nspname like 'bench\\_scale\\_%'",
    );
    const left = rows
      .map((row) => row.nspname)
      .filter((name) => {
        const pid = /^bench_scale_(\d+)_/.exec(name)?.[1];
        return pid && Number(pid) !== process.pid && !existsSync(`/proc/${pid}`);
      });
    for (const name of left) await client.query(`drop schema if exists ${name} cascade`);
    if (left.length > 0) console.log(`  dropped ${left.length} schema(s) left by an interrupted run`);
  } finally {
    await client.end();
  }
}

// ------------------------------------------------------------------ servers and the front

function serverEnv(schema, serverPortBase, frontPort, dir) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG: 'false',
    PORT_BASE: String(serverPortBase),
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    // Behind the front: trust loopback hops, so the visitor's own address counts (rate limits).
    TRUST_PROXY: '127.0.0.1',
    // Every process of a column signs cookies, anti-forgery tokens and bot-check challenges alike.
    SESSION_SECRET,
    // Mail links point at the front, as at a real deployment behind a load balancer.
    ORIGIN_DEMENTIE: `http://127.0.0.1:${frontPort}`,
    ORIGIN_DEMENTIEVRIENDELIJK: `http://127.0.0.1:${frontPort + 1}`,
    ORIGIN_ALZHEIMER: `http://127.0.0.1:${frontPort + 2}`,
    BLOB_DIR: path.join(dir, `blobs-${serverPortBase}`),
    DATA_DIR: path.join(dir, `unused-pglite-${serverPortBase}`),
  };
}

function startServer(schema, serverPortBase, frontPort, dir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: serverEnv(schema, serverPortBase, frontPort, dir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr = track(child);
  // Its start-up lines (JSON: stdout is no terminal), for the wait below: how many, and the last one.
  const log = { lines: 0, last: '' };
  let partial = '';
  child.stdout.on('data', (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      log.lines += 1;
      log.last = line.slice(0, 300);
    }
  });
  return { child, portBase: serverPortBase, stderr, log };
}

/**
 * How long a column's start may go without any sign of progress before the bench gives up:
 * BENCH_START_STALL_SECONDS, default 60. A start is followed, not timed: a busy machine's cold start
 * took up to 146 s, and a slower one is no failure while the servers keep working.
 */
const startStallMs = Math.max(1, Number(process.env.BENCH_START_STALL_SECONDS ?? 60)) * 1000;

/**
 * Waits until every server of a column answers /api/health, for as long as the column makes progress:
 * a server wrote a line, or one of them (with its children) used CPU. Servers started together wait
 * for each other's start-up under the database lock (decision 0060), so progress of any counts for all.
 * Fails at once with a server's exit code and output when it stops, and with the last line of each
 * when none made progress for `startStallMs`. Prints how long the start took.
 */
async function waitForServers(label, servers) {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const pending = new Set(servers);
  let seen = '';
  let lastProgress = performance.now();
  while (pending.size > 0) {
    for (const server of pending) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        throw new Error(
          `the server on ${server.portBase} stopped during its start (exit ${server.child.exitCode ?? server.child.signalCode}) after ${seconds()} s; its last line: ${server.log.last || '(none)'}\n${server.stderr()}`,
        );
      }
      const healthy = await fetch(`http://127.0.0.1:${server.portBase}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) pending.delete(server);
    }
    if (pending.size === 0) break;
    const table = processTable();
    const now = servers
      .map((server) => `${server.log.lines}:${treeTicks(table, server.child.pid)}`)
      .join(' ');
    if (now !== seen) {
      seen = now;
      lastProgress = performance.now();
    } else if (performance.now() - lastProgress > startStallMs) {
      const lasts = [...pending].map(
        (server) => `  ${server.portBase}: ${server.log.last || '(no line yet)'}`,
      );
      throw new Error(
        `${label}: no progress for ${startStallMs / 1000} s (no line written, no CPU used) after ${seconds()} s of start-up (BENCH_START_STALL_SECONDS); the last line of each server still starting:\n${lasts.join('\n')}`,
      );
    }
    await sleep(500);
  }
  console.log(`  ${label}: ${servers.length > 1 ? 'servers' : 'server'} ready after ${seconds()} s`);
}

function nginxAvailable() {
  if (process.env.BENCH_FRONT === 'node') return null;
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return null;
  return /nginx\/([\d.]+)/.exec(probe.stderr)?.[1] ?? '?';
}

async function startFront(kind, frontPort, upstreamPorts, dir) {
  let child;
  if (kind === 'nginx') {
    const prefix = mkdtempSync(path.join(dir, 'nginx-'));
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const conf = [
      'daemon off;',
      'worker_processes 1;',
      // As root nginx would hand its workers to "nobody"; keep them the current user.
      ...(isRoot ? [`user ${os.userInfo().username};`] : []),
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${prefix}/body;`,
      `  proxy_temp_path ${prefix}/proxy;`,
      `  fastcgi_temp_path ${prefix}/fastcgi;`,
      `  uwsgi_temp_path ${prefix}/uwsgi;`,
      `  scgi_temp_path ${prefix}/scgi;`,
      '  upstream servers {',
      ...upstreamPorts.map((port) => `    server 127.0.0.1:${port};`),
      '    keepalive 64;',
      '  }',
      '  server {',
      `    listen 127.0.0.1:${frontPort};`,
      '    keepalive_requests 100000;',
      '    location / {',
      '      proxy_pass http://servers;',
      '      proxy_http_version 1.1;',
      '      proxy_set_header Connection "";',
      '      proxy_set_header Host $http_host;',
      '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '      proxy_set_header X-Forwarded-Proto $scheme;',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n');
    const confFile = path.join(prefix, 'nginx.conf');
    writeFileSync(confFile, conf);
    child = spawn('nginx', ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'error.log')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } else {
    child = spawn(process.execPath, [thisFile, '--proxy', String(frontPort), ...upstreamPorts.map(String)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  }
  const stderr = track(child);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`the ${kind} front stopped (exit ${child.exitCode}):\n${stderr()}`);
    if (await portInUse(frontPort)) return child;
    await sleep(100);
  }
  throw new Error(`the ${kind} front did not listen on ${frontPort}:\n${stderr()}`);
}

// ------------------------------------------------------------------ the HTTP client of the load

// node:http with keep-alive: a cheaper client than fetch, so the load generator takes less of the
// cores it shares with the servers.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function send(port, method, pathname, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: pathname, headers, agent },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function textOf(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

/** Thrown when the run ends between two requests of a flow. */
const STOPPED = Symbol('stopped');

class FlowError extends Error {}

/**
 * One column's counters, shared by its virtual users. Only one column runs at a time: the other's
 * users wait before their next request (see {@link measureInTurns}).
 */
class Run {
  constructor(label, port) {
    this.label = label;
    this.port = port;
    this.running = true;
    this.active = true;
    this.waiting = [];
    this.inFlight = 0;
    this.drained = null;
    this.measuring = false;
    /** Seconds measured, summed over this column's windows. */
    this.measured = 0;
    this.latencies = Object.fromEntries(KINDS.map((kind) => [kind, []]));
    this.flowsDone = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
    this.errors = 0;
    this.firstErrors = [];
    /** Every answer acknowledged with a 2xx, warm-up included: run, activity, points. */
    this.acks = [];
    /** Addresses whose sign-up the server acknowledged. */
    this.signUps = [];
    this.ipCounter = 0;
    this.solved = [];
    this.solvedInline = 0;
  }

  /** Counts an error and returns it to throw: the flow it happened in stops. */
  error(message) {
    this.errors += 1;
    if (this.firstErrors.length < 5) this.firstErrors.push(message);
    return new FlowError(message);
  }

  /** A visitor address of its own (TRUST_PROXY makes the servers read it from X-Forwarded-For). */
  nextIp() {
    this.ipCounter += 1;
    const n = this.ipCounter;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  /** Waits while the other column has its turn. */
  async turn() {
    while (!this.active) await new Promise((resolve) => this.waiting.push(resolve));
  }

  resume() {
    this.active = true;
    for (const wake of this.waiting.splice(0)) wake();
  }

  /** Lets no new request start and waits for those in flight. */
  async pause() {
    this.active = false;
    if (this.inFlight > 0) await new Promise((resolve) => (this.drained = resolve));
  }

  started() {
    this.inFlight += 1;
  }

  finished() {
    this.inFlight -= 1;
    if (this.inFlight === 0 && this.drained) {
      this.drained();
      this.drained = null;
    }
  }
}

/** A browser: an address, cookies, the page's anti-forgery token. */
class Visitor {
  constructor(run, kind) {
    this.run = run;
    this.kind = kind;
    this.ip = run.nextIp();
    this.cookies = new Map();
    this.csrf = '';
  }

  async request(method, pathname, { json, html = false, csrf = false } = {}) {
    const run = this.run;
    if (!run.running) throw STOPPED;
    const headers = {
      'x-forwarded-for': this.ip,
      'accept-encoding': 'br, gzip',
      accept: html ? 'text/html' : 'application/json',
    };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (csrf) headers['x-csrf-token'] = this.csrf;
    let body;
    if (json !== undefined) {
      body = JSON.stringify(json);
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    await run.turn();
    if (!run.running) throw STOPPED;
    const measured = run.measuring;
    const started = performance.now();
    let response;
    run.started();
    try {
      response = await send(run.port, method, pathname, headers, body);
    } catch (error) {
      throw run.error(`${this.kind} ${method} ${pathname.split('?')[0]}: ${error.code ?? error.message}`);
    } finally {
      run.finished();
    }
    // A request started in a measured window counts: the window closes after the last one answered.
    if (measured) run.latencies[this.kind]?.push(performance.now() - started);
    keepCookies(this.cookies, [response.headers['set-cookie'] ?? []].flat());
    if (response.status < 200 || response.status > 299) {
      throw run.error(
        `${this.kind} ${method} ${pathname.split('?')[0]} -> ${response.status}: ${textOf(response).slice(0, 160)}`,
      );
    }
    return response;
  }

  async json(method, pathname, options) {
    return JSON.parse(textOf(await this.request(method, pathname, options)));
  }
}

// ------------------------------------------------------------------ the four kinds of work

/** Solves an ALTCHA v1 challenge as the widget does: the number whose hash with the salt is the challenge. */
function solveAltcha(challenge) {
  const algorithm = challenge.algorithm.replace('-', '').toLowerCase();
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (
      createHash(algorithm)
        .update(challenge.salt + n)
        .digest('hex') === challenge.challenge
    ) {
      return Buffer.from(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number: n,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      ).toString('base64');
    }
  }
  throw new Error('ALTCHA challenge not solved');
}

async function pageVisit(run, rand, state) {
  // Half the page views come from a visitor who has been here before (keeps the anti-forgery cookie).
  if (!state.visitor || rand() < 0.5) state.visitor = new Visitor(run, 'pages');
  const response = await state.visitor.request('GET', PAGES[Math.floor(rand() * PAGES.length)], {
    html: true,
  });
  if (response.body.length === 0) {
    throw run.error('pages: an empty page');
  }
}

function searchQuery(rand) {
  // rand() squared leans towards the first words: a few common searches, a long tail of rare ones.
  const word = () => WORDS[Math.floor(rand() * rand() * WORDS.length)];
  const query = rand() < 0.6 ? word() : `${word()} ${word()}`;
  const contentType = rand() < 0.5 ? 'alle' : CONTENT_TYPES[Math.floor(rand() * CONTENT_TYPES.length)];
  return `/api/v1/Search?${new URLSearchParams({ query, contentType })}`;
}

async function search(run, rand) {
  await new Visitor(run, 'search').request('GET', searchQuery(rand));
}

async function signUp(run, rand, state, pool, vuIndex) {
  const visitor = new Visitor(run, 'login');
  state.logins = (state.logins ?? 0) + 1;
  const email = `bench.${vuIndex}.${state.logins}.${Math.floor(rand() * 1e9).toString(36)}@voorbeeld.nl`;
  const page = await visitor.request('GET', '/login', { html: true });
  visitor.csrf = /name="csrf" value="([^"]+)"/.exec(textOf(page))?.[1] ?? '';
  const challenge = await visitor.json('GET', '/api/v1/authentication/altcha-challenge');
  let token = run.solved.pop();
  if (!token) {
    run.solvedInline += 1;
    token = solveAltcha(challenge);
  }
  const login = await visitor.json('POST', '/api/v1/authentication/login', {
    csrf: true,
    json: loginRequestBody({
      email,
      newsletter: false,
      recaptchaToken: token,
      redirectPath: '/mijn-trainingen',
      fromLoginPage: true,
    }),
  });
  if (login.status !== 'success') {
    throw run.error(`login: answered ${JSON.stringify(login.status)}`);
  }
  run.signUps.push(email);
  // The activation link, as the person finds it in the mail: straight from the outbox table, so the
  // servers' load has only what a real visitor sends.
  const { rows } = await pool.query(
    'select link from mail_outbox where recipient = $1 and link is not null order by seq desc limit 1',
    [email],
  );
  const link = rows[0]?.link;
  if (!link) {
    throw run.error('login: no activation mail in the outbox');
  }
  const activationToken = new URL(link).searchParams.get('activationToken');
  const activated = await visitor.json('POST', '/api/v1/authentication/activate', {
    csrf: true,
    json: { activationToken, email },
  });
  if (activated.status !== 'success') {
    throw run.error(`login: activate answered ${JSON.stringify(activated.status)}`);
  }
}

const CHOICE_CALLS = {
  InfoSlideMultipleChoiceQuestion: ['/api/elearning/InfoSlideAnswers', 'InfoSlideMultipleChoiceQuestionId'],
  FlipCardMultipleChoiceQuestion: ['/api/elearning/FlipCardAnswers', 'FlipCardMultipleChoiceQuestionId'],
  MultipleChoiceStatement: ['/api/elearning/StatementAnswers', 'StatementQuestionId'],
};

async function training(run, rand, courseIds) {
  const learner = new Visitor(run, 'training');
  const courseId = courseIds[Math.floor(rand() * courseIds.length)];
  const started = await learner.json('POST', '/api/elearning/StartRun', { json: { CourseId: courseId } });
  const activities = [...started.Chapters]
    .sort((a, b) => a.Chapter.ItemOrderNumber - b.Chapter.ItemOrderNumber)
    .flatMap((chapter) =>
      [...chapter.TeachingActivities].sort(
        (a, b) => a.TeachingActivity.ItemOrderNumber - b.TeachingActivity.ItemOrderNumber,
      ),
    );
  for (const { TeachingActivity: activity } of activities) {
    const content = await learner.json(
      'GET',
      `/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=${activity.Id}`,
    );
    const choice = CHOICE_CALLS[activity.Kind];
    let mark;
    if (choice) {
      const [url, field] = choice;
      const answers = await learner.json('POST', url, { json: { [field]: activity.Id } });
      const correct = answers.filter((a) => a.IsCorrect);
      const single =
        activity.Kind === 'MultipleChoiceStatement' ||
        (activity.Kind === 'InfoSlideMultipleChoiceQuestion' && !content.TeachingActivity.ShouldDragAnswer);
      // A third of the questions get a wrong answer, so the stored points vary.
      const wrong = answers.filter((a) => !a.IsCorrect);
      const pool = rand() < 1 / 3 && wrong.length > 0 ? wrong : correct.length > 0 ? correct : answers;
      const chosen = pool.slice(0, single ? 1 : Math.max(1, correct.length)).map((a) => a.Id);
      mark = await learner.json('POST', '/api/elearning/MarkAssignment', {
        json: { CourseId: courseId, AssignmentId: activity.Id, AnswerIds: chosen },
      });
    } else {
      mark = await learner.json('POST', '/api/elearning/MarkInfoSlideDone', {
        json: { CourseId: courseId, TeachingActivityId: activity.Id, AnswerIds: [] },
      });
    }
    run.acks.push({ runId: started.RunId, activityId: activity.Id, points: mark.Points });
  }
  await learner.json('GET', `/api/elearning/CompleteCourse/${courseId}`);
}

async function virtualUser(run, kind, index, context) {
  // The player's seeded generator (mulberry32), so every run makes the same choices.
  const rand = seededRandom(seed + KINDS.indexOf(kind) * 1000 + index);
  const state = {};
  while (run.running) {
    const started = performance.now();
    try {
      if (kind === 'pages') await pageVisit(run, rand, state);
      else if (kind === 'search') await search(run, rand);
      else if (kind === 'login') await signUp(run, rand, state, context.pool, index);
      else await training(run, rand, context.courseIds);
      // A flow counts in the window where it ends (a training spans windows).
      if (run.measuring) run.flowsDone[kind] += 1;
    } catch (error) {
      if (error === STOPPED) return;
      if (!(error instanceof FlowError)) run.error(`${kind}: ${error.message}`);
    }
    if (kind === 'login') {
      const wait = LOGIN_INTERVAL_MS - (performance.now() - started);
      if (wait > 0 && run.running) await sleep(wait);
    }
  }
}

// ------------------------------------------------------------------ the columns, in turns

/** Starts a column's servers and front, prepares its load, and leaves its virtual users waiting. */
async function prepareColumn({ label, processes, front, frontPort, serverBases }) {
  for (const port of [frontPort, ...serverBases.flatMap((base) => [base, base + 1, base + 2, base + 3])]) {
    if (await portInUse(port))
      throw new Error(`port ${port} is in use; set BENCH_PORT_BASE to move the bench`);
  }
  const schema = `bench_scale_${process.pid}_${randomBytes(4).toString('hex')}`;
  schemas.add(schema);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dementie-scale-'));
  workDirs.add(dir);
  const pool = new pgModule.Pool({
    connectionString: databaseUrl,
    max: 4,
    options: `-c search_path=${schema}`,
  });
  pools.add(pool);
  console.log(
    `  ${label}: ${processes > 1 ? `${processes} servers started together` : 'one server'} on schema ${schema} (ports ${serverBases.join(', ')})`,
  );
  const servers = serverBases.map((base) => startServer(schema, base, frontPort, dir));
  await waitForServers(label, servers);
  const frontChild = await startFront(
    front,
    frontPort,
    serverBases.map((base) => base + 1),
    dir,
  );
  const run = new Run(label, frontPort);
  const setup = new Visitor(run, 'setup');
  const courses = await setup.json('GET', '/api/elearning/GetCourses');
  const courseIds = courses.map((course) => course.Id);
  if (courseIds.length === 0) throw new Error('the demo content has no training');
  // Bot-check solutions for every sign-up the pacing allows, made before the load (see LOGIN_INTERVAL_MS).
  const needed = Math.ceil(((warmupSeconds + seconds) * 1000 * MIX.login) / LOGIN_INTERVAL_MS) + MIX.login;
  for (let i = 0; i < needed; i += 1) {
    run.solved.push(solveAltcha(await setup.json('GET', '/api/v1/authentication/altcha-challenge')));
  }
  console.log(`  ${label}: front on :${frontPort}, ${needed} bot checks solved before the load`);
  run.active = false;
  const users = [];
  for (const kind of KINDS) {
    for (let i = 0; i < MIX[kind]; i += 1) users.push(virtualUser(run, kind, i, { pool, courseIds }));
  }
  const cpu = {
    wall: 0,
    generator: 0,
    servers: servers.map(() => 0),
    front: 0,
    postgres: 0,
    busy: 0,
    total: 0,
  };
  return { label, processes, run, servers, frontChild, pool, users, cpu };
}

/** Adds one measured window to a column's CPU totals. */
function addWindow(cpu, a, b) {
  cpu.wall += (b.at - a.at) / 1000;
  cpu.generator += b.generator.user - a.generator.user + (b.generator.system - a.generator.system);
  b.servers.forEach((value, i) => {
    cpu.servers[i] += value - a.servers[i];
  });
  cpu.front += b.front - a.front;
  cpu.postgres += b.postgres - a.postgres;
  cpu.busy += b.machine.busy - a.machine.busy;
  cpu.total += b.machine.total - a.machine.total;
}

/** A column's CPU totals as percent of one core, per part. */
function cpuShares(cpu) {
  const percent = (ticks) => (ticks / ticksPerSecond / cpu.wall) * 100;
  const cores = os.cpus().length;
  return {
    generator: (cpu.generator / 1e6 / cpu.wall) * 100,
    servers: cpu.servers.map(percent),
    front: percent(cpu.front),
    postgres: percent(cpu.postgres),
    machine: (cpu.busy / cpu.total) * cores * 100,
    cores,
  };
}

/**
 * The machine is shared, and what else runs on it changes by the minute. So the columns do not run one
 * after the other: each is warmed up, then they take turns in short windows (1, 2, 2, 1, 1, 2, ...),
 * so a busy minute falls on both alike. Between its windows a column's users wait mid-flow and its
 * servers stand idle.
 */
async function measureInTurns(columns) {
  for (const column of columns) {
    column.run.resume();
    await sleep(warmupSeconds * 1000);
    await column.run.pause();
  }
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? Math.ceil(seconds / 5)));
  const windowMs = (seconds * 1000) / rounds;
  console.log(
    `  measuring: ${rounds * columns.length} windows of ${fmt(windowMs / 1000, 1)} s, taking turns`,
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const column of round % 2 === 0 ? columns : [...columns].reverse()) {
      const pids = column.servers.map((server) => server.child.pid);
      const before = cpuSnapshot(pids, column.frontChild.pid);
      column.run.measuring = true;
      column.run.resume();
      await sleep(windowMs);
      // The window closes when the last request started in it has its answer.
      await column.run.pause();
      column.run.measuring = false;
      const after = cpuSnapshot(pids, column.frontChild.pid);
      column.run.measured += (after.at - before.at) / 1000;
      addWindow(column.cpu, before, after);
    }
  }
  for (const column of columns) {
    column.run.running = false;
    column.run.resume();
  }
  await Promise.all(columns.flatMap((column) => column.users));
  for (const column of columns) {
    for (const server of column.servers) {
      if (server.child.exitCode !== null) {
        column.run.error(`a server stopped during the run:\n${server.stderr()}`);
      }
    }
  }
}

/** Every acknowledged answer stored exactly once with its points; one mail per acknowledged sign-up. */
async function exactlyOnce(pool, run) {
  const { rows: stored } = await pool.query(
    'select run_id as "runId", activity_id as "activityId", points from el_activity_results',
  );
  const key = (row) => `${row.runId}:${row.activityId}`;
  const storedCount = new Map();
  for (const row of stored) storedCount.set(key(row), (storedCount.get(key(row)) ?? 0) + 1);
  const storedPoints = new Map(stored.map((row) => [key(row), row.points]));
  const ackCount = new Map();
  for (const ack of run.acks) ackCount.set(key(ack), (ackCount.get(key(ack)) ?? 0) + 1);
  const answers = {
    acknowledged: run.acks.length,
    stored: stored.length,
    duplicates: [...storedCount.values()].filter((n) => n > 1).length,
    acknowledgedTwice: [...ackCount.values()].filter((n) => n > 1).length,
    missing: run.acks.filter((ack) => !storedPoints.has(key(ack))).length,
    pointsChanged: run.acks.filter(
      (ack) => storedPoints.has(key(ack)) && storedPoints.get(key(ack)) !== ack.points,
    ).length,
    unacknowledged: stored.filter((row) => !ackCount.has(key(row))).length,
  };
  const { rows: mails } = await pool.query(
    'select recipient, kind, count(*)::int as n from mail_outbox group by recipient, kind',
  );
  const perRecipient = new Map();
  for (const row of mails) perRecipient.set(row.recipient, (perRecipient.get(row.recipient) ?? 0) + row.n);
  const mailCheck = {
    signUps: run.signUps.length,
    mails: mails.reduce((n, row) => n + row.n, 0),
    duplicates: mails.filter((row) => row.n > 1).length,
    withoutMail: run.signUps.filter((email) => perRecipient.get(email) !== 1).length,
  };
  const ok =
    answers.duplicates === 0 &&
    answers.acknowledgedTwice === 0 &&
    answers.missing === 0 &&
    answers.pointsChanged === 0 &&
    answers.unacknowledged === 0 &&
    mailCheck.duplicates === 0 &&
    mailCheck.withoutMail === 0 &&
    mailCheck.mails === mailCheck.signUps;
  return { answers, mails: mailCheck, ok };
}

// ------------------------------------------------------------------ printing

function summary(result) {
  const { run, measured } = result;
  const rows = {};
  const all = [];
  for (const kind of KINDS) {
    const sorted = [...run.latencies[kind]].sort((a, b) => a - b);
    all.push(...sorted);
    rows[kind] = { rps: sorted.length / measured, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  }
  all.sort((a, b) => a - b);
  rows.all = { rps: all.length / measured, p50: percentile(all, 50), p99: percentile(all, 99) };
  return rows;
}

/** What the machine did besides this bench's own processes and PostgreSQL (a shared machine). */
function otherWork(cpu) {
  const ours = cpu.servers.reduce((a, b) => a + b, 0) + cpu.generator + cpu.front + cpu.postgres;
  return Math.max(0, cpu.machine - ours);
}

function printTable(results, frontLabel) {
  const width = 30;
  const cell = (text) => String(text).padStart(width);
  const line = (name, values) => console.log(`  ${name.padEnd(30)}${values.map(cell).join('')}`);
  const rows = results.map(summary);
  console.log('');
  line(
    '',
    results.map((r) => r.label),
  );
  line(
    '',
    results.map(() => 'req/s   p50 ms   p99 ms'),
  );
  const names = {
    pages: 'cached pages',
    search: 'search',
    login: 'login (magic link)',
    training: 'training calls',
    all: 'all',
  };
  for (const kind of [...KINDS, 'all']) {
    line(
      names[kind],
      rows.map(
        (r) =>
          `${fmt(r[kind].rps).padStart(5)} ${fmt(r[kind].p50, 1).padStart(8)} ${fmt(r[kind].p99, 1).padStart(8)}`,
      ),
    );
  }
  line(
    'sign-ups / trainings done',
    results.map((r) => `${r.run.flowsDone.login} / ${r.run.flowsDone.training}`),
  );
  line(
    'errors (must be 0)',
    results.map((r) => String(r.run.errors)),
  );
  line(
    'answers acknowledged/stored',
    results.map((r) => `${r.check.answers.acknowledged} / ${r.check.answers.stored}`),
  );
  line(
    '  duplicate, missing, changed',
    results.map(
      (r) =>
        `${r.check.answers.duplicates + r.check.answers.acknowledgedTwice}, ${r.check.answers.missing}, ${r.check.answers.pointsChanged}`,
    ),
  );
  line(
    '  stored, not acknowledged',
    results.map((r) => String(r.check.answers.unacknowledged)),
  );
  line(
    'sign-ups / outbox mails',
    results.map((r) => `${r.check.mails.signUps} / ${r.check.mails.mails}`),
  );
  line(
    '  duplicate mails, missing',
    results.map((r) => `${r.check.mails.duplicates}, ${r.check.mails.withoutMail}`),
  );
  line(
    'stored exactly once',
    results.map((r) => (r.check.ok ? 'yes' : 'NO')),
  );
  line(
    'CPU, % of one core:',
    results.map(() => ''),
  );
  line(
    '  servers',
    results.map((r) => r.cpu.servers.map((v) => fmt(v)).join(' + ')),
  );
  line(
    '  load generator (this script)',
    results.map((r) => fmt(r.cpu.generator)),
  );
  line(
    `  front (${frontLabel})`,
    results.map((r) => fmt(r.cpu.front)),
  );
  line(
    '  PostgreSQL (all of it)',
    results.map((r) => fmt(r.cpu.postgres)),
  );
  line(
    '  other work on the machine',
    results.map((r) => fmt(otherWork(r.cpu))),
  );
  line(
    `  machine busy (of ${results[0].cpu.cores * 100})`,
    results.map((r) => fmt(r.cpu.machine)),
  );
  for (const r of results) {
    if (r.run.firstErrors.length > 0) {
      console.log(`\n  first errors, ${r.label}:`);
      for (const message of r.run.firstErrors) console.log(`    ${message}`);
    }
    if (r.run.solvedInline > 0) {
      console.log(
        `  ${r.label}: ${r.run.solvedInline} bot checks were solved during the load (stock ran out)`,
      );
    }
  }
}

function printLimits(results) {
  const [one, two] = results;
  const rps = results.map((r) => summary(r).all.rps);
  const cores = two.cpu.cores;
  const total = cores * 100;
  const sum = (values) => values.reduce((a, b) => a + b, 0);
  const parts = (cpu) =>
    `servers ${cpu.servers.map((v) => fmt(v)).join(' + ')}, load generator ${fmt(cpu.generator)}, ` +
    `PostgreSQL ${fmt(cpu.postgres)}, front ${fmt(cpu.front)}, other work ${fmt(otherWork(cpu))}; ` +
    `idle ${fmt(Math.max(0, total - cpu.machine))}`;
  // Server CPU per answered request: whether a second process does the same work at the same cost.
  const perRequest = (r, index) => (sum(r.cpu.servers) * 10) / rps[index];
  const idleOne = Math.max(0, total - one.cpu.machine);
  console.log('\nWhat limits the two-process case on this machine');
  console.log(
    `  Throughput: ${fmt(rps[1])} req/s with two processes against ${fmt(rps[0])} with one (x${fmt(rps[1] / rps[0], 2)}).`,
  );
  console.log(`  CPU in % of one core, ${cores} cores = ${total}%. One process: ${parts(one.cpu)}.`);
  console.log(`  Two processes: ${parts(two.cpu)}.`);
  const serversOne = sum(one.cpu.servers);
  const serversTwo = sum(two.cpu.servers);
  console.log(
    `  Server CPU per request: ${fmt(perRequest(one, 0), 2)} ms with one process, ${fmt(perRequest(two, 1), 2)} ms with two: ` +
      'each process keeps its own search answers and rendered pages, so two miss their caches more often.',
  );
  if (idleOne < 0.15 * total) {
    console.log(
      `  With one process only ${fmt(idleOne)}% was idle: the second process gets no core of its own. It takes turns on the\n` +
        '  same cores with the first, the load generator, PostgreSQL, the front and other work. The servers together\n' +
        `  got ${fmt(serversOne)}% with one process and ${fmt(serversTwo)}% with two` +
        (serversTwo > serversOne * 1.1
          ? ': two busy processes get more turns from the scheduler than one,\n  so the gain is taken from the other work, not added by a core.'
          : ', about the same share of the same cores.') +
        '\n  A second process adds throughput where the servers have cores to themselves (PostgreSQL and the load elsewhere).',
    );
  } else {
    console.log(
      `  With one process ${fmt(idleOne)}% was idle; the servers went from ${fmt(serversOne)}% to ${fmt(serversTwo)}%, the rest of\n` +
        '  the idle time went to the load generator and PostgreSQL, which share the same cores.',
    );
  }
}

// ------------------------------------------------------------------ main

async function findDatabase() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const probe = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']);
  if (probe.error || probe.status !== 0) return null;
  return 'postgres://postgres@127.0.0.1:5432/test';
}

async function main() {
  console.log('\nScale: one server process against two, on one PostgreSQL');
  const url = await findDatabase();
  if (!url) {
    console.log(
      'scale bench skipped: no PostgreSQL (set BENCH_DATABASE_URL, or start one on 127.0.0.1:5432 for pg_isready)',
    );
    return;
  }
  databaseUrl = url;
  pgModule = createRequire(path.join(root, 'apps/api/package.json'))('pg');
  try {
    const client = new pgModule.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    await client.connect();
    await client.end();
  } catch (error) {
    console.log(
      `scale bench skipped: no PostgreSQL answers at ${safeUrl(url)} (${error.code ?? error.message})`,
    );
    return;
  }
  const missing = [`apps/${BRAND}/dist/index.html`, `apps/${BRAND}/dist-server/entry-server.js`].filter(
    (file) => !existsSync(path.join(root, file)),
  );
  if (missing.length > 0) {
    console.log(
      `scale bench: the brand sites are not built (${missing.join(', ')} missing); run \`pnpm build\` first`,
    );
    process.exitCode = 1;
    return;
  }
  const nginxVersion = nginxAvailable();
  const front = nginxVersion ? 'nginx' : 'node';
  const frontLabel = nginxVersion ? `nginx ${nginxVersion}` : 'Node proxy';
  console.log(
    `  front: ${nginxVersion ? `Debian's nginx ${nginxVersion}, one worker, round robin` : `the Node round-robin proxy of this script (${process.env.BENCH_FRONT === 'node' ? 'BENCH_FRONT=node' : 'no nginx on PATH'})`}; PostgreSQL ${safeUrl(url)}`,
  );
  console.log(
    `  load: ${Object.values(MIX).reduce((a, b) => a + b, 0)} virtual users (${KINDS.map((k) => `${MIX[k]} ${k}`).join(', ')}; a sign-up at most every ${LOGIN_INTERVAL_MS} ms per user), ` +
      `${warmupSeconds} s warm-up and ${seconds} s measured per column, seed ${seed}`,
  );

  const interrupted = () => {
    console.log('\n  interrupted: stopping the servers and dropping the schemas');
    cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  // When something exits the process at once (another bench's signal handler), the children still stop.
  const killChildren = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.once('exit', killChildren);

  try {
    await dropLeftoverSchemas();
    const prepared = await Promise.allSettled([
      prepareColumn({
        label: '1 process',
        processes: 1,
        front,
        frontPort: portBase,
        serverBases: [portBase + 10],
      }),
      prepareColumn({
        label: '2 processes',
        processes: 2,
        front,
        frontPort: portBase + 5,
        serverBases: [portBase + 20, portBase + 30],
      }),
    ]);
    const failed = prepared.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const columns = prepared.map((outcome) => outcome.value);
    await measureInTurns(columns);
    console.log('  checking the stored answers and mails');
    const results = [];
    for (const column of columns) {
      results.push({
        label: column.label,
        run: column.run,
        measured: column.run.measured,
        cpu: cpuShares(column.cpu),
        check: await exactlyOnce(column.pool, column.run),
      });
    }
    printTable(results, frontLabel);
    printLimits(results);
    if (results.some((r) => r.run.errors > 0 || !r.check.ok)) process.exitCode = 1;
  } catch (error) {
    console.log(`scale bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    process.off('exit', killChildren);
    agent.destroy();
  }
}

if (process.argv[2] === '--proxy') {
  runProxy(Number(process.argv[3]), process.argv.slice(4).map(Number));
} else {
  await main();
}
