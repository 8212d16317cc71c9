// @vitest-environment node
import { fixtures } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand/brand-config';
import { createFakeServer } from '../testing/fake-server';
import { renderRequest } from './render';

const brand: BrandConfig = {
  id: 'alzheimer',
  name: 'Alzheimer Steunpunt',
  logoUrl: '/logo.svg',
  footerVariant: 'charity',
  socialLinks: [],
  qualityMarks: [],
};

describe('server rendering (issue 14)', () => {
  it('renders an overview with its cards, title and rel=next in the head, and hydration data', async () => {
    const server = createFakeServer();
    const result = await renderRequest({
      brand,
      request: new Request('http://site.test/nieuws'),
      fetch: server.fetch,
    });
    if (result.kind !== 'html') throw new Error('expected html');
    expect(result.status).toBe(200);
    expect(result.appHtml).toContain('Nieuwe training voor winkelpersoneel');
    expect(result.appHtml).toContain('__staticRouterHydrationData');
    expect(result.appHtml.startsWith('<link')).toBe(false);
    expect(result.headHtml).toContain('<title>Nieuws | Alzheimer Steunpunt</title>');
    expect(result.headHtml).toContain('<link rel="next" href="/nieuws?page=2"/>');
  });

  it('answers a missing page with status 404 and the not-found page', async () => {
    const result = await renderRequest({
      brand,
      request: new Request('http://site.test/bestaat-niet'),
      fetch: createFakeServer().fetch,
    });
    if (result.kind !== 'html') throw new Error('expected html');
    expect(result.status).toBe(404);
    expect(result.appHtml).toContain('Oeps, deze pagina bestaat niet (meer)');
  });

  it('answers a redirected path with the redirect before any page is rendered', async () => {
    const server = createFakeServer({
      'GET /api/v1/redirect/from': () => ({ body: fixtures.redirectFrom.response }),
    });
    const result = await renderRequest({
      brand,
      request: new Request('http://site.test/oude-pagina'),
      fetch: server.fetch,
    });
    expect(result).toEqual({ kind: 'redirect', status: 302, location: '/wat-is-dementie' });
  });
});
