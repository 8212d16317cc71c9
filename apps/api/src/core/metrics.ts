import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle, PoolStats } from '../db/client';

type RequestLabel = 'method' | 'route' | 'status' | 'port';

/** The route label of a request no route matched: a page of a brand site, or nothing at all. */
export const PAGE_ROUTE = '(page)';
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The Prometheus metrics of one server process (decision 0061). A registry of its own, not
 * prom-client's global one: tests make many runtimes in one process, and each counts for itself.
 * Labels never carry a raw URL: a route is its pattern (`/api/v1/pages/:id`), so no visitor's data
 * reaches the metrics and the number of series stays bounded.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter<RequestLabel>({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern, status class and port (api or the brand).',
    labelNames: ['method', 'route', 'status', 'port'],
    registers: [this.registry],
  });
  private readonly duration = new Histogram<RequestLabel>({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route pattern, status class and port.',
    labelNames: ['method', 'route', 'status', 'port'],
    registers: [this.registry],
  });
  private readonly renderCache = new Counter<'brand' | 'outcome'>({
    name: 'dementie_render_cache_requests_total',
    help: 'Server-rendered pages by render cache outcome: hit, miss (anonymous, rendered and kept) or bypass (a visitor with a session).',
    labelNames: ['brand', 'outcome'],
    registers: [this.registry],
  });
  private readonly unavailable = new Counter({
    name: 'dementie_database_unavailable_total',
    help: 'Requests answered 503 because the database could not be reached (an expected state: counted here, never sent as an error report).',
    registers: [this.registry],
  });
  private processMetrics = false;

  constructor(database: DatabaseHandle) {
    const { poolStats } = database;
    // PGlite has no pool: one connection inside the process.
    if (poolStats) {
      const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
        new Gauge({
          name,
          help,
          registers: [this.registry],
          collect() {
            this.set(read(poolStats()));
          },
        });
      gauge('dementie_db_pool_connections', 'PostgreSQL connections open in the pool.', (s) => s.total);
      gauge('dementie_db_pool_idle_connections', 'PostgreSQL connections open and unused.', (s) => s.idle);
      gauge(
        'dementie_db_pool_waiting_queries',
        'Queries waiting for a free PostgreSQL connection.',
        (s) => s.waiting,
      );
    }
  }

  /**
   * Counts every answer of `app`. `port` is 'api' or the brand the port serves; `isPage` tells a page
   * of the site (answered by the not-found handler, so without a route pattern) from an unknown path.
   */
  observeRequests(app: FastifyInstance, port: string, isPage: (request: FastifyRequest) => boolean): void {
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? (isPage(request) ? PAGE_ROUTE : UNMATCHED_ROUTE),
        status: `${Math.floor(reply.statusCode / 100)}xx`,
        port,
      };
      this.requests.inc(labels);
      this.duration.observe(labels, reply.elapsedTime / 1000);
    });
  }

  /** A request answered 503 because the database could not be reached (core/error-handler.ts). */
  databaseUnavailable(): void {
    this.unavailable.inc();
  }

  /** One server render's cache outcome (core/site/render.ts). */
  renderCacheOutcome(brand: string, outcome: 'hit' | 'miss' | 'bypass'): void {
    this.renderCache.inc({ brand, outcome });
  }

  /**
   * prom-client's process metrics (CPU, memory, event loop lag, garbage collection, handles). Started
   * only with a metrics listener: they keep a timer and an observer running for the process's life.
   */
  collectProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this.registry });
  }
}

/**
 * The metrics listener: `/metrics` and nothing else, on its own port (`METRICS_PORT`, bound to
 * `METRICS_HOST`), so the public API and brand ports never expose it (decision 0061).
 */
export async function buildMetricsApp(metrics: Metrics): Promise<FastifyInstance> {
  metrics.collectProcessMetrics();
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: 'not found', reason: `no route for ${request.method} ${request.url}` });
  });
  await app.ready();
  return app;
}
