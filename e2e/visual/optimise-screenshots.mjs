// Shrinks the committed screenshots of the visual check (e2e/visual/screenshots): each PNG is written
// again as an indexed-colour PNG at the highest compression when that is smaller. The colours of these
// flat pages fit a palette; the check's tolerance (playwright.visual.config.ts) absorbs the rest, and
// `pnpm test:visual` right after proves it. Run by `pnpm test:visual:update`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// sharp is the server's image library (apps/api); the screenshots use the same copy.
const sharp = createRequire(path.join(import.meta.dirname, '../../apps/api/package.json'))('sharp');
const folder = path.join(import.meta.dirname, 'screenshots');
let before = 0;
let after = 0;
for (const name of readdirSync(folder).filter((file) => file.endsWith('.png'))) {
  const file = path.join(folder, name);
  const original = readFileSync(file);
  before += original.length;
  // Already shrunk: a palette PNG is left as it is, so a run touches only the new screenshots (a
  // second quantisation would rewrite every file for a few bytes).
  if ((await sharp(original).metadata()).isPalette) {
    after += original.length;
    continue;
  }
  const smaller = await sharp(original)
    .png({ palette: true, quality: 100, colours: 256, dither: 0, compressionLevel: 9, effort: 10 })
    .toBuffer();
  if (smaller.length < original.length) {
    writeFileSync(file, smaller);
    after += smaller.length;
  } else {
    after += original.length;
  }
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
process.stdout.write(
  `screenshots: ${mb(before)} -> ${mb(after)} (${readdirSync(folder).length} files in ${folder})\n`,
);
