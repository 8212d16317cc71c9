// The purger: turns the server's purge calls into exact keys for nginx's cache-purge module.
//
//   node deploy/nginx/purger.mjs settings.json
//
// Debian's libnginx-mod-http-cache-purge is ngx_cache_purge 2.3, which removes one exact key per request:
// no partial keys (`key*`) and no "purge all" (those came in a later fork). The server asks for two things
// (decision 0104): `PURGE /{brand}{path}`, every variant of one page, and `PURGE /{brand}/*`, every page
// of a brand. nginx's purge listener (render-config.mjs: allow list, PURGE only) passes both on to this
// process over a unix socket; for a page it asks the module to remove each key the page can be cached
// under (pageKeyVariants: 5 consent choices x 3 encodings), for a brand each key in the cache folder that
// starts with `{brand} ` (the key is written in every cache file's header). Through the module, not by
// deleting files: nginx's own record of the entry is updated with the file. It answers 200 when something
// was removed and 404 when nothing was cached; the server takes both as done.
import { closeSync, openSync, readdirSync, readSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE_ZONE, pageKeyVariants, readSettings, socketsOf } from './render-config.mjs';

/** The key in a cache file's header (`\nKEY: ...\n` after nginx's binary header), or null. */
function keyOfCacheFile(file) {
  let fd;
  try {
    fd = openSync(file, 'r');
    const buffer = Buffer.alloc(16 * 1024);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    // Bytes as they are (latin1): the key holds the address as the browser sent it.
    const text = buffer.toString('latin1', 0, read);
    const start = text.indexOf('\nKEY: ');
    if (start < 0) return null;
    const end = text.indexOf('\n', start + 6);
    return end < 0 ? null : text.slice(start + 6, end);
  } catch {
    // Removed or replaced meanwhile (nginx writes a new version beside and renames it over).
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Every cache file (32 hex digits) under the cache folder (levels=1:2). */
function cacheFiles(dir) {
  const files = [];
  const walk = (folder, depth) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && depth < 2) walk(full, depth + 1);
      else if (entry.isFile() && /^[0-9a-f]{32}$/.test(entry.name)) files.push(full);
    }
  };
  walk(dir, 0);
  return files;
}

/**
 * Starts the purger on the settings' socket (render-config.mjs settings). Resolves when it listens;
 * `close()` stops it.
 */
export async function startPurger(settings) {
  const sockets = socketsOf(path.resolve(settings.prefixDir));
  const cacheDir = path.resolve(settings.cacheDir);
  const brands = new Set(Object.keys(settings.brands ?? {}));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

  /** Asks the module to remove one exact key: true when it was cached (200), false when not (404). */
  const purgeKey = (key) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        {
          socketPath: sockets.purgeKey,
          method: 'PURGE',
          path: '/',
          headers: { host: CACHE_ZONE, 'x-purge-key': key },
          agent,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) resolve(true);
            else if (response.statusCode === 404) resolve(false);
            else reject(new Error(`the cache-purge module answered ${response.statusCode} for ${key}`));
          });
        },
      );
      request.on('error', reject);
      request.end();
    });

  const handle = async (request, response) => {
    const answer = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(`${JSON.stringify(body)}\n`);
    };
    if (request.method !== 'PURGE') return answer(405, { error: 'PURGE only' });
    const match = /^\/([a-z0-9-]+)(\/.*)$/.exec(request.url ?? '');
    if (!match || !brands.has(match[1])) {
      return answer(400, { error: `not /{brand}/{path} of a brand of ${[...brands].join(', ')}` });
    }
    const [, brand, address] = match;
    const keys =
      address === '/*'
        ? cacheFiles(cacheDir)
            .map(keyOfCacheFile)
            .filter((key) => key?.startsWith(`${brand} `))
        : pageKeyVariants(brand, address);
    const removed = (await Promise.all([...new Set(keys)].map(purgeKey))).filter(Boolean).length;
    return answer(removed > 0 ? 200 : 404, { purged: removed });
  };

  rmSync(sockets.purger, { force: true });
  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error(`purger: ${error.message}`);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('purge failed\n');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(sockets.purger, resolve);
  });
  return {
    socket: sockets.purger,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node deploy/nginx/purger.mjs settings.json');
    process.exit(2);
  }
  const purger = await startPurger(readSettings(file));
  console.info(`purger: listening on ${purger.socket}`);
  const stop = () => purger.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
