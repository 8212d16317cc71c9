import path from 'node:path';
import {
  type MemoryTestVariant,
  type MemoryTestWire,
  memoryTestResponseSchema,
  memoryTestVariants,
} from '@dementie/api-client';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractRoute, refusalSchema } from '../../core/contract-route';
import type { ApiModuleOf, ModuleRuntime } from '../../core/module';
import type { Database } from '../../db/client';
import { loadIfEmpty } from '../../db/count';
import { defaultContentDir, parseContentFile } from '../cms/content-files';
import { memoryTestQuestionnaires } from './schema';

/** content/memory-test.json: both questionnaires in the call's own shape. */
export const memoryTestFileSchema = z.object({
  self: memoryTestResponseSchema,
  other: memoryTestResponseSchema,
});

/** A database or an open transaction. */
type Executor = Pick<Database, 'insert' | 'delete'>;

/** Replaces the questionnaires with content/memory-test.json (the demo content). */
export async function loadMemoryTests(
  executor: Executor,
  contentDir: string = defaultContentDir,
): Promise<number> {
  const file = parseContentFile(path.join(contentDir, 'memory-test.json'), memoryTestFileSchema);
  await executor.delete(memoryTestQuestionnaires);
  await executor.insert(memoryTestQuestionnaires).values(
    memoryTestVariants.map((variant) => {
      if (file[variant].Variant !== variant)
        throw new Error(`memory-test.json: ${variant} has another Variant`);
      return { variant, content: file[variant] };
    }),
  );
  return memoryTestVariants.length;
}

/** Options of {@link createMemoryTestModule}. */
export interface MemoryTestModuleOptions {
  contentDir?: string;
  /** Load content/memory-test.json into an empty table at start (default true). */
  loadOnEmpty?: boolean;
}

/** The memory-test runtime. */
export interface MemoryTestRuntime extends ModuleRuntime {
  questionnaire(variant: MemoryTestVariant): Promise<MemoryTestWire | null>;
}

/**
 * The memory test (spec 3 §5, §9; decision 0053): `GET /api/v1/memory-test/{variant}` answers one
 * questionnaire. This module only hands out content: the browser keeps the answers and scores them,
 * so there is no call that receives answers or a score (privacy by design).
 */
export function createMemoryTestModule(
  options: MemoryTestModuleOptions = {},
): ApiModuleOf<MemoryTestRuntime> {
  return {
    name: 'memorytest',
    async create(context) {
      const db = context.database.db;
      if (options.loadOnEmpty !== false) {
        await loadIfEmpty(db, memoryTestQuestionnaires, () => loadMemoryTests(db, options.contentDir));
      }

      async function questionnaire(variant: MemoryTestVariant): Promise<MemoryTestWire | null> {
        const [row] = await db
          .select({ content: memoryTestQuestionnaires.content })
          .from(memoryTestQuestionnaires)
          .where(eq(memoryTestQuestionnaires.variant, variant));
        // An editor's row that no longer fits the contract is not served (the answer schema would
        // fail anyway); the site then says the test is not available.
        const parsed = row ? memoryTestResponseSchema.safeParse(row.content) : null;
        return parsed?.success ? parsed.data : null;
      }

      async function routes(app: FastifyInstance) {
        contractRoute(
          app,
          'memoryTest',
          async (request, reply) => {
            const { variant } = request.params;
            const answer = await questionnaire(variant);
            if (!answer) return reply.code(404).send({ error: 'not found', reason: `no ${variant} test` });
            // Content changes seldom; a short cache keeps an editor's change visible soon.
            return reply.header('cache-control', 'public, max-age=300').send(answer);
          },
          { otherAnswers: { 404: refusalSchema } },
        );
      }
      return {
        routes,
        questionnaire,
        // The start page on every brand (decision 0041: search engines find every public page). The
        // questionnaires themselves are steps of an app page, not pages to find.
        async sitemapEntries() {
          const [row] = await db
            .select({ at: sql<string | null>`max(${memoryTestQuestionnaires.updatedAt})` })
            .from(memoryTestQuestionnaires);
          return [{ path: '/geheugentest', ...(row?.at ? { lastModified: new Date(row.at) } : {}) }];
        },
      };
    },
  };
}

/** The memory-test module of the server. */
export const memoryTestModule = createMemoryTestModule();
