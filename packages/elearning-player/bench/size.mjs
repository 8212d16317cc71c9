// Prints the gzipped size of the built player (run `pnpm --filter @dementie/elearning-player build`
// first). The activities are not code-split (one small bundle loads faster on a cheap phone than a
// waterfall of chunks), so the figures are the whole bundle and its stylesheet. A figure, never a test.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

if (!existsSync(path.join(dist, 'index.js'))) {
  console.info(
    'elearning-player: no build found; run `pnpm --filter @dementie/elearning-player build` first',
  );
  process.exit(0);
}

console.info('elearning-player bundle (dependencies external: react, @dementie/*)');
for (const file of ['index.js', 'styles.css']) {
  const bytes = readFileSync(path.join(dist, file));
  const gzip = gzipSync(bytes, { level: 9 }).length;
  console.info(`  ${file.padEnd(12)} ${kb(bytes.length).padStart(9)}  gzip ${kb(gzip).padStart(8)}`);
}
