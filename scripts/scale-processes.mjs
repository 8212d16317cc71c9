// The processes of the scale bench (bench-scale.mjs): the servers, the front before them (nginx or the
// Node proxy of this file's child mode), and stopping them and dropping their schemas when the run ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { root } from './lib.mjs';
import { processTable, treeTicks } from './scale-cpu.mjs';
import { portInUse, SESSION_SECRET, sleep } from './scale-settings.mjs';

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
export function runProxy(listenPort, upstreamPorts) {
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

// ------------------------------------------------------------------ children and clean-up

// The Node front is this bench's own script in its child mode (bench-scale.mjs --proxy).
const thisFile = fileURLToPath(new URL('./bench-scale.mjs', import.meta.url));

export const children = new Set();
export const schemas = new Set();
export const pools = new Set();
export const workDirs = new Set();
export let pgModule;
export let databaseUrl = '';

/** Points the clean-up, the servers and the checks at this run's PostgreSQL (and loads its driver). */
export function connectDatabase(url) {
  databaseUrl = url;
  pgModule = createRequire(path.join(root, 'apps/api/package.json'))('pg');
}

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

export async function cleanUp() {
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
export async function dropLeftoverSchemas() {
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

export function startServer(schema, serverPortBase, frontPort, dir) {
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
export async function waitForServers(label, servers) {
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

export function nginxAvailable() {
  if (process.env.BENCH_FRONT === 'node') return null;
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return null;
  return /nginx\/([\d.]+)/.exec(probe.stderr)?.[1] ?? '?';
}

export async function startFront(kind, frontPort, upstreamPorts, dir) {
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
