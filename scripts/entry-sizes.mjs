// Prints, per published package and entry, the JavaScript a consumer loads by importing it: the
// entry file plus every chunk of the same package it imports statically (gzip -9). Dynamic imports
// (lazy chunks such as the document editor) are not counted; other packages are counted under their
// own name. A figure, never a test. Run after the packages are built.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { publishedPackages } from './lib.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const staticImport = /(?:\bfrom|\bimport)\s*["'](\.\.?\/[^"']+)["']/g;

/** The entry file and the package-local chunks it loads statically. */
export function staticClosure(file) {
  const seen = new Set();
  const visit = (current) => {
    if (seen.has(current) || !existsSync(current)) return;
    seen.add(current);
    const text = readFileSync(current, 'utf8');
    for (const match of text.matchAll(staticImport)) visit(path.resolve(path.dirname(current), match[1]));
  };
  visit(file);
  return [...seen];
}

/** gzip bytes of the static closure of one built entry. */
export function entryGzip(file) {
  return staticClosure(file).reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
}

const esbuild = await import(
  createRequire(createRequire(import.meta.url).resolve('tsup')).resolve('esbuild')
);

/** gzip bytes of everything one entry exports, bundled with its dependencies except React (no tree-shaking). */
async function bundledGzip(pkgDir, file) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'entry-size-'));
  const entry = path.join(outdir, 'entry.js');
  writeFileSync(entry, `export * from ${JSON.stringify(file)};`);
  await esbuild.build({
    entryPoints: [entry],
    outdir: path.join(outdir, 'out'),
    nodePaths: [path.join(pkgDir, 'node_modules')],
    bundle: true,
    format: 'esm',
    minify: true,
    splitting: true,
    platform: 'browser',
    conditions: ['import', 'default'],
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'react-router-dom', 'jsdom'],
    logLevel: 'silent',
  });
  const size = entryGzip(path.join(outdir, 'out', 'entry.js'));
  rmSync(outdir, { recursive: true, force: true });
  return size;
}

export async function entrySizes() {
  const rows = [];
  for (const dir of publishedPackages) {
    const pkgDir = path.join(root, 'packages', dir);
    const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    for (const [key, value] of Object.entries(pkg.exports ?? {})) {
      const target = typeof value === 'object' ? value.import : undefined;
      if (!target?.endsWith('.js')) continue;
      const file = path.join(pkgDir, target);
      if (!existsSync(file)) continue;
      rows.push({
        name: `${pkg.name}${key.slice(1)}`,
        gzip: entryGzip(file),
        bundled: await bundledGzip(pkgDir, file),
      });
    }
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('JavaScript per entry (gzip): own = the entry and its static chunks in the package;');
  console.log('  with deps = every export bundled with its dependencies (not React), lazy chunks excluded');
  for (const { name, gzip, bundled } of await entrySizes()) {
    console.log(`  ${name.padEnd(40)} own ${kb(gzip).padStart(9)}  with deps ${kb(bundled).padStart(9)}`);
  }
}
