import path from 'node:path';
import { SEARCH_PAGE_SIZE, SEARCH_TOTAL_HEADER } from '@dementie/api-client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractRoute } from '../../core/contract-route';
import type { ApiModuleOf, ModuleRuntime } from '../../core/module';
import { loadIfEmpty } from '../../db/count';
import { AnswerCache, sendCached } from '../cms/cache';
import { defaultContentDir, parseContentFile } from '../cms/content-files';
import { queryWords, SearchEngine } from './engine';
import { searchDocuments, searchSynonyms } from './schema';
import { type Executor, replaceSynonyms } from './store';
import { indexDemoTrainings, TRAININGS_SOURCE } from './trainings';

export { DOC_TYPES_BY_FILTER, MIN_SUGGEST_LENGTH, SearchEngine } from './engine';
export {
  countSearchDocuments,
  type Executor,
  replaceSearchDocuments,
  replaceSynonyms,
  type SearchDocType,
  type SearchDocumentInput,
} from './store';
export { normaliseText } from './text';
export { demoTrainingDocuments, indexDemoTrainings, TRAININGS_SOURCE } from './trainings';

/** content/synonyms.json: Dutch word pairs, used both ways. */
export const synonymsFileSchema = z.object({
  pairs: z.array(z.tuple([z.string().min(1), z.string().min(1)])),
});

/** Loads content/synonyms.json into the synonyms table. */
export async function loadSynonyms(
  executor: Executor,
  contentDir: string = defaultContentDir,
): Promise<number> {
  const { pairs } = parseContentFile(path.join(contentDir, 'synonyms.json'), synonymsFileSchema);
  await replaceSynonyms(executor, pairs);
  return pairs.length;
}

/** Search answers may be kept a minute; they change only when content does. */
const SEARCH_CACHE = 'public, max-age=60';

/** Options of {@link createSearchModule}. */
export interface SearchModuleOptions {
  contentDir?: string;
  /** Seed synonyms and index the demo trainings on an empty database (default true). */
  loadOnEmpty?: boolean;
}

/** The search module's runtime: routes and the engine (tests). */
export interface SearchRuntime extends ModuleRuntime {
  engine: SearchEngine;
}

/** Makes the search module (spec 2 §7: Search, synonyms, suggest). */
export function createSearchModule(options: SearchModuleOptions = {}): ApiModuleOf<SearchRuntime> {
  const contentDir = options.contentDir ?? defaultContentDir;
  return {
    name: 'search',
    async create(context) {
      const db = context.database.db;
      const engine = new SearchEngine(db, () => context.clock.now());
      // No shared version to read: every change of the index reaches this process through the change
      // feed, which drops the answers at once.
      const cache = new AnswerCache(
        {
          version: async () => 0,
          nextBoundary: (now) => engine.nextBoundary(now),
          now: () => context.clock.now(),
        },
        { maxEntries: 1000 },
      );
      // The index changed, in this process or another (decision 0064).
      context.changes.on('search', () => {
        engine.invalidate();
        cache.invalidate();
      });

      if (options.loadOnEmpty !== false) {
        await loadIfEmpty(db, searchSynonyms, () => loadSynonyms(db, contentDir));
        const trainings = sql`${searchDocuments.source} = ${TRAININGS_SOURCE}`;
        await loadIfEmpty(db, searchDocuments, () => indexDemoTrainings(db, contentDir), trainings);
        await context.changes.publish('search');
      }

      async function routes(app: FastifyInstance) {
        contractRoute(app, 'search', async (request, reply) => {
          const { query, contentType, page = 0 } = request.query;
          // The words the engine searches with: queries that differ only in what it ignores share one answer.
          const key = `${request.brand}|${contentType}|${page}|${queryWords(query).join(' ')}`;
          const answer = await cache.get(key, async () => {
            const { hits, total } = await engine.search(
              query,
              contentType,
              request.brand,
              page,
              SEARCH_PAGE_SIZE,
            );
            // Spec 2 §4, as the overviews: a page outside 0..total is not a page; page 0 of no hits is.
            if (page > 0 && hits.length === 0) {
              return {
                status: 404,
                body: { error: 'not found', reason: `page ${page} is past the last page` },
              };
            }
            return { status: 200, body: hits, headers: { [SEARCH_TOTAL_HEADER]: String(total) } };
          });
          return sendCached(request, reply, answer, answer.status === 200 ? SEARCH_CACHE : 'no-store');
        });

        contractRoute(app, 'searchSynonyms', async (request, reply) => {
          const { query } = request.query;
          return reply.header('cache-control', SEARCH_CACHE).send(await engine.synonymsOf(query));
        });

        contractRoute(app, 'searchSuggest', async (request, reply) => {
          const { prefix } = request.query;
          return reply.header('cache-control', SEARCH_CACHE).send(await engine.suggest(prefix.slice(0, 100)));
        });
      }

      return { engine, routes };
    },
  };
}

/** The search module of the server. */
export const searchModule = createSearchModule();
