import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './modules/health/routes';

export interface SiteOptions {
  /** Brand id of the site this instance serves. */
  brand: string;
  /** Folder of the built brand app (its `dist`). */
  root: string;
}

export interface AppOptions {
  database: DatabaseHandle;
  /** When set, this instance also serves a built brand site on the same origin as the API. */
  site?: SiteOptions;
  logger?: boolean;
}

/**
 * One Fastify instance: every API module, plus a brand site when asked. The spec's calls are
 * same-origin paths, so each brand port answers `/api/...` itself and pages, API and cookies share
 * one origin. The database handle is shared by all instances of the process.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? {
          level: 'info',
          // Privacy: no personal data in logs. Request URLs may carry e-mail addresses (magic links),
          // so only method, route and status are logged.
          serializers: {
            req: (req) => ({ method: req.method, route: req.routeOptions?.url ?? 'unmatched' }),
          },
        }
      : false,
    trustProxy: false,
  });

  await app.register(healthRoutes, { database: options.database });

  if (options.site) {
    await registerSite(app, options.site);
  } else {
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ error: 'not found', reason: `no route for ${request.method} ${request.url}` });
    });
  }
  return app;
}

async function registerSite(app: FastifyInstance, site: SiteOptions) {
  const root = path.resolve(site.root);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The ${site.brand} site is not built: ${indexFile} is missing. Run 'pnpm build' first.`);
  }
  await app.register(fastifyStatic, { root, index: false, wildcard: false, maxAge: '1h' });
  // Every non-API GET that is not a file is a client route: answer with the app shell.
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|drupal|sharedblobstorage|blobstorage|_dev)(\/|$)/.test(request.url);
    if (request.method === 'GET' && !isApi) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return reply
      .code(404)
      .send({ error: 'not found', reason: `no route for ${request.method} ${request.url}` });
  });
}
