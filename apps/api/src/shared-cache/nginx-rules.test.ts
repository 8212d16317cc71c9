import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NginxProxy, startNginxProxy } from '../../../../deploy/nginx/nginx-proxy.mjs';
import { eventually } from '../test-support/wait';
import { type Loaded, load, purge } from './nginx-testing';

/*
 * The shared cache of deploy/nginx (decision 0104): Debian's nginx with the cache-purge module and the
 * purger, as deploy/nginx/README.md runs them. Here its rules against a stand-in origin that answers as
 * the server's contract says (what is kept, under which key, what a purge removes, stale when the origin
 * is down); nginx-servers.test.ts puts it in front of real server processes. nginx missing (and not
 * root, so not installed): the hooks fail with the command that installs it
 * (deploy/nginx/nginx-proxy.mjs), never a skip.
 */

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';

/** A stand-in for the server's brand port, answering as its contract says; counts what reaches it. */
class StubOrigin {
  version = 1;
  readonly reached: string[] = [];
  private readonly server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    this.reached.push(url);
    const consent = /(?:^|;\s*)dm_cookie_consent=([^;]*)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
    const body = `${url} v${this.version} consent=${consent} encoding=${request.headers['accept-encoding'] ?? ''}`;
    const cacheControl = url.startsWith('/api/')
      ? 'no-store'
      : url.startsWith('/mijn-trainingen')
        ? 'private, no-store'
        : url.startsWith('/kort')
          ? 'public, max-age=0, s-maxage=1, stale-while-revalidate=600, stale-if-error=86400'
          : SHARED;
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl,
      etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`,
      vary: 'Accept-Encoding',
    });
    response.end(body);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

describe("the shared cache's rules, in front of a stand-in origin", { timeout: 60_000 }, () => {
  const origin = new StubOrigin();
  let proxy: NginxProxy;
  let site: string;
  let other: string;

  beforeAll(async () => {
    const upstream = await origin.start();
    proxy = await startNginxProxy({ upstreams: { dementie: [upstream], alzheimer: [upstream] } });
    site = proxy.origins.dementie ?? '';
    other = proxy.origins.alzheimer ?? '';
  });

  afterAll(async () => {
    await proxy?.stop();
    await origin.stop();
  });

  it('keeps a shared page and serves it again, never a personal page or an API answer', async () => {
    expect((await load(`${site}/over`)).cache).toBe('MISS');
    const again = await load(`${site}/over`);
    expect(again).toMatchObject({ status: 200, cache: 'HIT' });
    for (let n = 0; n < 2; n += 1) {
      expect((await load(`${site}/mijn-trainingen`)).cache).toBe('MISS');
      expect((await load(`${site}/api/v1/counter`)).cache).toBe('');
    }
    expect(origin.reached.filter((url) => url === '/over')).toHaveLength(1);
  });

  it('keys on the consent choice and the encoding, on no other cookie', async () => {
    await load(`${site}/keuze`);
    const consented = { cookie: 'dm_cookie_consent=v1.s1.m0' };
    expect((await load(`${site}/keuze`, consented)).cache).toBe('MISS');
    const hit = await load(`${site}/keuze`, {
      cookie: 'dm_csrf=abc; dm_cookie_consent=v1.s1.m0; dm_signed_in=',
    });
    expect(hit).toMatchObject({ cache: 'HIT', body: expect.stringContaining('consent=v1.s1.m0') });
    // Cookies that change no page, and a choice the site cannot read (it shows the banner): no choice.
    for (const cookie of ['dm_csrf=abc; dm_signed_in=1', 'dm_cookie_consent=rommel']) {
      expect(await load(`${site}/keuze`, { cookie })).toMatchObject({
        cache: 'HIT',
        body: expect.stringContaining('consent= '),
      });
    }
    // The server is asked in the encoding of the key; browsers' spellings share one entry.
    expect((await load(`${site}/keuze`, { 'accept-encoding': 'gzip, deflate, br' })).cache).toBe('MISS');
    const brotli = await load(`${site}/keuze`, { 'accept-encoding': 'br' });
    expect(brotli).toMatchObject({ cache: 'HIT', body: expect.stringContaining('encoding=br') });
  });

  it('skips the cache for a session, a learner or a sign-in in progress, and keeps nothing of them', async () => {
    await load(`${site}/persoonlijk`);
    origin.version += 1;
    for (const cookie of [
      'dm_session=x',
      '__Host-dm_session=x',
      'dm_csrf=a; dm_learner=x',
      'dm_link_requested=1',
    ]) {
      const answer = await load(`${site}/persoonlijk`, { cookie });
      expect(answer, cookie).toMatchObject({
        cache: 'BYPASS',
        body: expect.stringContaining(`v${origin.version}`),
      });
    }
    // The anonymous page is still the one kept before: none of the answers above replaced it.
    expect(await load(`${site}/persoonlijk`)).toMatchObject({
      cache: 'HIT',
      body: expect.stringContaining(`v${origin.version - 1}`),
    });
  });

  it('a page purge removes every variant of that page and nothing else', async () => {
    const variants: Record<string, string>[] = [
      {},
      { cookie: 'dm_cookie_consent=v1.s0.m0' },
      { cookie: 'dm_cookie_consent=v1.s1.m1' },
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br' },
    ];
    const others = ['/nieuws', '/?pagina=2'];
    for (const headers of variants) await load(`${site}/`, headers);
    for (const page of others) await load(`${site}${page}`);
    origin.version += 1;

    expect(await purge(`${proxy.purgeUrl}/dementie/`)).toBe(200);
    for (const headers of variants) {
      expect(await load(`${site}/`, headers), JSON.stringify(headers)).toMatchObject({
        cache: 'MISS',
        body: expect.stringContaining(`v${origin.version}`),
      });
    }
    for (const page of others) expect((await load(`${site}${page}`)).cache, page).toBe('HIT');
    // Nothing of it cached: 404, which the server takes as done too.
    expect(await purge(`${proxy.purgeUrl}/dementie/niet-bewaard`)).toBe(404);
  });

  it("a brand purge removes every page of that brand and none of another brand's", async () => {
    for (const page of ['/a', '/b?c=d']) await load(`${site}${page}`);
    await load(`${other}/a`);
    expect(await purge(`${proxy.purgeUrl}/dementie/*`)).toBe(200);
    for (const page of ['/a', '/b?c=d', '/nieuws'])
      expect((await load(`${site}${page}`)).cache, page).toBe('MISS');
    expect((await load(`${other}/a`)).cache).toBe('HIT');
  });

  it('takes a PURGE only, of a known brand, from an allowed address', async () => {
    expect((await fetch(`${proxy.purgeUrl}/dementie/`)).status).toBe(405);
    expect(await purge(`${proxy.purgeUrl}/onbekend/`)).toBe(400);
    // 127.0.0.2 is this machine too, but not on the allow list.
    const fromElsewhere = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${proxy.purgeUrl}/dementie/`, {
        method: 'PURGE',
        localAddress: '127.0.0.2',
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    expect(fromElsewhere).toBe(403);
  });

  it('serves a kept page stale when the origin is down, and nothing for a page it never kept', async () => {
    const kept = await load(`${site}/kort`);
    expect(kept.cache).toBe('MISS');
    await origin.stop();
    // s-maxage=1: once it has expired, the answer comes from the cache as STALE.
    let answer: Loaded | undefined;
    await eventually('the expired page is served stale', 10_000, async () => {
      answer = await load(`${site}/kort`);
      return answer.cache === 'STALE';
    });
    expect(answer).toMatchObject({ status: 200, body: kept.body });
    expect((await load(`${site}/nooit-bewaard`)).status).toBe(502);
  });
});
