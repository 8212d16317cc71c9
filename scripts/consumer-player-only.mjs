// The player-only consumer of the consumer test (scripts/consumer-test.mjs): a team that shows trainings
// installs the player, block-kit, i18n-catalogues and React, and never the editor. Lexical is an optional
// peer of block-kit (decision record 'Lexical is an optional peer'), so such an install must not fetch it:
// the editor entries then fail on 'lexical', everything else imports in plain Node, and (with pnpm) the
// player page type-checks and builds. Prints the installed size (bytes of the files under node_modules),
// then adds the editor peers, prints the size again and imports the editor entries.
import { lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a player-only team installs (the player's own README). */
export const PLAYER_ONLY = ['@dementie/elearning-player', '@dementie/block-kit', '@dementie/i18n-catalogues'];

/**
 * Bytes of the regular files under `dir`, symbolic links not followed: under pnpm the packages are
 * hard links in node_modules/.pnpm (counted once there) and every other entry is a link; under npm
 * node_modules holds the files themselves. The apparent size, as `du -sb` counts files.
 */
export function installedBytes(dir) {
  let bytes = 0;
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) bytes += lstatSync(file).size;
    }
  };
  walk(dir);
  return bytes;
}

export const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The editor peers (Lexical) a package declares as optional peers, as `name@version` install specs. */
export function editorPeers(manifest) {
  return Object.entries(manifest.peerDependencies ?? {})
    .filter(([name]) => name === 'lexical' || name.startsWith('@lexical/'))
    .filter(([name]) => manifest.peerDependenciesMeta?.[name]?.optional === true)
    .map(([name, range]) => `${name}@${range}`);
}

/** The JavaScript entries (`name/subpath`) of the installed packages `names`. */
function entriesOf(app, names) {
  const entries = [];
  for (const name of names) {
    const manifest = JSON.parse(readFileSync(path.join(app, 'node_modules', name, 'package.json'), 'utf8'));
    for (const [key, value] of Object.entries(manifest.exports)) {
      if (typeof value === 'object' && value.import) entries.push(`${name}${key.slice(1)}`);
    }
  }
  return entries;
}

/** Imports each entry in plain Node in `app`; resolves with the error message of each that failed. */
async function importEach(app, entries, exec) {
  const probe = `const failed = {};
for (const entry of ${JSON.stringify(entries)}) {
  try { await import(entry); } catch (error) { failed[entry] = String(error?.message ?? error).split('\\n')[0]; }
}
console.log('PROBE' + JSON.stringify(failed));`;
  const { code, output } = await exec(process.execPath, ['--input-type=module', '-e', probe], { cwd: app });
  const line = output.split('\n').find((text) => text.startsWith('PROBE'));
  if (code !== 0 || !line) throw new Error(`the import probe did not run:\n${output}`);
  return JSON.parse(line.slice('PROBE'.length));
}

const isEditorEntry = (entry) => entry.endsWith('/editor');

/** An install of the manifest as it is, and an install that adds packages (`[...ADD[manager], ...specs]`). */
const INSTALL = {
  pnpm: ['install', '--prefer-offline', '--config.confirmModulesPurge=false'],
  npm: ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
};
const ADD = {
  pnpm: ['add', '--prefer-offline', '--config.confirmModulesPurge=false'],
  npm: INSTALL.npm,
};
const missingLexical = /Cannot find (?:package|module) '(?:lexical|@lexical\/[a-z-]+)'/;

/** The player page with its default http backend: its first load is the figure (also the consumer test's). */
export const PLAYER_PAGE = `import '@dementie/block-kit/styles.css';
import '@dementie/elearning-player/styles.css';
import { brandThemeAttributes } from '@dementie/block-kit';
import { TrainingPlayer } from '@dementie/elearning-player';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { createRoot } from 'react-dom/client';

const element = document.getElementById('root');
if (!element) throw new Error('no #root');
createRoot(element).render(
  <div lang="nl" {...brandThemeAttributes('dementievriendelijk')}>
    <I18nProvider brand="dementievriendelijk">
      <TrainingPlayer courseId={3} trainingName="Consumer" apiBaseUrl="/no-api" />
    </I18nProvider>
  </div>,
);
`;

/**
 * The player page, in an app of its own with the same dependencies and the build tools (so that the
 * size above counts no build tool): it type-checks and builds without Lexical, because no import() of
 * the player's main entry reaches the editor.
 */
async function buildWithoutLexical(base, manifest, manager, { must, pinned, firstLoadJs }) {
  // The player page type-checks and builds without Lexical: no import() of the player reaches it.
  const app = path.join(base, `app-player-only-build-${manager}`);
  mkdirSync(path.join(app, 'src'), { recursive: true });
  const devDependencies = pinned([
    'vite',
    '@vitejs/plugin-react',
    'typescript',
    '@types/react',
    '@types/react-dom',
  ]);
  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify({ ...manifest, devDependencies }, null, 2)}\n`,
  );
  await must(`${manager} install of the player page's app with its build tools`, manager, INSTALL[manager], {
    cwd: app,
  });
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Player</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  writeFileSync(path.join(app, 'src', 'main.tsx'), PLAYER_PAGE);
  writeFileSync(
    path.join(app, 'vite.config.ts'),
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()] });\n",
  );
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
    isolatedModules: true,
  };
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    `${JSON.stringify({ compilerOptions, include: ['src'] }, null, 2)}\n`,
  );
  const bin = (pkg, file) => path.join(app, 'node_modules', pkg, file);
  await must(
    'tsc of the player page without Lexical',
    process.execPath,
    [bin('typescript', 'bin/tsc'), '-p', '.'],
    {
      cwd: app,
    },
  );
  await must(
    'vite build of the player page without Lexical',
    process.execPath,
    [bin('vite', 'bin/vite.js'), 'build', '--logLevel', 'error'],
    { cwd: app },
  );
  console.log(
    `  first-load JS of the player-only page: ${(firstLoadJs(path.join(app, 'dist')).gzip / 1024).toFixed(1)} kB gzip`,
  );
}

/**
 * One player-only consumer with `manager`. `tools` are the consumer test's helpers: `must(label,
 * command, args, options)`, `exec(command, args, options)`, `pinned(names)` (versions of the workspace)
 * and `firstLoadJs(dist)`. With `build`, also type-checks and builds the player page without Lexical
 * (in an app of its own).
 * Resolves with the installed bytes before and after adding the editor peers.
 */
export async function playerOnlyConsumer(base, tarballs, manager, tools, { build = false } = {}) {
  const { must, exec, pinned } = tools;
  const app = path.join(base, `app-player-only-${manager}`);
  mkdirSync(app, { recursive: true });
  const ours = Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]));
  const direct = Object.fromEntries(PLAYER_ONLY.map((name) => [name, ours[name]]));
  const manifest = {
    name: 'dementie-player-only',
    private: true,
    type: 'module',
    dependencies: { ...direct, ...pinned(['react', 'react-dom']) },
    // The tarballs' ranges to each other (0.x) are on no registry yet: point them at the files.
    ...(manager === 'pnpm' ? { pnpm: { overrides: ours } } : { overrides: ours }),
  };
  writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`player-only consumer with ${manager} (${app})`);
  await must(`${manager} install of ${PLAYER_ONLY.join(', ')}, react, react-dom`, manager, INSTALL[manager], {
    cwd: app,
  });
  const bytes = installedBytes(path.join(app, 'node_modules'));
  const lexicalThere = readdirSync(path.join(app, 'node_modules')).includes('lexical');
  const store = manager === 'pnpm' ? readdirSync(path.join(app, 'node_modules', '.pnpm')) : [];
  if (lexicalThere || store.some((name) => /^(?:lexical|@lexical\+|yjs)@?/.test(name)))
    throw new Error(`the player-only install (${manager}) fetched Lexical`);
  console.log(`  ✓ no Lexical installed; node_modules holds ${mb(bytes)} of files`);

  // Every entry but the editors imports; the editors fail on the missing Lexical, by name.
  const entries = entriesOf(app, PLAYER_ONLY);
  const failed = await importEach(app, entries, exec);
  for (const entry of entries) {
    if (isEditorEntry(entry)) {
      if (!missingLexical.test(failed[entry] ?? ''))
        throw new Error(
          `${entry} without Lexical should fail on 'lexical', got: ${failed[entry] ?? 'no error'}`,
        );
    } else if (failed[entry]) throw new Error(`${entry} failed to import: ${failed[entry]}`);
  }
  const editors = entries.filter(isEditorEntry);
  console.log(
    `  ✓ plain Node imports ${entries.length - editors.length} entries; ${editors.join(', ')} fail on the missing 'lexical'`,
  );

  if (build) await buildWithoutLexical(base, manifest, manager, tools);

  // The editor peers added as the README's 'Editor' says: now the editor entries import too.
  const blockKit = JSON.parse(
    readFileSync(path.join(app, 'node_modules', '@dementie/block-kit', 'package.json'), 'utf8'),
  );
  const peers = editorPeers(blockKit);
  if (peers.length === 0) throw new Error('@dementie/block-kit declares no optional Lexical peers');
  await must(
    `${manager} add of the editor peers (${peers.length} Lexical packages)`,
    manager,
    [...ADD[manager], ...peers],
    {
      cwd: app,
    },
  );
  const withEditor = installedBytes(path.join(app, 'node_modules'));
  const stillFailing = await importEach(app, editors, exec);
  if (Object.keys(stillFailing).length > 0)
    throw new Error(`with the editor peers installed, ${JSON.stringify(stillFailing)}`);
  console.log(`  ✓ with the editor peers (${mb(withEditor)} of files), ${editors.join(' and ')} import`);
  return { manager, bytes, withEditor };
}

/** The line `pnpm bench` prints: the player-only install, per package manager, and with the editor peers. */
export function installSizeLine(results) {
  const list = (key) => results.map((r) => `${mb(r[key])} (${r.manager})`).join(', ');
  return `player-only install (player, block-kit, i18n-catalogues, react, react-dom): ${list('bytes')}; with the editor peers (Lexical): ${list('withEditor')}`;
}

/**
 * The player-only consumers, pnpm then npm; the pnpm one also type-checks and builds the player page
 * without Lexical and prints its first load (also with `--size-only`: `pnpm bench` prints it). Prints
 * the line `pnpm bench` shows for the install and resolves with the figures.
 */
export async function playerOnlyConsumers(base, tarballs, tools) {
  const installs = [];
  for (const manager of ['pnpm', 'npm']) {
    installs.push(await playerOnlyConsumer(base, tarballs, manager, tools, { build: manager === 'pnpm' }));
  }
  console.log(installSizeLine(installs));
  return installs;
}
