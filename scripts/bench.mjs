// `pnpm bench`: speed and size are measured here and printed, never asserted in timed tests.
// The built size of every package and brand site (gzip), the player, the content server and learners,
// and last the pages as a phone gets them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BRAND_IDS } from '@dementie/brands';
import { root } from './lib.mjs';

// BENCH_ONLY=consumer runs only the package sizes and the consumer's first load (scripts/consumer-test.mjs).
// BENCH_ONLY=pages runs only the page bench (Lighthouse, page weight, throughput; scripts/bench-pages.mjs).
// BENCH_ONLY=scale runs only the scale bench (one server process against two; scripts/bench-scale.mjs).
// BENCH_ONLY=proxy runs only the shared-cache bench (nginx in front of the processes; scripts/bench-proxy.mjs).
const only = process.env.BENCH_ONLY;
// `pnpm bench --write-readme`: the consumer test writes its figures (entry sizes, the player's first load,
// the player-only install) into the packages' READMEs between their `<!-- bench:… -->` markers.
const consumerArgs = ['--size-only', ...(process.argv.includes('--write-readme') ? ['--write-readme'] : [])];
if (only === 'scale') await import('./bench-scale.mjs').then(() => process.exit());
if (only === 'proxy') await import('./bench-proxy.mjs').then(() => process.exit());
if (only === 'pages') {
  await import('./bench-pages.mjs');
  process.exit(0);
}

if (only === 'consumer') {
  const { spawnSync } = await import('node:child_process');
  spawnSync(process.execPath, [path.join(root, 'scripts/entry-sizes.mjs')], { stdio: 'inherit' });
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/consumer-test.mjs'), ...consumerArgs],
    {
      stdio: 'inherit',
    },
  );
  process.exit(result.status ?? 1);
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

function sizeOf(dir, pattern) {
  let raw = 0;
  let gzip = 0;
  for (const file of walk(dir).filter((f) => pattern.test(f))) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log('bundle sizes (JS + CSS, excluding maps and .d.ts)');
for (const group of ['packages', 'apps']) {
  for (const name of readdirSync(path.join(root, group))) {
    const dist = path.join(root, group, name, 'dist');
    try {
      statSync(dist);
    } catch {
      continue;
    }
    const { raw, gzip } = sizeOf(dist, /\.(js|css)$/);
    console.log(`  ${`${group}/${name}`.padEnd(32)} ${kb(raw).padStart(10)}  gzip ${kb(gzip).padStart(9)}`);
  }
}

// Initial JavaScript and CSS per route of each brand: what the HTML loads at once, plus
// the chunk a route loads on top (the player, the account screens, search).
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
for (const brand of BRAND_IDS) {
  const dist = path.join(root, 'apps', brand, 'dist');
  let html;
  try {
    html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  } catch {
    continue;
  }
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const initialJs = refs.filter((r) => r.endsWith('.js')).reduce((n, r) => n + gz(path.join(dist, r)), 0);
  const initialCss = refs.filter((r) => r.endsWith('.css')).reduce((n, r) => n + gz(path.join(dist, r)), 0);
  const chunk = (prefix) => {
    const name = readdirSync(path.join(dist, 'assets')).find(
      (f) => f.startsWith(prefix) && f.endsWith('.js'),
    );
    return name ? gz(path.join(dist, 'assets', name)) : 0;
  };
  console.log(`initial load of ${brand} (gzip): JS ${kb(initialJs)}, CSS ${kb(initialCss)}`);
  for (const [route, prefix] of [
    ['/trainingen/:id (player)', 'player-route-'],
    ['account screens', 'auth-routes-'],
    ['/zoeken', 'search-screen-'],
  ]) {
    console.log(`  ${route.padEnd(28)} + ${kb(chunk(prefix))}`);
  }
}

// The training player's own size report.
const { spawnSync } = await import('node:child_process');
spawnSync(process.execPath, [path.join(root, 'packages/elearning-player/bench/size.mjs')], {
  stdio: 'inherit',
});

// What each published entry costs, a consumer's first load of the player (the eight tarballs in a
// fresh Vite app outside the workspace, pnpm only; the consumer test in npm test does both), and the
// player-only install's size with npm and pnpm ('player-only install: …').
spawnSync(process.execPath, [path.join(root, 'scripts/entry-sizes.mjs')], { stdio: 'inherit' });
spawnSync(process.execPath, [path.join(root, 'scripts/consumer-test.mjs'), ...consumerArgs], {
  stdio: 'inherit',
});

// The reference server: content calls and 200 simulated learners with a crash test.
spawnSync('pnpm', ['--filter', '@dementie/api', 'bench'], { stdio: 'inherit', cwd: root });
spawnSync('node', ['--import', 'tsx', 'apps/api/bench/learners.ts'], { stdio: 'inherit', cwd: root });

// The pages on a cheap phone, server-rendered against rendered in the browser, and page throughput.
await import('./bench-pages.mjs');
// One server process against two on one PostgreSQL (scripts/bench-scale.mjs).
await import('./bench-scale.mjs');
// The shared cache in front of the processes: cached page against a static file, origin requests in a peak.
await import('./bench-proxy.mjs');
