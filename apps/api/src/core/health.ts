import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/** How long a check waits for the database before it answers 503 (decision 0061). */
export const HEALTH_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  database: DatabaseHandle;
  /** True once the process was asked to stop: `/api/ready` answers 503 from then on. */
  shuttingDown: () => boolean;
  /** Default {@link HEALTH_TIMEOUT_MS}. */
  timeoutMs?: number;
}

class TimedOut extends Error {}

/** `work`, or a {@link TimedOut} rejection after `ms`: a check never hangs on a database that does not answer. */
async function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Why the database could not be asked. Fixed English texts for the operator: an error's own message
 * may name hosts or users, so it is not passed on.
 */
function databaseReason(error: unknown, ms: number): string {
  return error instanceof TimedOut ? `database did not answer within ${ms} ms` : 'database query failed';
}

/** Small answers a balancer polls: never stored by a proxy in between. */
function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/**
 * `/api/health` (liveness) and `/api/ready` (readiness), on every port (decision 0061).
 * Health: the process runs and the database answers `select 1` within the timeout. Ready: also every
 * module's migrations are applied and the process is not shutting down, so a balancer sends visitors
 * here. A process that is shutting down stays healthy (it finishes what it has) but is not ready.
 */
export async function healthRoutes(app: FastifyInstance, opts: HealthOptions) {
  const { database, shuttingDown } = opts;
  const ms = opts.timeoutMs ?? HEALTH_TIMEOUT_MS;

  app.get('/api/health', async (_request, reply) => {
    noStore(reply);
    try {
      await within(ms, () => database.db.execute(sql`select 1`));
      return { status: 'ok', database: database.kind };
    } catch (error) {
      return reply
        .code(503)
        .send({ status: 'unavailable', database: database.kind, reason: databaseReason(error, ms) });
    }
  });

  app.get('/api/ready', async (_request, reply) => {
    noStore(reply);
    const unavailable = (reason: string) =>
      reply.code(503).send({ status: 'unavailable', database: database.kind, reason });
    if (shuttingDown()) return unavailable('shutting down');
    let pending: Awaited<ReturnType<DatabaseHandle['pendingMigrations']>>;
    try {
      // One query: it proves the database answers and reads every module's migration journal.
      pending = await within(ms, () => database.pendingMigrations());
    } catch (error) {
      return unavailable(databaseReason(error, ms));
    }
    if (pending.length > 0) {
      const modules = pending.map(({ module, applied, expected }) => `${module} (${applied} of ${expected})`);
      return unavailable(`migrations not applied: ${modules.join(', ')}`);
    }
    // Asked again after the query: the stop may have come while it ran.
    if (shuttingDown()) return unavailable('shutting down');
    return { status: 'ready', database: database.kind };
  });
}
