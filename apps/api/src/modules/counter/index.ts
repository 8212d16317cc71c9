import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../core/contract-route';
import type { ApiModuleOf, ModuleRuntime } from '../../core/module';
import { counterTotals } from './schema';

/** The row of the certificates total. */
export const CERTIFICATES_KEY = 'certificates';

/** The counter runtime (tests read the total). */
export interface CounterRuntime extends ModuleRuntime {
  total(): Promise<number>;
}

/**
 * The counter (spec 2 §7): a plain number, the certificates issued so far. The module keeps its
 * own total, incremented on every 'certificate.created' event, so it never reads the certificates
 * module's tables (modules talk through events; ARCHITECTURE.md). It grows as people finish trainings.
 */
export function createCounterModule(): ApiModuleOf<CounterRuntime> {
  return {
    name: 'counter',
    async create(context) {
      const db = context.database.db;
      async function total(): Promise<number> {
        const [row] = await db
          .select({ value: counterTotals.value })
          .from(counterTotals)
          .where(eq(counterTotals.key, CERTIFICATES_KEY));
        return Number(row?.value ?? 0);
      }
      context.events.on('certificate.created', async () => {
        await db
          .insert(counterTotals)
          .values({ key: CERTIFICATES_KEY, value: 1 })
          .onConflictDoUpdate({
            target: counterTotals.key,
            set: { value: sql`${counterTotals.value} + 1`, updatedAt: sql`now()` },
          });
      });

      async function routes(app: FastifyInstance) {
        contractRoute(app, 'counter', async (_request, reply) => {
          // Short cache: the number grows while people finish trainings.
          return reply.header('cache-control', 'public, max-age=30').send(await total());
        });
      }
      return { routes, total };
    },
  };
}

/** The counter module of the server. */
export const counterModule = createCounterModule();
