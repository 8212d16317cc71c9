// `npm test`: installs what is needed, then typecheck, lint, unit/component/server tests, the Storybook
// build and its stories as tests, and the Playwright journeys. Ends with one summary line of counts.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, env, installDependencies, log, root, run } from './lib.mjs';

const started = Date.now();
await installDependencies();
await ensureChromium();

const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [];
async function step(name, command, args, options, countsTests = false) {
  log(name);
  const t0 = Date.now();
  const code = await run(command, args, options);
  steps.push({ name, ok: code === 0, countsTests, seconds: Math.round((Date.now() - t0) / 1000) });
  return code === 0;
}

// Build first: the brand sites and package builds (with publint and attw) are inputs of the later steps.
const built = await step(
  'Build and typecheck (turbo: build, typecheck; publint + attw per package)',
  'pnpm',
  ['turbo', 'run', 'build', 'typecheck', '--output-logs=errors-only'],
);
await step('Lint and format check (biome)', 'pnpm', ['biome', 'ci', '.']);
await step(
  'Unit, component and server tests (vitest)',
  'pnpm',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, 'vitest.json')}`,
  ],
  undefined,
  true,
);
await step(
  'Storybook stories as tests, in all three brands, with axe (vitest browser)',
  'pnpm',
  [
    'vitest',
    'run',
    '-c',
    'vitest.storybook.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, 'storybook.json')}`,
  ],
  undefined,
  true,
);
const storybookBuilt = await step('Storybook build', 'pnpm', ['run', 'storybook:build']);
if (storybookBuilt) {
  await step(
    'Visual check: every story in three brands at 390 and 1280 px, invariants and screenshots (Playwright)',
    'pnpm',
    ['--filter', '@dementie/e2e', 'test:visual'],
    { env: { ...env, E2E_JSON_REPORT: path.join(reports, 'visual.json') } },
    true,
  );
} else {
  steps.push({ name: 'Visual check (skipped: the Storybook build failed)', ok: false, seconds: 0 });
}
if (built) {
  await step(
    'Journeys (Playwright in Debian Chromium against the built sites and the server)',
    'pnpm',
    ['--filter', '@dementie/e2e', 'test'],
    { env: { ...env, E2E_JSON_REPORT: path.join(reports, 'e2e.json') } },
    true,
  );
} else {
  steps.push({ name: 'Journeys (skipped: the build failed)', ok: false, seconds: 0 });
}

// One summary over every runner.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['vitest.json', 'storybook.json']) {
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

// A failing check that is not a test runner (build, typecheck, lint) counts as one failure.
failed += steps.filter((s) => !s.ok && !s.countsTests).length;

console.log('\nSummary of npm test');
for (const s of steps) console.log(`  ${s.ok ? '✓' : '✖'} ${s.name} (${s.seconds} s)`);
console.log(`  wall time ${Math.round((Date.now() - started) / 1000)} s`);
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
