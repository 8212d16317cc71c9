import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildProblemMessage,
  buildProblems,
  exportTargets,
  packerRewritesWorkspace,
  workspaceRanges,
} from './prepack-guard.mjs';

const guard = path.join(import.meta.dirname, 'prepack-guard.mjs');
const brands = path.join(import.meta.dirname, '..', 'packages', 'brands');
const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Sets a file's modification time to `seconds` after the epoch. */
const touch = (file: string, seconds: number) => utimesSync(file, seconds, seconds);

/** Every file under `dir`, touched at `seconds`. */
function touchAll(dir: string, seconds: number) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) touch(path.join(entry.parentPath, entry.name), seconds);
  }
}

/** A small package in a temporary folder: src/index.ts, dist/index.js and dist/index.d.ts. */
function smallPackage() {
  const dir = mkdtempSync(path.join(tmpdir(), 'prepack-guard-'));
  temporary.push(dir);
  mkdirSync(path.join(dir, 'src'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'src', 'index.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(dir, 'src', 'index.test.ts'), 'test\n');
  writeFileSync(path.join(dir, 'dist', 'index.js'), 'export const a = 1;\n');
  writeFileSync(path.join(dir, 'dist', 'index.d.ts'), 'export declare const a = 1;\n');
  touchAll(path.join(dir, 'src'), 1_000);
  touchAll(path.join(dir, 'dist'), 2_000);
  const manifest = {
    name: '@dementie/small',
    exports: {
      '.': { '@dementie/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
      './tokens/*.json': './tokens/*.json',
    },
    main: './dist/index.js',
    types: './dist/index.d.ts',
  };
  return { dir, manifest };
}

describe('prepack guard: workspace ranges', () => {
  it('finds workspace ranges in dependencies and peers, not in devDependencies', () => {
    expect(
      workspaceRanges({
        dependencies: { '@dementie/a': 'workspace:^', zustand: '^5.0.0' },
        peerDependencies: { '@dementie/b': 'workspace:*' },
        devDependencies: { '@dementie/c': 'workspace:^' },
      }),
    ).toEqual(['@dementie/a@workspace:^', '@dementie/b@workspace:*']);
  });

  it('trusts pnpm to rewrite them, not npm run inside a pnpm script', () => {
    expect(packerRewritesWorkspace({ npm_execpath: '/x/pnpm/bin/pnpm.cjs' })).toBe(true);
    expect(
      packerRewritesWorkspace({
        npm_execpath: '/x/npm/bin/npm-cli.js',
        npm_config_user_agent: 'pnpm/10.34.8 npm/? node/v20.19.0',
      }),
    ).toBe(false);
  });
});

describe('prepack guard: the build must be there and fresh', () => {
  it('lists every file exports, main and types name, but no pattern', () => {
    const { manifest } = smallPackage();
    expect(exportTargets(manifest).sort()).toEqual([
      './dist/index.d.ts',
      './dist/index.js',
      './src/index.ts',
    ]);
  });

  it('passes a build newer than every source file (tests and stories do not count)', () => {
    const { dir, manifest } = smallPackage();
    touch(path.join(dir, 'src', 'index.test.ts'), 3_000);
    expect(buildProblems(dir, manifest)).toEqual([]);
  });

  it('refuses a missing dist/', () => {
    const { dir, manifest } = smallPackage();
    rmSync(path.join(dir, 'dist'), { recursive: true });
    expect(buildProblems(dir, manifest)).toEqual([expect.stringContaining('dist/ is missing')]);
  });

  it('refuses a missing export target', () => {
    const { dir, manifest } = smallPackage();
    rmSync(path.join(dir, 'dist', 'index.d.ts'));
    expect(buildProblems(dir, manifest)).toEqual(['./dist/index.d.ts (named in package.json) is missing']);
  });

  it('refuses a source file newer than the newest file in dist/', () => {
    const { dir, manifest } = smallPackage();
    touch(path.join(dir, 'src', 'index.ts'), 3_000);
    expect(buildProblems(dir, manifest)).toEqual([
      expect.stringMatching(/^src\/index\.ts is newer than the build/),
    ]);
  });

  it('names the package and what to run', () => {
    const message = buildProblemMessage({ name: '@dementie/small' }, ['dist/ is missing']);
    expect(message).toContain('@dementie/small: refusing to pack');
    expect(message).toContain('pnpm build');
    expect(message).toContain('pnpm turbo run build --filter=@dementie/small');
  });
});

describe('prepack guard: `pnpm pack` of a copy of @dementie/brands', () => {
  /** A copy of the brands package (built: run `pnpm build` first), with the guard at its real path. */
  function brandsCopy() {
    if (!existsSync(path.join(brands, 'dist', 'index.js'))) throw new Error('build @dementie/brands first');
    const dir = mkdtempSync(path.join(tmpdir(), 'prepack-brands-'));
    temporary.push(dir);
    const pkg = path.join(dir, 'brands');
    for (const part of ['package.json', 'README.md', 'LICENSE', 'src', 'dist', 'tokens']) {
      cpSync(path.join(brands, part), path.join(pkg, part), { recursive: true });
    }
    const manifest = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
    manifest.scripts = { prepack: `node ${JSON.stringify(guard)}` };
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify(manifest, null, 2));
    touchAll(path.join(pkg, 'src'), 1_000);
    touchAll(path.join(pkg, 'dist'), 2_000);
    mkdirSync(path.join(dir, 'out'));
    return { pkg, out: path.join(dir, 'out') };
  }
  const pack = (pkg: string, out: string) =>
    spawnSync('pnpm', ['pack', '--pack-destination', out], { cwd: pkg, encoding: 'utf8' });

  it('packs a fresh build', { timeout: 60_000 }, () => {
    const { pkg, out } = brandsCopy();
    const result = pack(pkg, out);
    expect(result.status, result.stderr).toBe(0);
    expect(readdirSync(out).filter((file) => file.endsWith('.tgz'))).toHaveLength(1);
  });

  it('fails without dist/, naming the package and `pnpm build`, and makes no tarball', {
    timeout: 60_000,
  }, () => {
    const { pkg, out } = brandsCopy();
    rmSync(path.join(pkg, 'dist'), { recursive: true });
    const result = pack(pkg, out);
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toMatch(
      /@dementie\/brands: refusing to pack a missing or stale build:[\s\S]*dist\/ is missing[\s\S]*pnpm build/,
    );
    expect(readdirSync(out)).toEqual([]);
  });

  it('fails when a source file is newer than dist/', { timeout: 60_000 }, () => {
    const { pkg, out } = brandsCopy();
    touch(path.join(pkg, 'src', 'index.ts'), 3_000);
    const result = pack(pkg, out);
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toMatch(/src\/index\.ts is newer than the build/);
    expect(readdirSync(out)).toEqual([]);
  });
});
