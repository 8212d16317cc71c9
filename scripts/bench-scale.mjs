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
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSnapshot, ticksPerSecond } from './scale-cpu.mjs';
import { agent, Run, solveAltcha, Visitor, virtualUser } from './scale-load.mjs';
import { printLimits, printTable } from './scale-print.mjs';
import {
  children,
  cleanUp,
  connectDatabase,
  databaseUrl,
  dropLeftoverSchemas,
  nginxAvailable,
  pgModule,
  pools,
  runProxy,
  schemas,
  startFront,
  startServer,
  waitForServers,
  workDirs,
} from './scale-processes.mjs';
import {
  BRAND,
  fmt,
  KINDS,
  LOGIN_INTERVAL_MS,
  MIX,
  portBase,
  portInUse,
  safeUrl,
  seconds,
  seed,
  sleep,
  warmupSeconds,
} from './scale-settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  connectDatabase(url);
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
