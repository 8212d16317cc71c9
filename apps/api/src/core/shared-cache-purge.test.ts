import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { surrogateKeys } from './cache-policy';
import { ChangeFeed } from './changes';
import { parseCachePurgeUrl } from './config';
import { SharedCachePurge } from './shared-cache-purge';

/** A purge listener as nginx's cache-purge module is one: it hears `PURGE /{brand}{path}`. */
function purgeListener(status = 200) {
  const heard: string[] = [];
  const server: Server = createServer((request, response) => {
    heard.push(`${request.method} ${request.url}`);
    response.writeHead(status).end();
  });
  return {
    heard,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('purging a shared cache on change (decision 0104)', () => {
  let listener: ReturnType<typeof purgeListener>;
  let changes: ChangeFeed;
  let purge: SharedCachePurge;
  const failures: string[] = [];

  beforeEach(async () => {
    listener = purgeListener();
    changes = new ChangeFeed(null);
    failures.length = 0;
    purge = new SharedCachePurge({
      purgeUrl: `${await listener.start()}/`,
      changes,
      // Long: the test sends the gathered purges itself (close), never waits for a time.
      gatherMs: 60_000,
      onFailure: (reason) => failures.push(reason),
    });
    purge.record('dementie', '/', surrogateKeys('dementie', ['content', 'counter']));
    purge.record('dementie', '/nieuws?pagina=2', surrogateKeys('dementie', ['content']));
    purge.record('alzheimer', '/', surrogateKeys('alzheimer', ['content', 'counter', 'trainings']));
    purge.record('dementie', '/zoeken?trefwoord=geheugen', surrogateKeys('dementie', ['content', 'search']));
  });

  afterEach(async () => {
    await purge.close();
    await listener.stop();
  });

  it('purges exactly the pages that show what changed, of every brand, once', async () => {
    await changes.publish('certificates');
    await purge.close();
    expect(listener.heard.sort()).toEqual(['PURGE /alzheimer/', 'PURGE /dementie/']);
    // Purged pages are forgotten until they are served again: a second change purges nothing twice.
    await changes.publish('certificates');
    await purge.close();
    expect(listener.heard).toHaveLength(2);
    purge.record('dementie', '/', surrogateKeys('dementie', ['counter']));
    await changes.publish('erasure');
    await purge.close();
    expect(listener.heard).toHaveLength(3);
    expect(failures).toEqual([]);
  });

  it('gathers a burst of changes into one purge per page', async () => {
    for (let i = 0; i < 5; i += 1) await changes.publish('content');
    await changes.publish('search');
    await purge.close();
    expect(listener.heard.sort()).toEqual([
      'PURGE /alzheimer/',
      'PURGE /dementie/',
      'PURGE /dementie/nieuws?pagina=2',
      'PURGE /dementie/zoeken?trefwoord=geheugen',
    ]);
  });

  it('purges nothing for a change no shared page shows (an activity document: the player is personal)', async () => {
    await changes.publish('documents');
    await purge.close();
    expect(listener.heard).toEqual([]);
  });

  it('reports a purge the cache refuses or cannot take, and goes on', async () => {
    const refusing = purgeListener(403);
    const failing = new SharedCachePurge({
      purgeUrl: await refusing.start(),
      changes,
      gatherMs: 60_000,
      onFailure: (reason) => failures.push(reason),
    });
    failing.record('dementie', '/', surrogateKeys('dementie', ['counter']));
    failing.changed('certificates');
    await failing.close();
    expect(failures).toEqual(['purge answered 403']);
    await refusing.stop();
    const gone = new SharedCachePurge({
      purgeUrl: 'http://127.0.0.1:9',
      changes: new ChangeFeed(null),
      gatherMs: 60_000,
      onFailure: (reason) => failures.push(reason),
    });
    gone.record('dementie', '/', surrogateKeys('dementie', ['counter']));
    gone.changed('certificates');
    await expect(gone.close()).resolves.toBeUndefined();
    expect(failures).toHaveLength(2);
  });
});

describe('CACHE_PURGE_URL', () => {
  it('takes an http(s) address, and stops the start with the reason for anything else', () => {
    expect(parseCachePurgeUrl(undefined)).toBeUndefined();
    expect(parseCachePurgeUrl('  ')).toBeUndefined();
    expect(parseCachePurgeUrl(' http://127.0.0.1:8089/ ')).toBe('http://127.0.0.1:8089');
    expect(parseCachePurgeUrl('https://cache.example/purge')).toBe('https://cache.example/purge');
    expect(() => parseCachePurgeUrl('127.0.0.1:8089')).toThrow(/CACHE_PURGE_URL: '127.0.0.1:8089' is not/);
    expect(() => parseCachePurgeUrl('ftp://cache.example')).toThrow(/not an http\(s\) address/);
  });
});
