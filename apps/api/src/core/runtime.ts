import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { ApiCallName } from '@dementie/api-client';
import { DEFAULT_BRAND_ID } from '@dementie/brands';
import type { BrandId } from '@dementie/i18n-catalogues';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';
import { apiModules } from '../modules';
import { registerBodyParsers } from './body-parsers';
import { brandOfRequest } from './brand';
import { ChangeFeed } from './changes';
import { type Clock, systemClock } from './clock';
import type { AppConfig } from './config';
import { contractCallOf } from './contract-route';
import { secureByBrandOrigin } from './cookies';
import { CorsPolicy, registerCors } from './cors';
import { createErrorHandler } from './error-handler';
import {
  browserReportOrigins,
  createErrorReporter,
  type ErrorReporter,
  errorReportingPageFields,
} from './error-reporting';
import { EventBus } from './events';
import { healthRoutes } from './health';
import { IdentityService } from './identity';
import { type LogFormat, loggerOptions, quietLogController, requestLine } from './logging';
import { Metrics } from './metrics';
import type { ApiModule, ModuleContext, ModuleRuntime } from './module';
import { loadOrCreateSecret } from './secret';
import { nonceShellScripts, type PageNonce, registerSecurityHeaders } from './security-headers';
import { SharedCachePurge } from './shared-cache-purge';
import { registerConsentForm } from './site/consent';
import { isPageRequest, registerPageRenderer } from './site/render';
import { registerRobots } from './site/robots';
import { registerSitemap } from './site/sitemap';
import { registerStaticFiles } from './site/static-files';
import { registerStateChangeGuard, type StateChangeRule, stateChangeRule } from './state-change-guard';

export interface SiteOptions {
  /** Brand of the site this instance serves. */
  brand: BrandId;
  /** Folder of the built brand app (its `dist`). */
  root: string;
  /** The brand's server-render bundle (its `dist-server/entry-server.js`); absent: browser rendering only. */
  serverEntry?: string;
  /** The brand's public origin, for the absolute URL of a server render. */
  origin?: string;
  /** Keep server renders of anonymous visitors for a short while (decision 0037). Default true. */
  renderCache?: boolean;
  /**
   * Serve content pages as server-rendered documents with islands; app pages keep the whole app
   * (decision 0067). Default false: every page hydrates as the app.
   */
  islands?: boolean;
}

export interface RuntimeOptions {
  database: DatabaseHandle;
  config: AppConfig;
  clock?: Clock;
  /** Defaults to every module; tests may pass fewer. */
  modules?: readonly ApiModule[];
  sessionSecret?: string | undefined;
  /** Report crashes too (decision 0063); only the server process sets it: the handlers are process-wide. */
  captureCrashes?: boolean;
}

export interface BuildAppOptions {
  /** When set, this instance also serves a built brand site on the same origin as the API. */
  site?: SiteOptions;
  /** Log requests and errors; off by default (tests). */
  logger?: boolean;
  /** How the log is written when `logger` is on; default 'json'. */
  logFormat?: LogFormat;
}

/** A route as Fastify registered it: method, URL pattern and its schemas (zod), for tests that walk every route. */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
  /** The call of `apiContracts` it answers, when registered by `contractRoute`. */
  readonly call?: ApiCallName | undefined;
  /** How the state-change guard treats it (core/state-change-guard.ts). */
  readonly rule: StateChangeRule;
}

const routesOfApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route an app built by {@link Runtime.buildApp} registered (its HEAD twins included). */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesOfApp.get(app) ?? [];
}

/** One server process: shared services and modules, and any number of Fastify instances (ports). */
export interface Runtime {
  context: ModuleContext;
  /** Error reports of this process (a no-op without SENTRY_DSN); closed by `close()`. */
  errorReporter: ErrorReporter;
  buildApp(options?: BuildAppOptions): Promise<FastifyInstance>;
  /** From now on `/api/ready` answers 503 on every port: the process is stopping (decision 0061). */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
  close(): Promise<void>;
}

export async function createRuntime(options: RuntimeOptions): Promise<Runtime> {
  const errorReporter = await createErrorReporter(options.config.errorReporting, {
    captureCrashes: options.captureCrashes === true,
  });
  // Heard from the start, so no change another process makes while this one starts is missed.
  const changes = new ChangeFeed(options.database.notifications);
  await changes.start();
  // The process secret and the modules' first-start work (demo content, synonyms, redirects) run
  // under the database's start-up lock: a second process started at the same moment waits, then
  // finds the secret and the content there instead of writing them again.
  const started = options.database.exclusively(async () => {
    const secret = await loadOrCreateSecret(options.database, options.sessionSecret);
    const events = new EventBus();
    // Domain events that make what other processes keep in memory stale (decision 0064).
    events.on('document.saved', () => changes.publish('documents'));
    events.on('picture.deleted', () => changes.publish('pictures'));
    events.on('certificate.created', () => changes.publish('certificates'));
    events.on('user.anonymized', () => changes.publish('erasure'));
    const context: ModuleContext = {
      database: options.database,
      config: options.config,
      clock: options.clock ?? systemClock,
      events,
      changes,
      identity: new IdentityService(secret, secureByBrandOrigin(options.config.brandOrigins)),
      cors: new CorsPolicy(options.config.corsOrigins),
      metrics: new Metrics(options.database),
    };
    const modules: ModuleRuntime[] = [];
    for (const module of options.modules ?? apiModules) {
      modules.push(await module.create(context));
    }
    return { secret, context, modules };
  });
  // A start that fails does not leave the feed's listening connection open.
  const { secret, context, modules } = await started.catch(async (error: unknown) => {
    await changes.close();
    throw error;
  });
  let shuttingDown = false;
  // Decision 0104: the pages this process served to a shared cache, purged there when what they show changes.
  const purge = options.config.cachePurgeUrl
    ? new SharedCachePurge({
        purgeUrl: options.config.cachePurgeUrl,
        changes,
        onFailure: (reason) => console.warn(`shared cache purge failed: ${reason}`),
      })
    : null;

  async function buildApp(build: BuildAppOptions = {}): Promise<FastifyInstance> {
    const logFormat = build.logFormat ?? 'json';
    const app = Fastify({
      logger: build.logger ? loggerOptions(logFormat, build.site?.brand ?? 'api') : false,
      // One line per request (requestLine below), not Fastify's two.
      logController: quietLogController(),
      // Fastify accepts a hop count too; its overloads only type booleans and strings.
      trustProxy: (options.config.trustProxy ?? false) as boolean,
      bodyLimit: 12 * 1024 * 1024,
    });
    const routes: RegisteredRoute[] = [];
    routesOfApp.set(app, routes);
    context.metrics.observeRequests(
      app,
      build.site?.brand ?? 'api',
      build.site ? isPageRequest : () => false,
    );
    // A stopping process asks each client to reconnect for its next request, so keep-alive connections
    // move to another process and the port can close when its requests are done (decision 0061).
    app.addHook('onSend', async (_request, reply, payload) => {
      if (shuttingDown) reply.header('connection', 'close');
      return payload;
    });
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          schema: route.schema as RegisteredRoute['schema'],
          call: contractCallOf(route.config),
          rule: stateChangeRule(method, route.config),
        });
      }
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('brand', DEFAULT_BRAND_ID);
    app.addHook('onRequest', async (request) => {
      request.brand = brandOfRequest(request, build.site?.brand);
    });
    await app.register(fastifyCookie);
    const pageNonce = registerSecurityHeaders(app, {
      origin: build.site ? (build.site.origin ?? options.config.brandOrigins[build.site.brand]) : undefined,
      brandOrigins: options.config.brandOrigins,
      secret,
      connectOrigins: browserReportOrigins(options.config.errorReporting),
    });
    registerCors(app, context.cors);
    // After CORS, whose refusal of an unconfigured origin says more (decision 0093).
    registerStateChangeGuard(app, context.cors);
    // Decision 0037: compressed answers for slow mobile networks. Brotli at a low quality: good savings for
    // little CPU on a 2-core server; gzip for clients without brotli. Small answers stay as they are.
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    app.setErrorHandler(
      createErrorHandler(errorReporter, { databaseUnavailable: () => context.metrics.databaseUnavailable() }),
    );
    if (build.logger) requestLine(app, logFormat);
    registerBodyParsers(app);

    await app.register(healthRoutes, { database: options.database, shuttingDown: () => shuttingDown });
    for (const module of modules) {
      if (module.routes) await app.register(async (scope) => module.routes?.(scope));
    }

    if (build.site) {
      await registerSite(app, build.site, modules, context, pageNonce, purge);
    } else {
      app.setNotFoundHandler((request, reply) => {
        reply.code(404).send({ error: 'not found', reason: `no route for ${request.method} ${request.url}` });
      });
    }
    return app;
  }

  return {
    context,
    errorReporter,
    buildApp,
    beginShutdown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
    async close() {
      await purge?.close();
      await changes.close();
      for (const module of modules) await module.close?.();
      await errorReporter.close();
    },
  };
}

async function registerSite(
  app: FastifyInstance,
  site: SiteOptions,
  modules: readonly ModuleRuntime[],
  context: ModuleContext,
  nonce: PageNonce,
  purge: SharedCachePurge | null,
) {
  const root = path.resolve(site.root);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The ${site.brand} site is not built: ${indexFile} is missing. Run 'pnpm build' first.`);
  }
  // The brand's public address: the configured one, else the host this request came in on. Server
  // renders (canonical, Open Graph), robots.txt and the sitemap all name pages by it.
  const originOf = (request: FastifyRequest) =>
    site.origin ?? `http://${request.headers.host ?? 'localhost'}`;

  await registerStaticFiles(app, root);
  registerRobots(app, originOf);
  registerSitemap(app, { brand: site.brand, modules, clock: context.clock, originOf });
  await registerConsentForm(app, context.config);
  // The browser's error-reporting settings go into every page like the modules' hidden fields.
  const reportingFields = errorReportingPageFields(context.config.errorReporting);
  await registerPageRenderer(app, {
    shell: nonceShellScripts(readFileSync(indexFile, 'utf8'), nonce.placeholder),
    serverEntry: site.serverEntry,
    renderCache: site.renderCache !== false,
    islands: site.islands === true,
    modules: [...modules, { sharedPageFields: () => reportingFields }],
    context,
    nonce,
    originOf,
    frameOrigins: context.cors.list(),
    ...(purge ? { onSharedAnswer: (brand, url, keys) => purge.record(brand, url, keys) } : {}),
  });
}
