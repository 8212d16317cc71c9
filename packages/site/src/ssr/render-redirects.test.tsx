// @vitest-environment node
import { fixtures } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../testing/fake-server';
import { renderRequest } from './render';
import { brand } from './test-support/render-page';

// The redirects of the content (the redirect lookup), answered before any page is rendered.

describe('server rendering', () => {
  /** Renders `address` on a server whose redirect lookup answers `redirect` for every path. */
  const redirected = (address: string, redirect: object) =>
    renderRequest({
      brand,
      request: new Request(`http://site.test${address}`),
      fetch: createFakeServer({ 'GET /api/v1/redirect/from': () => ({ body: redirect }) }).fetch,
    });

  it('answers a redirected path with the redirect before any page is rendered, moved for good by default', async () => {
    expect(await redirected('/oude-pagina', fixtures.redirectFrom.response)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/wat-is-dementie',
    });
  });

  it('answers a redirect with the status it has in the content', async () => {
    for (const status of [301, 302, 307, 308]) {
      const result = await redirected('/oude-pagina', {
        From: '/oude-pagina',
        To: '/nieuws',
        StatusCode: status,
      });
      expect(result, String(status)).toEqual({ kind: 'redirect', status, location: '/nieuws' });
    }
  });

  it("keeps the address's query on a redirect; a parameter the target sets itself keeps the target's value", async () => {
    expect(await redirected('/training?x=1', { From: '/training', To: '/trainingen' })).toMatchObject({
      location: '/trainingen?x=1',
    });
    const own = { From: '/training', To: '/trainingen?bron=oud#aanbod' };
    expect(await redirected('/training?bron=mail&x=1&x=2', own)).toMatchObject({
      location: '/trainingen?bron=oud&x=1&x=2#aanbod',
    });
    expect(await redirected('/training', own)).toMatchObject({ location: '/trainingen?bron=oud#aanbod' });
    const away = { From: '/doneren', To: 'https://elders.example/doneren', StatusCode: 302 };
    expect(await redirected('/doneren?utm_source=brief', away)).toEqual({
      kind: 'redirect',
      status: 302,
      location: 'https://elders.example/doneren?utm_source=brief',
    });
  });
});
