import path from 'node:path';
import {
  DEFAULT_REDIRECT_STATUS,
  NO_REDIRECT_STATUS,
  REDIRECT_STATUSES,
  type RedirectStatus,
  type redirectResponseSchema,
} from '@dementie/api-client';
import { brandIds } from '@dementie/i18n-catalogues';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractRoute } from '../../core/contract-route';
import type { ApiModuleOf, ModuleRuntime } from '../../core/module';
import type { Database } from '../../db/client';
import { loadIfEmpty } from '../../db/count';
import { defaultContentDir, parseContentFile } from '../cms/content-files';
import { redirects } from './schema';

/** One redirect of content/redirects.json; `brand` limits it to one brand site. */
export const redirectEntrySchema = z.object({
  from: z.string().regex(/^\/[a-z0-9/_-]*$/),
  to: z.string().refine((to) => to.startsWith('/') || /^https?:\/\//.test(to), 'a path or an http(s) URL'),
  brand: z.enum(brandIds).optional(),
  /** The answer's status: 301 (the default) or 308 moved for good, 302 or 307 for now. */
  status: z.union(REDIRECT_STATUSES.map((status) => z.literal(status))).optional(),
});

/** The JSON reason of a 404. */

/** A database or an open transaction. */
type Executor = Pick<Database, 'insert' | 'delete'>;

/** Replaces the redirects table with content/redirects.json. */
export async function loadRedirects(
  executor: Executor,
  contentDir: string = defaultContentDir,
): Promise<number> {
  const entries = parseContentFile(path.join(contentDir, 'redirects.json'), z.array(redirectEntrySchema));
  await executor.delete(redirects);
  if (entries.length) {
    await executor.insert(redirects).values(
      entries.map((entry) => ({
        brand: entry.brand ?? '*',
        fromPath: normalisePath(entry.from),
        toPath: entry.to,
        statusCode: entry.status ?? DEFAULT_REDIRECT_STATUS,
      })),
    );
  }
  return entries.length;
}

/** A stored status as a redirect's status; a row written by hand with another one counts as the default. */
function redirectStatusOf(stored: number): RedirectStatus {
  return REDIRECT_STATUSES.find((status) => status === stored) ?? DEFAULT_REDIRECT_STATUS;
}

/** Lower case, no query or hash, no trailing slash (except the root). */
export function normalisePath(raw: string): string {
  const pathOnly = raw.split(/[?#]/)[0] ?? '/';
  return pathOnly.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Options of {@link createRedirectsModule}. */
export interface RedirectsModuleOptions {
  contentDir?: string;
  /** Load content/redirects.json into an empty table at start (default true). */
  loadOnEmpty?: boolean;
}

/**
 * The redirect lookup (spec 1 §7): `From`/`To` for a path, 204 No Content when there is none (project
 * choice: `NO_REDIRECT_STATUS` in @dementie/api-client; the client reads a 404 the same). A brand's own
 * redirect wins over one for every brand. Answers are kept in memory per brand and path; the site
 * caches per path as well (spec 1 §4).
 */
export function createRedirectsModule(options: RedirectsModuleOptions = {}): ApiModuleOf<ModuleRuntime> {
  return {
    name: 'redirects',
    async create(context) {
      const db = context.database.db;
      if (options.loadOnEmpty !== false) {
        await loadIfEmpty(db, redirects, () => loadRedirects(db, options.contentDir));
      }
      const cache = new Map<string, z.output<typeof redirectResponseSchema> | null>();

      async function lookup(brand: string, from: string) {
        const key = `${brand}|${from}`;
        if (cache.has(key)) return cache.get(key) ?? null;
        const rows = await db
          .select()
          .from(redirects)
          .where(and(eq(redirects.fromPath, from), inArray(redirects.brand, [brand, '*'])));
        const row = rows.find((r) => r.brand === brand) ?? rows[0];
        const answer = row
          ? { From: row.fromPath, To: row.toPath, StatusCode: redirectStatusOf(row.statusCode) }
          : null;
        if (cache.size > 5000) cache.clear();
        cache.set(key, answer);
        return answer;
      }

      async function routes(app: FastifyInstance) {
        contractRoute(
          app,
          'redirectFrom',
          async (request, reply) => {
            const { path: asked } = request.query;
            // No redirect: 204, never 404, which every browser writes into the console as an error.
            if (asked.length > 500) return reply.code(NO_REDIRECT_STATUS).send();
            const answer = await lookup(request.brand, normalisePath(asked));
            reply.header('cache-control', 'public, max-age=300').header('vary', 'X-Brand');
            if (!answer) return reply.code(NO_REDIRECT_STATUS).send();
            return reply.send(answer);
          },
          { otherAnswers: { [NO_REDIRECT_STATUS]: z.undefined() } },
        );
      }

      // A load of the redirect table, in this process or another (decision 0064).
      context.changes.on('redirects', () => cache.clear());
      return { routes };
    },
  };
}

/** The redirects module of the server. */
export const redirectsModule = createRedirectsModule();
