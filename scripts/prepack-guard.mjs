// `prepack` of every published package: refuses to pack when the manifest still has `workspace:`
// ranges and the packer is not pnpm. `pnpm pack` / `pnpm publish` rewrite those ranges to real
// versions in the tarball; plain `npm pack` / `npm publish` would ship them as they are, and no
// consumer could install the result. Run from the package folder (npm and pnpm both do).
import { readFileSync } from 'node:fs';
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
}
