import path from 'node:path';
import {
  cmsHomepageResponseSchema,
  cmsNodeSchema,
  cmsOverviewResponseSchema,
  menuResponseSchema,
  OVERVIEW_PAGE_SIZE,
  PREVIEW_LIVE_FIELD,
  totalPages,
} from '@dementie/api-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequestSchema, contractRoute, refusalSchema } from '../../core/contract-route';
import type { ApiModuleOf, ModuleRuntime } from '../../core/module';
import { AnswerCache, sendCached } from './cache';
import { defaultContentDir } from './content-files';
import { loadCmsContent, readContentSet } from './loader';
import { fileCache, registerMediaRoutes } from './media';
import { CmsRepository } from './repository';

export { defaultContentDir } from './content-files';
export {
  bumpContentVersion,
  contentFieldOf,
  docTypeOf,
  type LoadSummary,
  loadCmsContent,
  readContentSet,
} from './loader';
export { CmsRepository } from './repository';

/** Public answers may be kept a minute by browsers and shared caches, then revalidated by ETag. */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** Previews are personal (editors only) and never stored. */
const PRIVATE_CACHE = 'private, no-store';

/** The three overviews of spec 2 §7 and the bundle each lists. */
const OVERVIEWS = [
  { call: 'newsOverview', bundle: 'news' },
  { call: 'organisationOverview', bundle: 'organizatie' },
  { call: 'storyOverview', bundle: 'ervaringsverhalen' },
] as const;

/** Longest alias looked up; longer paths cannot exist and are answered 404 without a query. */
const MAX_ALIAS_LENGTH = 300;

/** Options of {@link createCmsModule}. */
export interface CmsModuleOptions {
  /** The content folder (default apps/api/content). */
  contentDir?: string;
  /** Load the content on the first start of an empty database (default true). */
  loadOnEmpty?: boolean;
}

function notFound(reply: FastifyReply, reason: string) {
  return reply.code(404).header('cache-control', 'no-store').send({ error: 'not found', reason });
}

/** Checks an answer against its api-client schema before it is cached: a content bug must not reach a visitor. */
function checked<T extends z.core.$ZodType>(schema: T, body: unknown, what: string): z.output<T> {
  // The api-client schemas are zod/mini schemas: parsed with the function, which takes classic and mini alike.
  const result = z.safeParse(schema, body);
  if (!result.success) {
    throw new Error(`cms: ${what} breaks its contract: ${result.error.issues[0]?.message ?? 'invalid'}`);
  }
  // The body itself, not the parsed copy: what was checked is sent unchanged.
  return body as z.output<T>;
}

/** The cms module: pages, preview, overviews, node-path, menus and media files (spec 2 §7, spec 1 §7). */
export interface CmsRuntime extends ModuleRuntime {
  repository: CmsRepository;
  cache: AnswerCache;
  /** Replaces the content with the files of the content folder and drops every cache. */
  reload(): Promise<void>;
}

/** Makes the cms module (tests may point it at another content folder). */
export function createCmsModule(options: CmsModuleOptions = {}): ApiModuleOf<CmsRuntime> {
  const contentDir = options.contentDir ?? defaultContentDir;
  return {
    name: 'cms',
    async create(context) {
      const repository = new CmsRepository(context.database.db);
      const cache = new AnswerCache({
        version: () => repository.contentVersion(),
        nextBoundary: (now) => repository.nextBoundary(now),
        now: () => context.clock.now(),
      });
      // A content load, in this process or another (decision 0064): without this, other processes
      // would see it only at their next version check (every 5 s).
      context.changes.on('content', () => cache.invalidate());
      // Rendered pictures and files, shared by every port of the process (64 MB at most).
      const files = fileCache(64e6);
      if (options.loadOnEmpty !== false && (await repository.isEmpty())) {
        // First start of an empty database (decision 0016): the demo content is loaded once.
        await loadCmsContent(context.database, readContentSet(contentDir), { onlyIfEmpty: true });
        await context.changes.publish('search');
      }

      async function routes(app: FastifyInstance) {
        contractRoute(app, 'homepage', async (request, reply) => {
          const answer = await cache.get(`${request.brand}|homepage`, async () => {
            const node = await repository.homepage(request.brand, context.clock.now());
            if (!node) return { status: 404, body: { error: 'not found', reason: 'no homepage' } };
            return { status: 200, body: checked(cmsHomepageResponseSchema, [node], 'homepage') };
          });
          return sendCached(request, reply, answer, answer.status === 200 ? PUBLIC_CACHE : 'no-store');
        });

        contractRoute(
          app,
          'preview',
          async (request, reply) => {
            // Project choice (api-client): only a signed-in editor may read a preview (decision 0013).
            const user = await context.identity.user(request);
            reply.header('cache-control', PRIVATE_CACHE);
            if (!user) return reply.code(401).send({ error: 'unauthorized', reason: 'log in as an editor' });
            if (!user.isEditor) return reply.code(403).send({ error: 'forbidden', reason: 'editors only' });
            const { entityType, entityId, revisionId } = request.params;
            if (!/^\d{1,9}$/.test(entityId) || !/^\d{1,9}$/.test(revisionId)) {
              return reply
                .code(400)
                .send({ error: 'bad request', reason: 'entityId and revisionId are numbers' });
            }
            if (entityType !== 'node') return notFound(reply, `no previews of ${entityType}`);
            const node = await repository.revision(request.brand, Number(entityId), Number(revisionId));
            if (!node) return notFound(reply, `no revision ${revisionId} of node ${entityId}`);
            // Project choice (decision 0013): the preview says whether this revision is the live one.
            const live = await repository.isLiveRevision(
              request.brand,
              Number(entityId),
              Number(revisionId),
              context.clock.now(),
            );
            return reply.send(checked(cmsNodeSchema, { ...node, [PREVIEW_LIVE_FIELD]: live }, 'preview'));
          },
          {
            otherAnswers: {
              400: badRequestSchema,
              401: refusalSchema,
              403: refusalSchema,
              404: refusalSchema,
            },
          },
        );

        for (const overview of OVERVIEWS) {
          contractRoute(app, overview.call, async (request, reply) => {
            const { page = 0 } = request.query;
            const answer = await cache.get(`${request.brand}|${overview.bundle}|${page}`, async () => {
              const { items, totalItems } = await repository.overview(
                overview.bundle,
                request.brand,
                page,
                OVERVIEW_PAGE_SIZE,
                context.clock.now(),
              );
              const pages = totalPages(totalItems);
              // Spec 2 §4: a page outside 0..total is not a page; page 0 of an empty list is.
              if (page > 0 && page >= pages) {
                return { status: 404, body: { error: 'not found', reason: `page ${page} of ${pages}` } };
              }
              const body = {
                items,
                pager: {
                  current_page: page,
                  total_items: totalItems,
                  total_pages: pages,
                  items_per_page: OVERVIEW_PAGE_SIZE,
                },
              };
              return { status: 200, body: checked(cmsOverviewResponseSchema, body, overview.call) };
            });
            return sendCached(request, reply, answer, answer.status === 200 ? PUBLIC_CACHE : 'no-store');
          });
        }

        contractRoute(
          app,
          'nodePath',
          async (request, reply) => {
            const { path: nodePath } = request.query;
            const match = /^\/?node\/(\d{1,9})$/.exec(nodePath);
            if (!match)
              return reply.code(400).send({ error: 'bad request', reason: 'path must be node/<id>' });
            const alias = await repository.aliasOf(request.brand, Number(match[1]));
            if (!alias) return notFound(reply, `no node ${match[1]}`);
            return reply.header('cache-control', PUBLIC_CACHE).send({ path: alias });
          },
          { otherAnswers: { 400: badRequestSchema, 404: refusalSchema } },
        );

        contractRoute(app, 'menuItems', async (request, reply) => {
          const { menuName } = request.params;
          const answer = await cache.get(`${request.brand}|menu|${menuName}`, async () => ({
            status: 200,
            body: checked(
              menuResponseSchema,
              await repository.menu(request.brand, menuName),
              `menu ${menuName}`,
            ),
          }));
          return sendCached(request, reply, answer, PUBLIC_CACHE);
        });

        // Page by alias (spec 2 §7): /api/drupal{+path}. Static routes above take precedence.
        contractRoute(
          app,
          'page',
          async (request, reply) => {
            const { path: asked = '' } = request.params as { path?: string };
            // '/api/drupal' and '/api/drupalx' name no call: the not-found answer of any unknown address.
            if (!asked.startsWith('/')) return reply.callNotFound();
            const alias = asked.replace(/\/+$/, '').toLowerCase() || '/';
            if (alias.length > MAX_ALIAS_LENGTH || !/^\/[a-z0-9/_-]*$/.test(alias)) {
              return notFound(reply, `no page at ${alias.slice(0, 80)}`);
            }
            const answer = await cache.get(`${request.brand}|page|${alias}`, async () => {
              const node =
                alias === '/'
                  ? await repository.homepage(request.brand, context.clock.now())
                  : await repository.pageByAlias(request.brand, alias, context.clock.now());
              if (!node) return { status: 404, body: { error: 'not found', reason: `no page at ${alias}` } };
              return { status: 200, body: checked(cmsNodeSchema, node, alias) };
            });
            return sendCached(request, reply, answer, answer.status === 200 ? PUBLIC_CACHE : 'no-store');
          },
          // A path that is no alias is a page that does not exist (404 'no page at'), not a bad request.
          { uncheckedParams: true },
        );

        registerMediaRoutes(app, path.join(contentDir, 'media'), files);
      }

      return {
        repository,
        cache,
        routes,
        sitemapEntries: (brand, now) => repository.sitemap(brand, now),
        async reload() {
          await loadCmsContent(context.database, readContentSet(contentDir));
          await context.changes.publish('content');
          await context.changes.publish('search');
        },
      };
    },
  };
}

/** The cms module of the server, on the demo content of apps/api/content. */
export const cmsModule = createCmsModule();
