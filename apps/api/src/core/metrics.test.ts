import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail, mailModule } from '../modules/mail';
import { mailOutbox } from '../modules/mail/schema';
import { testBackends } from '../test-support/backends';
import { renderedSite } from '../test-support/site';
import { useTestServer } from '../test-support/suite';
import { buildMetricsApp, PAGE_ROUTE, UNMATCHED_ROUTE } from './metrics';
import type { ApiModule } from './module';

/** A route with a parameter: its pattern, never the value, must reach the metrics. */
const probeModule: ApiModule = {
  name: 'probe',
  create: () => ({
    routes(app) {
      app.get('/api/probe/:name', async (request) => ({ name: (request.params as { name: string }).name }));
    },
  }),
};

/** A server render with one page; every other address is a not-found page, as a brand's render gives. */
const entry = `export async function render(request) {
  const found = new URL(request.url).pathname === '/nieuws';
  return { kind: 'html', status: found ? 200 : 404, appHtml: '<main>' + (found ? 'nieuws' : 'weg') + '</main>', headHtml: '' };
}`;

/** The value of the sample `name{labels}` in a Prometheus text answer, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-z_]+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe.each(testBackends())('metrics on $name', (backend) => {
  const suite = useTestServer(backend, { modules: [probeModule, mailModule] });
  let api: FastifyInstance;
  let site: FastifyInstance;
  let metrics: FastifyInstance;

  beforeAll(async () => {
    const { runtime } = suite.server;
    api = await runtime.buildApp();
    site = await runtime.buildApp({ site: { brand: 'alzheimer', ...renderedSite(entry) } });
    metrics = await buildMetricsApp(runtime.context.metrics);
  });
  afterAll(async () => {
    await api?.close();
    await site?.close();
    await metrics?.close();
  });

  it('counts requests by route pattern, status class and port, render cache outcomes and the outbox', async () => {
    const { db } = suite;
    const { clock } = suite.server;
    const address = 'jan.jansen@voorbeeld.nl';
    for (let i = 0; i < 2; i += 1) {
      expect((await api.inject({ method: 'GET', url: `/api/probe/${address}` })).statusCode).toBe(200);
    }
    expect((await api.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(
      (await api.inject({ method: 'GET', url: `/api/v1/bestaat-niet?email=${address}` })).statusCode,
    ).toBe(404);
    // Anonymous twice (rendered, then from the cache), then a visitor with a session cookie.
    expect((await site.inject({ method: 'GET', url: '/nieuws' })).headers['x-render-cache']).toBe('miss');
    expect((await site.inject({ method: 'GET', url: '/nieuws' })).headers['x-render-cache']).toBe('hit');
    const bypass = await site.inject({ method: 'GET', url: '/nieuws', cookies: { dm_session: 'iemand' } });
    expect(bypass.headers['x-render-cache']).toBe('bypass');
    expect((await site.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    // Two mails waiting (not due yet, so the worker leaves them) and one given up.
    const later = new Date(clock.now().getTime() + 60 * 60_000);
    for (const recipient of ['een@voorbeeld.nl', 'twee@voorbeeld.nl', 'drie@voorbeeld.nl']) {
      await enqueueMail(
        db,
        {
          kind: 'login',
          brand: 'dementie',
          origin: suite.server.runtime.context.config.brandOrigins.dementie,
          recipient,
          link: 'http://x/y',
        },
        later,
      );
    }
    const [given] = await db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
    await db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, given!.id));

    const scrape = await metrics.inject({ method: 'GET', url: '/metrics' });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.headers['cache-control']).toBe('no-store');
    const text = scrape.body;
    const requests = (labels: Record<string, string>) => sample(text, 'http_requests_total', labels);
    expect(requests({ method: 'GET', route: '/api/probe/:name', status: '2xx', port: 'api' })).toBe(2);
    expect(requests({ method: 'GET', route: '/api/health', status: '2xx', port: 'api' })).toBe(1);
    expect(requests({ method: 'GET', route: UNMATCHED_ROUTE, status: '4xx', port: 'api' })).toBe(1);
    expect(requests({ method: 'GET', route: PAGE_ROUTE, status: '2xx', port: 'alzheimer' })).toBe(3);
    expect(requests({ method: 'GET', route: '/api/ready', status: '2xx', port: 'alzheimer' })).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/probe/:name',
        status: '2xx',
        port: 'api',
      }),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        le: '+Inf',
        route: '/api/health',
        port: 'api',
      }),
    ).toBe(1);
    // No address a visitor typed, and no value of a route parameter.
    expect(text).not.toContain('voorbeeld');
    expect(text).not.toContain('bestaat-niet');
    for (const outcome of ['miss', 'hit', 'bypass']) {
      expect(sample(text, 'dementie_render_cache_requests_total', { brand: 'alzheimer', outcome })).toBe(1);
    }
    expect(sample(text, 'dementie_mail_outbox', { status: 'pending' })).toBe(2);
    expect(sample(text, 'dementie_mail_outbox', { status: 'failed' })).toBe(1);
    // The pool exists on PostgreSQL only; PGlite is one connection inside the process.
    if (backend.name === 'postgres') {
      expect(sample(text, 'dementie_db_pool_connections', {})).toBeGreaterThan(0);
      expect(sample(text, 'dementie_db_pool_waiting_queries', {})).toBe(0);
    } else {
      expect(text).not.toContain('dementie_db_pool');
    }
    // prom-client's process metrics.
    expect(sample(text, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is served on the metrics listener only: the API and brand ports answer 404', async () => {
    for (const app of [api, site]) {
      const response = await app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    }
    expect((await metrics.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(404);
  });
});
