// `npm test`: installs what is needed, then typecheck, lint, unit/component/server tests, the Storybook
// build and its stories as tests, and the Playwright journeys. Ends with one summary line of counts.
//
// The journeys spend most of their time waiting on a browser and a server (about a quarter of the two
// cores), so they run beside the other steps once the build is done: their output goes to
// reports/journeys.log and is printed when they end. Their waits are for states, with ceilings wide
// enough for a busy machine. Every story is checked once, in the Storybook build (decision 0074).

import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNginx } from '../deploy/nginx/nginx-proxy.mjs';
import { ensureChromium, env, installDependencies, log, root, run } from './lib.mjs';

const started = Date.now();
await installDependencies();
await ensureChromium();
// The shared cache's test puts Debian's nginx with the cache-purge module in front of the server (decision 0104).
try {
  ensureNginx();
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [];
let cpuFiles = 0;
/**
 * The command run under GNU time (Debian's `time` package, when the machine has it), which writes the
 * processor seconds the step and everything it started used: on a 2-core machine the steps share the
 * cores, so a step's processor time shows what it costs the whole run better than its wall time.
 */
function withCpuTime(command, args) {
  if (!existsSync('/usr/bin/time')) return { command, args, cpu: () => undefined };
  cpuFiles += 1;
  const file = path.join(reports, `cpu-${cpuFiles}.txt`);
  return {
    command: '/usr/bin/time',
    args: ['-q', '-f', '%U %S', '-o', file, command, ...args],
    cpu() {
      try {
        const [user, system] = readFileSync(file, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
        return Number.isFinite(user + system) ? Math.round(user + system) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
const took = (s) => `${s.seconds} s${s.cpu === undefined ? '' : `, ${s.cpu} s of processor time`}`;

/** Records a finished step for the summary: its outcome, wall time since `t0` and processor time. */
function record(name, code, countsTests, t0, timed) {
  steps.push({
    name,
    ok: code === 0,
    countsTests,
    seconds: Math.round((Date.now() - t0) / 1000),
    cpu: timed.cpu(),
  });
}

async function step(name, command, args, options, countsTests = false) {
  log(name);
  const t0 = Date.now();
  const timed = withCpuTime(command, args);
  const code = await run(timed.command, timed.args, options);
  record(name, code, countsTests, t0, timed);
  return code === 0;
}

// Build first: the brand sites and package builds (with publint and attw) are inputs of the later steps.
const built = await step(
  'Build and typecheck (turbo: build with publint + attw per package; tsc over the packages, the brand apps and the server)',
  'pnpm',
  [
    'turbo',
    'run',
    'build',
    'typecheck',
    'typecheck:packages',
    'typecheck:brand-apps',
    '--output-logs=errors-only',
  ],
);
/** A step that runs in the background with its output in a log file; awaited before the summary. */
function backgroundStep(name, command, args, options, logFile, countsTests = true) {
  log(`${name} (in the background; output in ${path.relative(root, logFile)})`);
  const t0 = Date.now();
  return new Promise((resolve) => {
    const out = createWriteStream(logFile);
    const timed = withCpuTime(command, args);
    const child = spawn(timed.command, timed.args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    const finish = (code) => {
      out.end(() => {
        record(name, code, countsTests, t0, timed);
        log(`${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}; its output:`);
        const text = readFileSync(logFile, 'utf8');
        // All of it when it failed; otherwise the end (the list is long and all ticks).
        console.log(code === 0 ? text.split('\n').slice(-12).join('\n') : text);
        resolve(code === 0);
      });
    };
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      out.write(`${error.message}\n`);
      finish(1);
    });
  });
}

// The consumer test (decision 0043): the packed packages in a fresh Vite app outside the workspace, with
// pnpm and with npm; mostly installs and builds, so it runs beside the other steps. It builds the partner
// pages that one journey plays (e2e/tests/partner-app.spec.ts, decision 0082): that journey runs after
// the others and waits for the file written here when the consumer test has ended.
const consumerDone = path.join(reports, 'consumer-done.json');
const consumer = built
  ? backgroundStep(
      'Consumer test (packed packages in a fresh Vite app with pnpm and npm: tsc, build, a training in Chromium, first-load budget)',
      process.execPath,
      [path.join(root, 'scripts', 'consumer-test.mjs')],
      undefined,
      path.join(reports, 'consumer.log'),
      false,
    ).then((ok) => {
      writeFileSync(consumerDone, JSON.stringify({ ok }));
      return ok;
    })
  : Promise.resolve(steps.push({ name: 'Consumer test (skipped: the build failed)', ok: false, seconds: 0 }));

// The journeys are the longest step: they start as soon as the build is done.
const journeys = built
  ? backgroundStep(
      'Journeys (Playwright in Debian Chromium against the built sites and the server)',
      'pnpm',
      ['--filter', '@dementie/e2e', 'test'],
      {
        env: {
          ...env,
          E2E_JSON_REPORT: path.join(reports, 'e2e.json'),
          E2E_CONSUMER_DONE: consumerDone,
        },
      },
      path.join(reports, 'journeys.log'),
    )
  : Promise.resolve(steps.push({ name: 'Journeys (skipped: the build failed)', ok: false, seconds: 0 }));

await step('Lint and format check (biome)', 'pnpm', ['biome', 'ci', '.']);
await step(
  'Dependency rule: no cycles, imports only downwards (dependency-cruiser, docs/architecture.md)',
  'pnpm',
  ['run', '--silent', 'check:dependencies'],
);
// vitest keeps both cores busy for minutes; the journeys and the story check mostly wait on a browser
// and need a core only in short bursts. At a lower priority vitest takes whatever they leave, so a
// journey's step is not queued behind vitest's workers (the journeys, the longest step, ran 13 times
// slower beside vitest than alone), and vitest loses little: the others leave most of the time idle.
const lowPriority = (command, args) =>
  existsSync('/usr/bin/nice') ? ['/usr/bin/nice', ['-n', '10', command, ...args]] : [command, args];
await step(
  'Unit, component and server tests (vitest)',
  ...lowPriority('pnpm', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, 'vitest.json')}`,
  ]),
  undefined,
  true,
);
const storybookBuilt = await step('Storybook build', 'pnpm', ['run', 'storybook:build']);
if (storybookBuilt) {
  await step(
    'Stories: every story in three brands at 390 and 1280 px, played, axe at 390 px, layout invariants, screenshots (Playwright on the Storybook build)',
    'pnpm',
    ['--filter', '@dementie/e2e', 'test:visual'],
    { env: { ...env, E2E_JSON_REPORT: path.join(reports, 'visual.json') } },
    true,
  );
} else {
  steps.push({ name: 'Visual check (skipped: the Storybook build failed)', ok: false, seconds: 0 });
}
await journeys;
await consumer;

// One summary over every runner.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['vitest.json']) {
  const report = readJson(path.join(reports, file));
  if (!report) continue;
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numTodoTests ?? 0);
  skipped += report.numPendingTests ?? 0;
}
for (const file of ['visual.json', 'e2e.json']) {
  const report = readJson(path.join(reports, file));
  if (!report?.stats) continue;
  passed += report.stats.expected ?? 0;
  failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
  skipped += report.stats.skipped ?? 0;
}

// The names of failed tests at the very end, where a CI log's tail shows them.
const failedNames = [];
try {
  for (const file of ['vitest.json']) {
    for (const result of readJson(path.join(reports, file))?.testResults ?? []) {
      for (const test of result.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        // A test past its time limit reports vitest's placeholder 'Error: STACK_TRACE_ERROR'.
        const first = String(test.failureMessages?.[0] ?? '').split('\n')[0];
        const why = (first === 'Error: STACK_TRACE_ERROR' ? 'timed out (past its time limit)' : first).slice(
          0,
          300,
        );
        failedNames.push(`${path.relative(root, result.name)} › ${test.fullName}: ${why}`);
      }
      if (result.status === 'failed' && !(result.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failedNames.push(
          `${path.relative(root, result.name)}: ${String(result.message ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
        );
      }
    }
  }
  for (const file of ['visual.json', 'e2e.json']) {
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'expected' || test.status === 'skipped') continue;
          const error = test.results?.at(-1)?.error?.message ?? '';
          failedNames.push(
            `${[...titles, spec.title].join(' › ')} (${spec.file}:${spec.line}): ${error.split('\n')[0].slice(0, 300)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of readJson(path.join(reports, file))?.suites ?? []) walk(suite, []);
  }
} catch (error) {
  failedNames.push(`(could not read the reports: ${error.message})`);
}

// A failing check that is not a test runner (build, typecheck, lint) counts as one failure.
failed += steps.filter((s) => !s.ok && !s.countsTests).length;

console.log('\nSummary of npm test');
for (const s of steps) console.log(`  ${s.ok ? '✓' : '✖'} ${s.name} (${took(s)})`);
console.log(`  wall time ${Math.round((Date.now() - started) / 1000)} s`);
if (failedNames.length > 0) {
  console.log('Failed tests:');
  for (const name of failedNames.slice(0, 40)) console.log(`  ✖ ${name}`);
}
const allOk = steps.every((s) => s.ok) && failed === 0 && passed > 0;
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(allOk ? 0 : 1);

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
