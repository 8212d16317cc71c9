// `prepack` of every published package (npm and pnpm run it before `pack` and `publish`, from the
// package folder). It refuses to pack:
// - when the manifest still has `workspace:` ranges and the packer is not pnpm. `pnpm pack` /
//   `pnpm publish` rewrite those ranges to real versions in the tarball; plain `npm pack` /
//   `npm publish` would ship them as they are, and no consumer could install the result;
// - when the build is missing or stale: no `dist/`, a file that `exports`, `main` or `types` names is
//   missing, or a source file is newer than the newest file in `dist/`. A tarball of an old build
//   would ship code that is not the source beside it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `workspace:` ranges a manifest declares, as `name@range` strings. */
export function workspaceRanges(manifest) {
  const found = [];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith('workspace:')) found.push(`${name}@${range}`);
    }
  }
  return found;
}

/**
 * True when the running package manager rewrites `workspace:` ranges. `npm_execpath` names the
 * packer itself (npm-cli.js or pnpm.cjs); the user agent is not enough, because npm run inside a
 * `pnpm run` script inherits pnpm's `npm_config_user_agent`.
 */
export function packerRewritesWorkspace(env) {
  if (env.npm_execpath) return /pnpm(?:\.c?js)?$/.test(path.basename(env.npm_execpath));
  return /^pnpm\//.test(env.npm_config_user_agent ?? '');
}

/** Every file path a manifest's `exports` (all conditions), `main` and `types` point at. */
export function exportTargets(manifest) {
  const targets = new Set();
  const visit = (value) => {
    if (typeof value === 'string') targets.add(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) visit(inner);
  };
  visit(manifest.exports);
  for (const field of ['main', 'types', 'module'])
    if (typeof manifest[field] === 'string') targets.add(manifest[field]);
  // A subpath pattern (`./*`) names no one file.
  return [...targets].filter((target) => !target.includes('*'));
}

/** Source files that are no part of the build (the same ones `files` leaves out of the tarball). */
const notBuilt = /\.(?:test|stories)\.tsx?$|\.fixtures\.ts$|\.md$|(?:^|\/)test-support\//;

/** The newest file under `dir` (`skip` tests a path relative to `dir`): its path and mtime, or undefined. */
function newest(dir, skip = () => false) {
  let found;
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && !skip(path.relative(dir, file).split(path.sep).join('/'))) {
        const mtimeMs = statSync(file).mtimeMs;
        if (!found || mtimeMs > found.mtimeMs) found = { file, mtimeMs };
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return found;
}

/** What is wrong with the build of the package in `pkgDir` (empty when it may be packed). */
export function buildProblems(pkgDir, manifest) {
  const dist = path.join(pkgDir, 'dist');
  if (!existsSync(dist)) return ['dist/ is missing (the package was never built, or its build was deleted)'];
  const problems = [];
  for (const target of exportTargets(manifest)) {
    if (!existsSync(path.join(pkgDir, target))) problems.push(`${target} (named in package.json) is missing`);
  }
  const built = newest(dist, (file) => file.endsWith('.map'));
  const source = newest(path.join(pkgDir, 'src'), (file) => notBuilt.test(file));
  if (!built) problems.push('dist/ is empty');
  else if (source && source.mtimeMs > built.mtimeMs) {
    problems.push(
      `${path.relative(pkgDir, source.file)} is newer than the build (changed ${new Date(source.mtimeMs).toISOString()}, newest file in dist/ ${new Date(built.mtimeMs).toISOString()})`,
    );
  }
  return problems;
}

/** The message for a package whose build is missing or stale: the package, what is wrong, what to run. */
export function buildProblemMessage(manifest, problems) {
  return (
    `${manifest.name}: refusing to pack a missing or stale build:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
    `Run \`pnpm build\` in the package folder (or \`pnpm turbo run build --filter=${manifest.name}\` from the root) first.`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifestPath = path.join(process.cwd(), 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const ranges = workspaceRanges(manifest);
  if (ranges.length > 0 && !packerRewritesWorkspace(process.env)) {
    console.error(
      `${manifest.name}: refusing to pack with workspace ranges (${ranges.join(', ')}).\n` +
        'Use `pnpm pack` or `pnpm publish` (they replace them with real versions); see the Release section of the root README.',
    );
    process.exit(1);
  }
  const problems = buildProblems(process.cwd(), manifest);
  if (problems.length > 0) {
    console.error(buildProblemMessage(manifest, problems));
    process.exit(1);
  }
}
