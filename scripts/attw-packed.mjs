// `attw` on the tarball `pnpm pack` makes (the one `pnpm publish` would upload), instead of
// `attw --pack`, which runs plain `npm pack` and so meets the prepack guard (scripts/prepack-guard.mjs).
// Usage from a package folder: node ../../scripts/attw-packed.mjs [attw options...]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const destination = mkdtempSync(path.join(tmpdir(), 'attw-'));
try {
  execFileSync('pnpm', ['pack', '--pack-destination', destination], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(destination).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack made no tarball');
  const attw = createRequire(import.meta.url).resolve('@arethetypeswrong/cli/package.json');
  const bin = path.join(path.dirname(attw), 'dist', 'index.js');
  execFileSync(process.execPath, [bin, path.join(destination, tarball), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
} catch (error) {
  process.exitCode = typeof error.status === 'number' ? error.status : 1;
} finally {
  rmSync(destination, { recursive: true, force: true });
}
