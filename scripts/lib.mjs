// Helpers for the README's two commands. Only Node built-ins here: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
const toolsBin = path.join(root, '.tools', 'node_modules', '.bin');

export const env = {
  ...process.env,
  PATH: `${toolsBin}${path.delimiter}${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
  COREPACK_ENABLE_STRICT: '0',
};

export function log(message) {
  console.log(`\n▶ ${message}`);
}

/**
 * Runs a command with inherited output; resolves with its exit code. `forwardSignals` lists signals
 * that this process passes on to the command while it runs, instead of ending without it: a `kill`,
 * `timeout` or a service manager's stop reaches only this process, and the command (the server) must
 * get it to shut down gracefully. SIGINT is not one of them: Ctrl-C reaches the whole process group,
 * and the server takes a second SIGINT as 'stop at once'.
 */
export function run(command, args, { forwardSignals = [], ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    for (const signal of forwardSignals) process.on(signal, forward);
    const done = (code) => {
      for (const signal of forwardSignals) process.off(signal, forward);
      resolve(code);
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      done(1);
    });
  });
}

/** Like run, but exits the process when the command fails. */
export async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ '${command} ${args.join(' ')}' failed with exit code ${code}`);
    process.exit(code);
  }
}

/**
 * pnpm is installed into .tools/ with npm (no global change, no corepack: its signature check fails
 * on this machine, TOOLCHAIN.md), pinned to the version in package.json's packageManager.
 */
export async function ensurePnpm() {
  const probe = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return;
  log(`Installing pnpm ${PNPM_VERSION} into .tools/`);
  await must('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefix',
    '.tools',
    `pnpm@${PNPM_VERSION}`,
  ]);
}

/** Installs the workspace; with a lockfile the install is frozen, so CI tests exactly what was committed. */
export async function installDependencies() {
  await ensurePnpm();
  log('Installing dependencies');
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  await must('pnpm', ['install', '--prefer-offline', ...frozen]);
}

/** The eight published packages (folders under packages/), for the consumer test and the entry sizes. */
export const publishedPackages = [
  'api-client',
  'auth',
  'block-kit',
  'brands',
  'cms-model',
  'elearning-player',
  'i18n-catalogues',
  'site',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for Playwright and Storybook tests (test tools cannot download browsers here). */
export async function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\n✖ Chromium is missing at ${chromiumPath}. Install it with:\n    sudo apt-get update && sudo apt-get install -y chromium\n  or point CHROMIUM_PATH at a Chromium binary.`,
    );
    process.exit(1);
  }
  log("Installing Debian's chromium (apt-get)");
  await must('apt-get', ['update', '-qq']);
  await must('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
