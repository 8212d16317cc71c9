import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/** `/api/health`: answers 200 only when the database answers a query, so a load balancer can trust it. */
export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }) {
  app.get('/api/health', async (_request, reply) => {
    try {
      await opts.database.db.execute(sql`select 1`);
      return { status: 'ok', database: opts.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: opts.database.kind });
    }
  });
}
