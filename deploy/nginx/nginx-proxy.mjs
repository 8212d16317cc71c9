// Starts the shared cache (nginx with the cache-purge module, and the purger) in front of running server
// processes, in a folder of its own, as a non-root user or as root: for tests and benches
// (apps/api/src/shared-cache/nginx-proxy.test.ts, scripts/bench-proxy.mjs). Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEBIAN_CACHE_PURGE_MODULE, renderNginxConfig } from './render-config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Debian's nginx, or NGINX_PATH. */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's cache-purge module, or NGINX_CACHE_PURGE_MODULE. */
export const cachePurgeModulePath = process.env.NGINX_CACHE_PURGE_MODULE ?? DEBIAN_CACHE_PURGE_MODULE;
/** What installs both on Debian. */
export const NGINX_INSTALL_COMMAND =
  'sudo apt-get update && sudo apt-get install -y nginx libnginx-mod-http-cache-purge';

function missingParts() {
  return [nginxPath, cachePurgeModulePath].filter((file) => !existsSync(file));
}

/**
 * Makes sure nginx and the cache-purge module are there. Missing, they are installed with apt-get when
 * this process runs as root (as scripts/lib.mjs does for Chromium); otherwise this throws an error
 * that names the command.
 */
export function ensureNginx() {
  if (missingParts().length === 0) return { nginx: nginxPath, module: cachePurgeModulePath };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `nginx with the cache-purge module is missing (${missingParts().join(', ')}). Install it with:\n    ${NGINX_INSTALL_COMMAND}\n  or point NGINX_PATH and NGINX_CACHE_PURGE_MODULE at them.`,
    );
  }
  console.info("▶ Installing Debian's nginx and libnginx-mod-http-cache-purge (apt-get)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-cache-purge'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      throw new Error(`'apt-get ${args.join(' ')}' failed (exit ${result.status ?? result.error?.message})`);
    }
  }
  if (missingParts().length > 0) {
    throw new Error(`still missing after apt-get: ${missingParts().join(', ')}`);
  }
  return { nginx: nginxPath, module: cachePurgeModulePath };
}

/** A TCP port on loopback that is free now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** A child's output, as it comes. */
function collect(child) {
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk.toString('utf8');
  });
  return () => text;
}

const readIfThere = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/**
 * Starts nginx (daemon off, in `workDir` or a new temporary folder) and the purger in front of the
 * server processes' brand origins `upstreams` ({ brand: ['http://127.0.0.1:4001', ...] }), and waits until
 * nginx answers a purge end to end (nginx, the purger, the module), no fixed wait. Options: `listenPorts`
 * per brand and `purgePort` (free ports when not given), `workerProcesses` (default 1), `upstreamLog`,
 * `staticFiles` ({ location, dir }: see render-config.mjs), `readyWithinMs` (default 30 s).
 */
export async function startNginxProxy(options) {
  const { nginx, module } = ensureNginx();
  const brands = Object.keys(options.upstreams);
  const workDir = options.workDir ?? mkdtempSync(path.join(tmpdir(), 'dm-nginx-'));
  const ownsWorkDir = options.workDir === undefined;
  const prefixDir = path.join(workDir, 'prefix');
  const cacheDir = path.join(workDir, 'cache');
  mkdirSync(prefixDir, { recursive: true });
  const listenPorts = {};
  for (const brand of brands) listenPorts[brand] = options.listenPorts?.[brand] ?? (await freePort());
  const purgePort = options.purgePort ?? (await freePort());
  const settings = {
    prefixDir,
    cacheDir,
    modulePath: module,
    daemon: false,
    workerProcesses: options.workerProcesses ?? 1,
    upstreamLog: options.upstreamLog === true,
    ...(options.staticFiles ? { staticFiles: options.staticFiles } : {}),
    purge: { listen: purgePort, allow: ['127.0.0.1'] },
    brands: Object.fromEntries(
      brands.map((brand) => [brand, { listen: listenPorts[brand], upstreams: options.upstreams[brand] }]),
    ),
  };
  const settingsFile = path.join(prefixDir, 'settings.json');
  const configFile = path.join(prefixDir, 'nginx.conf');
  writeFileSync(settingsFile, `${JSON.stringify(settings, null, 2)}\n`);
  writeFileSync(configFile, renderNginxConfig(settings));

  const purger = spawn(process.execPath, [path.join(here, 'purger.mjs'), settingsFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const purgerOutput = collect(purger);
  // nginx passes purges to the purger's socket: the purger listens first (or has stopped: see below).
  await new Promise((resolve) => {
    const check = () => {
      if (purgerOutput().includes('purger: listening') || purger.exitCode !== null) {
        purger.stdout.off('data', check);
        purger.off('exit', check);
        resolve();
      }
    };
    purger.stdout.on('data', check);
    purger.on('exit', check);
    check();
  });
  const server = spawn(nginx, ['-p', prefixDir, '-c', configFile, '-e', path.join(prefixDir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const nginxOutput = collect(server);
  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => readIfThere(path.join(prefixDir, 'error.log'));

  const stop = async () => {
    for (const child of [server, purger]) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all([exited(server), exited(purger)]);
    if (ownsWorkDir) rmSync(workDir, { recursive: true, force: true });
  };

  const purgeUrl = `http://127.0.0.1:${purgePort}`;
  const origins = Object.fromEntries(
    brands.map((brand) => [brand, `http://127.0.0.1:${listenPorts[brand]}`]),
  );
  // The state "nginx answers a purge": nginx listens (its brand ports open with the purge port), the
  // purger listens, and the module answers through it (404: nothing cached yet).
  const deadline = performance.now() + (options.readyWithinMs ?? 30_000);
  for (;;) {
    if (server.exitCode !== null || purger.exitCode !== null) {
      await stop();
      throw new Error(
        `nginx or the purger stopped during start-up:\n${nginxOutput()}${errorLog()}${purgerOutput()}`,
      );
    }
    const status = await fetch(`${purgeUrl}/${brands[0]}/.proxy-ready`, { method: 'PURGE' })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0);
    if (status === 404 || status === 200) break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error(
        `nginx did not answer a purge (last status ${status}):\n${nginxOutput()}${errorLog()}${purgerOutput()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    /**
     * Writes the configuration again with `changes` on top of the settings and tells nginx to load it
     * (`nginx -s reload`: the cache stays). nginx answers with the new configuration shortly after: wait
     * for a state that shows it.
     */
    reload(changes) {
      Object.assign(settings, changes);
      writeFileSync(settingsFile, `${JSON.stringify(settings, null, 2)}\n`);
      writeFileSync(configFile, renderNginxConfig(settings));
      const result = spawnSync(nginx, ['-p', prefixDir, '-c', configFile, '-s', 'reload'], {
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`nginx -s reload failed:\n${result.stderr}`);
    },
    origins,
    purgeUrl,
    prefixDir,
    cacheDir,
    configFile,
    /** Requests that reached a server process, one line each (with `upstreamLog: true`). */
    upstreamLogFile: path.join(prefixDir, 'upstream.log'),
    /** nginx's error log, nginx's and the purger's output so far. */
    output: () => `${nginxOutput()}${errorLog()}${purgerOutput()}`,
    stop,
  };
}
