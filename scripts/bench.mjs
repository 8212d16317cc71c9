// `pnpm bench`: speed and size are measured here and printed, never asserted in timed tests.
// For now: the built size of every package and brand site (gzip). Server and player benchmarks join
// as their issues land.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

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

// The training player's own size report (issue 12).
const { spawnSync } = await import('node:child_process');
spawnSync(process.execPath, [path.join(root, 'packages/elearning-player/bench/size.mjs')], {
  stdio: 'inherit',
});

// The reference server: content calls (issue 5) and 200 simulated learners with a crash test (issue 7).
spawnSync('pnpm', ['--filter', '@dementie/api', 'bench'], { stdio: 'inherit', cwd: root });
spawnSync('node', ['--import', 'tsx', 'apps/api/bench/learners.ts'], { stdio: 'inherit', cwd: root });
