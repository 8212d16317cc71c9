/**
 * Load and fault test of the learning side. Not part of the tests: it prints figures.
 *
 *   node --import tsx apps/api/bench/learners.ts [--learners 200] [--fault-learners 60]
 *
 * 1. Load: a server child process on loopback (a fresh PGlite data folder; also PostgreSQL in a
 *    schema of its own when TEST_DATABASE_URL is set) and N simulated learners that each go through
 *    a whole demo training at once: StartRun, every activity's content, the answer lists, every mark,
 *    the result. Prints throughput and p50/p99/max per call, then checks in the database that every
 *    acknowledged answer is stored exactly once (one row per run and activity, with the acknowledged
 *    points) and nothing else is.
 * 2. Fault: learners run, the server child is killed with SIGKILL mid-run, restarted on the same data
 *    folder, and every learner resumes its run: each acknowledged answer must still be there with the
 *    same points; then the learners finish.
 *
 * Bounded: at most --learners learners (default 200), each phase aborts after --time-limit seconds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type Ack, Learner, Stats } from './learner';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '..');

// ------------------------------------------------------------------ arguments

/** One time limit for a whole phase; every request of the phase listens to it. */
function phaseSignal(limitMs: number): AbortSignal {
  const signal = AbortSignal.timeout(limitMs);
  setMaxListeners(0, signal);
  return signal;
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

// ------------------------------------------------------------------ server child

/** Child mode: one server process with the learning module, on loopback; prints `READY <port>`. */
async function serve(): Promise<void> {
  const [{ createRuntime }, { openDatabase }, { localBrandOrigins }, { elearningModule }] = await Promise.all(
    [
      import('../src/core/runtime'),
      import('../src/db/client'),
      import('../src/core/config'),
      import('../src/modules/elearning'),
    ],
  );
  const url = option('pg', '');
  const database = await openDatabase(
    url ? { databaseUrl: url, pgSchema: option('schema', 'bench') } : { dataDir: option('data', '') },
  );
  const runtime = await createRuntime({
    database,
    modules: [elearningModule],
    sessionSecret: 'bench-secret-shared-by-restarts',
    config: {
      brandOrigins: localBrandOrigins(4900),
      databaseKind: database.kind,
      blobDir: path.join(tmpdir(), 'dementie-bench-blobs'),
    },
  });
  const app = await runtime.buildApp();
  await app.listen({ port: Number(option('port', '0')), host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
  const stop = async () => {
    await app.close();
    await runtime.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

interface Server {
  child: ChildProcess;
  base: string;
}

interface Store {
  /** The PGlite data folder, or the PostgreSQL url and schema. */
  args: string[];
  label: string;
}

async function startServer(store: Store, port = 0): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@dementie/source',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--serve',
      ...store.args,
      '--port',
      String(port),
    ],
    { cwd: apiRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port$ = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('server did not start within 120 s')), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /READY (\d+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}`));
    });
  });
  return { child, base: `http://127.0.0.1:${port$}` };
}

async function stopServer(server: Server, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

// ------------------------------------------------------------------ reporting and checks

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function report(stats: Stats, seconds: number): void {
  console.info(
    `  ${stats.total} requests in ${seconds.toFixed(1)} s: ${(stats.total / seconds).toFixed(0)} req/s, ${stats.failures} failed`,
  );
  console.info(
    `  ${'call'.padEnd(30)}${'n'.padStart(7)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}`,
  );
  for (const [name, list] of stats.durations) {
    const sorted = [...list].sort((a, b) => a - b);
    console.info(
      `  ${name.padEnd(30)}${String(sorted.length).padStart(7)}${percentile(sorted, 50).toFixed(1).padStart(9)}${percentile(sorted, 99).toFixed(1).padStart(9)}${(sorted.at(-1) ?? 0).toFixed(1).padStart(9)}`,
    );
  }
}

/** Reads every stored mark (the server must be stopped first when the store is PGlite). */
async function storedMarks(store: Store): Promise<{ runId: string; activityId: number; points: number }[]> {
  const [{ openDatabase }, { elActivityResults }] = await Promise.all([
    import('../src/db/client'),
    import('../src/modules/elearning/schema'),
  ]);
  const url = store.args[0] === '--pg' ? store.args[1] : undefined;
  const database = await openDatabase(
    url ? { databaseUrl: url, pgSchema: store.args[3] } : { dataDir: store.args[1] },
  );
  try {
    return await database.db
      .select({
        runId: elActivityResults.runId,
        activityId: elActivityResults.activityId,
        points: elActivityResults.points,
      })
      .from(elActivityResults);
  } finally {
    await database.close();
  }
}

/** Every acknowledged answer is stored exactly once with its points, and nothing unacknowledged is. */
function checkExactlyOnce(
  acks: readonly Ack[],
  stored: readonly { runId: string; activityId: number; points: number }[],
  /** After a kill, a mark may be stored whose answer never reached the learner: allowed, and reported. */
  allowUnacknowledged = false,
): boolean {
  const key = (a: { runId: string; activityId: number }) => `${a.runId}:${a.activityId}`;
  const counts = new Map<string, number>();
  for (const row of stored) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  const byKey = new Map(stored.map((row) => [key(row), row]));
  const duplicates = [...counts.values()].filter((n) => n > 1).length;
  const missing = acks.filter((ack) => !byKey.has(key(ack))).length;
  const changed = acks.filter((ack) => byKey.get(key(ack))?.points !== ack.points).length;
  const unacknowledged = stored.length - new Set(acks.map(key)).size;
  console.info(
    `  acknowledged ${acks.length}, stored ${stored.length}: duplicates ${duplicates}, missing ${missing}, points changed ${changed}, stored without acknowledgement ${unacknowledged}`,
  );
  return duplicates === 0 && missing === 0 && changed === 0 && (allowUnacknowledged || unacknowledged === 0);
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
}

// ------------------------------------------------------------------ phases

const COURSE_IDS = [1, 2, 3];

async function loadPhase(store: Store, learners: number, limitMs: number): Promise<boolean> {
  console.info(`\nload: ${learners} learners through a whole training at once (${store.label})`);
  const server = await startServer(store);
  const stats = new Stats();
  const signal = phaseSignal(limitMs);
  const crowd = Array.from(
    { length: learners },
    (_, i) => new Learner(i, COURSE_IDS[i % COURSE_IDS.length] ?? 1, stats, signal),
  );
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    crowd.map(async (learner) => {
      const { activities } = await learner.start(server.base);
      for (const activity of activities) await learner.take(server.base, activity);
      await learner.finish(server.base);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const failed = outcomes.filter((o) => o.status === 'rejected');
  report(stats, seconds);
  if (failed.length > 0)
    console.info(
      `  ${failed.length} learners did not finish; first: ${String((failed[0] as PromiseRejectedResult).reason)}`,
    );
  await stopServer(server, 'SIGTERM');
  const ok = checkExactlyOnce(
    crowd.flatMap((l) => l.acks),
    await storedMarks(store),
  );
  return ok && failed.length === 0;
}

async function faultPhase(store: Store, learners: number, limitMs: number): Promise<boolean> {
  console.info(
    `\nfault: ${learners} learners, SIGKILL of the server mid-run, restart on the same data (${store.label})`,
  );
  let server = await startServer(store);
  const port = Number(new URL(server.base).port);
  const stats = new Stats();
  const signal = phaseSignal(limitMs);
  const crowd = Array.from(
    { length: learners },
    (_, i) => new Learner(i, COURSE_IDS[i % COURSE_IDS.length] ?? 1, stats, signal),
  );
  const expectedMarks = learners * 14;
  let killed = false;
  const killAt = Math.floor(expectedMarks * 0.4);
  const watcher = setInterval(() => {
    const acked = crowd.reduce((n, l) => n + l.acks.length, 0);
    if (!killed && acked >= killAt) {
      killed = true;
      console.info(`  SIGKILL after ${acked} acknowledged answers`);
      server.child.kill('SIGKILL');
    }
  }, 5);
  await Promise.allSettled(
    crowd.map(async (learner) => {
      const { activities } = await learner.start(server.base);
      for (const activity of activities) await learner.take(server.base, activity);
    }),
  );
  clearInterval(watcher);
  await stopServer(server, 'SIGKILL');
  const acksBefore = crowd.flatMap((l) => l.acks);
  console.info(`  ${acksBefore.length} answers acknowledged before the kill; restarting`);

  server = await startServer(store, port);
  let lost = 0;
  let resumed = 0;
  let finishedBefore = 0;
  const outcomes = await Promise.allSettled(
    crowd.map(async (learner) => {
      const before = new Map(learner.acks.map((ack) => [ack.activityId, ack.points]));
      const runId = learner.runId;
      const { activities, isNew } = await learner.start(server.base);
      if (runId && !isNew) {
        // The resumed run must show every acknowledged answer as Done with its points.
        resumed += 1;
        for (const activity of activities) {
          const points = before.get(activity.TeachingActivity.Id);
          if (points === undefined) continue;
          if (activity.Status.Status !== 'Done' || activity.Status.Points !== points) lost += 1;
        }
      } else if (runId && isNew) {
        // Only a finished run is not resumed; the database check below still covers its answers.
        finishedBefore += 1;
      }
      for (const activity of activities) {
        if (activity.Status.Status !== 'Done') await learner.take(server.base, activity);
      }
      await learner.finish(server.base);
    }),
  );
  await stopServer(server, 'SIGTERM');
  const failed = outcomes.filter((o) => o.status === 'rejected').length;
  console.info(
    `  after restart: ${resumed} runs resumed, ${finishedBefore} were finished before the kill, ${lost} acknowledged answers lost, ${failed} learners failed`,
  );
  const ok = checkExactlyOnce(
    crowd.flatMap((l) => l.acks),
    await storedMarks(store),
    true,
  );
  return ok && lost === 0 && failed === 0;
}

async function main(): Promise<void> {
  const learners = Math.min(500, Number(option('learners', '200')));
  const faultLearners = Math.min(200, Number(option('fault-learners', '60')));
  const limitMs = Number(option('time-limit', '240')) * 1000;
  const stores: { store: Store; cleanup: () => Promise<void> }[] = [];
  const folder = mkdtempSync(path.join(tmpdir(), 'dementie-bench-'));
  stores.push({
    store: { args: ['--data', path.join(folder, 'load')], label: 'PGlite' },
    cleanup: async () => rmSync(folder, { recursive: true, force: true }),
  });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    stores.push({
      store: { args: ['--pg', url, '--schema', schema], label: 'PostgreSQL' },
      cleanup: () => dropSchema(url, schema),
    });
  }
  let ok = true;
  try {
    for (const { store } of stores) ok = (await loadPhase(store, learners, limitMs)) && ok;
    // The fault test runs on fresh data: a new PGlite folder, or a new PostgreSQL schema.
    const faultFolder = path.join(folder, 'fault');
    ok = (await faultPhase({ args: ['--data', faultFolder], label: 'PGlite' }, faultLearners, limitMs)) && ok;
    if (url) {
      const schema = `bench_${randomBytes(5).toString('hex')}`;
      stores.push({ store: { args: [], label: 'PostgreSQL fault' }, cleanup: () => dropSchema(url, schema) });
      ok =
        (await faultPhase(
          { args: ['--pg', url, '--schema', schema], label: 'PostgreSQL' },
          faultLearners,
          limitMs,
        )) && ok;
    }
  } finally {
    for (const { cleanup } of stores) await cleanup().catch(() => undefined);
  }
  console.info(`\nlearners bench: ${ok ? 'every acknowledged answer stored exactly once' : 'FAILED'}`);
  process.exitCode = ok ? 0 : 1;
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
