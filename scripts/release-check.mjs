// The release path's check of what would be uploaded: each published package is packed with `pnpm pack`
// (the tarball `pnpm publish` uploads; its prepack guard refuses a missing or stale build), and the
// tarball itself is checked: no `workspace:` range left in its manifest, publint (strict: warnings
// fail) and attw (ESM only; stylesheet entries left out). Fails listing every problem.
//
// Usage: node scripts/release-check.mjs [package folder...]   (default: the eight packages/*)
// `pnpm release` runs it after the build and before `changeset publish`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedPackages, root } from './lib.mjs';

// The root's devDependencies (publint exports no ./package.json to resolve it by).
const binOf = (pkg, relative) => path.join(root, 'node_modules', pkg, relative);
const publint = binOf('publint', 'src/cli.js');
const attw = binOf('@arethetypeswrong/cli', 'dist/index.js');

/** Export keys whose target is a stylesheet: attw checks JavaScript entries only. */
export function stylesheetEntries(manifest) {
  const targetOf = (value) => (typeof value === 'string' ? value : (value?.default ?? value?.import));
  return Object.entries(manifest.exports ?? {})
    .filter(([, value]) => String(targetOf(value) ?? '').endsWith('.css'))
    .map(([key]) => key);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/** Packs and checks one package folder; resolves with its problems (empty when it may be published). */
export function checkPackage(pkgDir) {
  const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const out = mkdtempSync(path.join(tmpdir(), 'release-check-'));
  try {
    const packed = run('pnpm', ['pack', '--pack-destination', out], pkgDir);
    const tarball = readdirSync(out).find((file) => file.endsWith('.tgz'));
    if (!packed.ok || !tarball) return [`pnpm pack failed:\n${packed.output}`];
    const file = path.join(out, tarball);
    const problems = [];
    const inner = run('tar', ['-xOzf', file, 'package/package.json'], out);
    if (inner.output.includes('workspace:'))
      problems.push('the packed package.json still has workspace: ranges');
    const lint = run(process.execPath, [publint, 'run', file, '--strict'], out);
    if (!lint.ok) problems.push(`publint:\n${lint.output}`);
    const excluded = stylesheetEntries(manifest);
    const types = run(
      process.execPath,
      [
        attw,
        file,
        '--profile',
        'esm-only',
        ...(excluded.length ? ['--exclude-entrypoints', ...excluded] : []),
      ],
      out,
    );
    if (!types.ok) problems.push(`attw:\n${types.output}`);
    return problems;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folders = process.argv.slice(2);
  const dirs = folders.length
    ? folders.map((f) => path.resolve(f))
    : publishedPackages.map((d) => path.join(root, 'packages', d));
  let failed = 0;
  for (const dir of dirs) {
    const { name } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const problems = checkPackage(dir);
    if (problems.length === 0) console.log(`  ✓ ${name}: packed; publint and attw pass on the tarball`);
    else {
      failed += 1;
      console.error(`  ✖ ${name}:\n${problems.map((p) => p.replace(/^/gm, '      ')).join('\n')}`);
    }
  }
  if (failed > 0) {
    console.error(`✖ release check: ${failed} of ${dirs.length} packages may not be published`);
    process.exit(1);
  }
  console.log(`release check: ${dirs.length} packages may be published`);
}
