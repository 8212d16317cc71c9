import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { safeRedirectPath, siteCookies } from '@dementie/api-client';
import type { BrandId } from '@dementie/i18n-catalogues';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { apiModules } from '../modules';
import { registerBodyParsers, registerFormParser } from './body-parsers';
import { brandOfRequest } from './brand';
import { type Clock, systemClock } from './clock';
import type { AppConfig } from './config';
import { SiteCookies, secureByBrandOrigin } from './cookies';
import { EventBus } from './events';
import { healthRoutes } from './health';
import { IdentityService } from './identity';
import { type LogFormat, loggerOptions, quietLogController, requestLine } from './logging';
import type { ApiModule, ModuleContext, ModuleRuntime, SitemapEntry } from './module';
import { RenderCache } from './render-cache';
import { loadOrCreateSecret } from './secret';
import { nonceShellScripts, type PageNonce, registerSecurityHeaders } from './security-headers';
import { escapeAttribute, fillPageFields, fillShell, inProcessFetch, loadRenderer } from './site-renderer';

export interface SiteOptions {
  /** Brand of the site this instance serves. */
  brand: BrandId;
  /** Folder of the built brand app (its `dist`). */
  root: string;
  /** The brand's server-render bundle (its `dist-server/entry-server.js`); absent: browser rendering only. */
  serverEntry?: string;
  /** The brand's public origin, for the absolute URL of a server render. */
  origin?: string;
  /** Keep server renders of anonymous visitors for a short while (issue 14). Default true. */
  renderCache?: boolean;
}

export interface RuntimeOptions {
  database: DatabaseHandle;
  config: AppConfig;
  clock?: Clock;
  /** Defaults to every module; tests may pass fewer. */
  modules?: readonly ApiModule[];
  sessionSecret?: string | undefined;
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
}

const routesOfApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route an app built by {@link Runtime.buildApp} registered (its HEAD twins included). */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesOfApp.get(app) ?? [];
}

/** One server process: shared services and modules, and any number of Fastify instances (ports). */
export interface Runtime {
  context: ModuleContext;
  buildApp(options?: BuildAppOptions): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The cookie consent choice (the api-client cookie list, as block-kit's cookie storage writes it):
 * a server render shows the banner or the opened videos by it (issue 14).
 */
const CONSENT_COOKIE = siteCookies.consent.name;
/** The banner form's fields: the choice, and the page to go back to (checked by safeRedirectPath). */
const consentFormSchema = z.object({
  keuze: z.enum(['weigeren', 'accepteren']),
  terug: z.string().optional(),
});

/** Where the server-rendered cookie banner posts a choice made before the scripts ran. */
export const CONSENT_FORM_PATH = '/cookie-keuze';

/** Paths of spec 1 §2 that are personal or single-use (see the robots.txt route). */
const PRIVATE_PATHS = [
  '/login',
  '/account-gegevens',
  '/mijn-trainingen',
  '/logout',
  '/auto-activate',
  '/change-email',
  '/anonymize-user',
  // The result page itself only: certificate pages below it must stay readable for the networks a
  // certificate is shared on (they honour robots.txt); their noindex tag keeps them out of search.
  '/jouw-resultaat$',
  '/preview/',
];
const ROBOTS_RULES = `User-agent: *\n${PRIVATE_PATHS.map((p) => `Disallow: ${p}`).join('\n')}\n`;

/** Whether robots.txt closes `pathname` (its rules: a prefix, or the exact path when it ends in `$`). */
function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.some((rule) =>
    rule.endsWith('$') ? pathname === rule.slice(0, -1) : pathname.startsWith(rule),
  );
}

/** The sitemap protocol allows 50,000 addresses in one file; far above what the sites hold. */
const SITEMAP_LIMIT = 50_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** A brand's sitemap (sitemaps.org 0.9): absolute addresses, each with its last change when known. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const url = new URL(entry.path, origin);
    if (isPrivatePath(url.pathname) || seen.has(url.pathname) || urls.length >= SITEMAP_LIMIT) continue;
    seen.add(url.pathname);
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    urls.push(`<url><loc>${escapeXml(url.href)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Every page is compressed per request (its anti-forgery field is the visitor's own). Measured on a
 * 34 kB page here: quality 2 takes about half the time of 4 for a 6% larger answer, and compression
 * was most of the time a cached page costs (issue 14).
 */
const HTML_BROTLI_QUALITY = 2;

const API_PREFIX = /^\/(api|drupal|sharedblobstorage|blobstorage|_dev)(\/|$|\?)/;

export async function createRuntime(options: RuntimeOptions): Promise<Runtime> {
  const secret = await loadOrCreateSecret(options.database, options.sessionSecret);
  const context: ModuleContext = {
    database: options.database,
    config: options.config,
    clock: options.clock ?? systemClock,
    events: new EventBus(),
    identity: new IdentityService(secret, secureByBrandOrigin(options.config.brandOrigins)),
  };
  const modules: ModuleRuntime[] = [];
  for (const module of options.modules ?? apiModules) {
    modules.push(await module.create(context));
  }

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
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'] });
      }
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('brand', 'dementie');
    app.addHook('onRequest', async (request) => {
      request.brand = brandOfRequest(request, build.site?.brand);
    });
    await app.register(fastifyCookie);
    const pageNonce = registerSecurityHeaders(app, {
      origin: build.site ? (build.site.origin ?? options.config.brandOrigins[build.site.brand]) : undefined,
      brandOrigins: options.config.brandOrigins,
      secret,
    });
    // Issue 14: compressed answers for slow mobile networks. Brotli at a low quality: good savings for
    // little CPU on a 2-core server; gzip for clients without brotli. Small answers stay as they are.
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    app.setErrorHandler(errorHandler);
    if (build.logger) requestLine(app, logFormat);
    registerBodyParsers(app);

    await app.register(healthRoutes, { database: options.database });
    for (const module of modules) {
      if (module.routes) await app.register(async (scope) => module.routes?.(scope));
    }

    if (build.site) {
      await registerSite(app, build.site, modules, context, pageNonce);
    } else {
      app.setNotFoundHandler((request, reply) => {
        reply.code(404).send({ error: 'not found', reason: `no route for ${request.method} ${request.url}` });
      });
    }
    return app;
  }

  return {
    context,
    buildApp,
    async close() {
      for (const module of modules) await module.close?.();
    },
  };
}

/** One validation problem as the zod validator reports it. */
interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/**
 * Bad input is a 4xx with a reason, never a 500 (issue 5): zod validation failures answer 400 with
 * the issue list; errors that carry a 4xx status keep it; anything else is logged and answers 500.
 */
export function errorHandler(
  this: FastifyInstance,
  error: FastifyError & { validation?: unknown },
  request: import('fastify').FastifyRequest,
  reply: import('fastify').FastifyReply,
) {
  if (error.validation) {
    const issues = Array.isArray(error.validation) ? (error.validation as ValidationIssue[]) : [];
    const named = issues
      .slice(0, 3)
      .map((issue) => {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
        return `${field || '(whole)'}: ${issue.message ?? 'invalid'}`;
      })
      .join('; ');
    return reply.code(400).send({
      error: 'bad request',
      reason: `invalid ${error.validationContext ?? 'request'}${named ? ` (${named})` : ''}`,
      issues: error.validation,
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: 'bad request', reason: error.message });
  }
  request.log.error(
    { err: { message: error.message, code: error.code, stack: error.stack } },
    'unhandled error',
  );
  return reply.code(500).send({ error: 'internal error', reason: 'Er ging iets mis op de server.' });
}

async function registerSite(
  app: FastifyInstance,
  site: SiteOptions,
  modules: ModuleRuntime[],
  context: ModuleContext,
  nonce: PageNonce,
) {
  const root = path.resolve(site.root);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The ${site.brand} site is not built: ${indexFile} is missing. Run 'pnpm build' first.`);
  }
  const shell = nonceShellScripts(readFileSync(indexFile, 'utf8'), nonce.placeholder);
  const render = await loadRenderer(site.serverEntry);
  const cache = site.renderCache === false ? null : new RenderCache({ clock: context.clock });
  // What the pages show changed: an editor saved a document, or a certificate moved the counter.
  context.events.on('document.saved', () => cache?.clear());
  context.events.on('certificate.created', () => cache?.clear());
  context.events.on('user.anonymized', () => cache?.clear());
  const neutralCookies = new Set(modules.flatMap((module) => module.renderNeutralCookies ?? []));
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    cacheControl: false,
    // The build writes .br and .gz copies of its text files (config/precompress.ts): sent as they are.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed build assets never change under their name: cache them for a year (issue 14).
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // The brand's public address: the configured one, else the host this request came in on. Server
  // renders (canonical, Open Graph), robots.txt and the sitemap all name pages by it.
  const originOf = (request: FastifyRequest) =>
    site.origin ?? `http://${request.headers.host ?? 'localhost'}`;

  // Issue 14: search engines may read every public page, but not the personal ones: sign-in and
  // account screens, the pages behind a mailed link, the result page and previews. Search results
  // and certificates (a person's name) carry a robots noindex tag instead, which crawlers must read.
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${ROBOTS_RULES}\nSitemap: ${originOf(request)}/sitemap.xml\n`),
  );
  // Every public page of the brand that is live now, also those no menu links to (issue 14): content
  // pages, news, organisations, stories and the trainings' start pages, from the modules that own them.
  app.get('/sitemap.xml', async (request, reply) => {
    const now = context.clock.now();
    const entries: SitemapEntry[] = [];
    for (const module of modules) {
      if (module.sitemapEntries) entries.push(...(await module.sitemapEntries(site.brand, now)));
    }
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(originOf(request), entries));
  });

  // The cookie banner's buttons pressed before the page's scripts ran (a server-rendered banner on a
  // slow phone): the form posts the choice here, the cookie is set as the browser would set it, and
  // the visitor goes back to the page, now without the banner (issue 14; no surprises).
  // Secure on an https brand origin; the consent cookie keeps its plain name (scripts write it too).
  const consentCookies = new SiteCookies(secureByBrandOrigin(context.config.brandOrigins));
  await app.register(async (scope) => {
    registerFormParser(scope);
    scope.post(CONSENT_FORM_PATH, { schema: { body: consentFormSchema } }, async (request, reply) => {
      const form = request.body as z.output<typeof consentFormSchema>;
      const choice = form.keuze === 'accepteren' ? 'v1.s1.m1' : 'v1.s0.m0';
      // Only a path of this site (the shared open-redirect guard); anything else goes home.
      const back = safeRedirectPath(form.terug) ?? '/';
      consentCookies.set(reply, 'consent', choice);
      return reply.code(303).header('location', back).send();
    });
  });

  // Every non-API GET that is not a file is a page: rendered on the server when the brand's server
  // bundle is built (issue 14), else the app shell for the browser to render. Either way it carries
  // the modules' hidden page fields (spec 1 §7: the anti-forgery token comes from a hidden field).
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || API_PREFIX.test(request.url)) {
      return reply
        .code(404)
        .send({ error: 'not found', reason: `no route for ${request.method} ${request.url}` });
    }
    const fields: Record<string, string> = {};
    for (const module of modules) {
      if (module.pageFields) Object.assign(fields, await module.pageFields(request, reply));
    }
    const inputs = Object.entries(fields)
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}" />`,
      )
      .join('');
    let html = shell;
    let status = 200;
    if (render) {
      try {
        // Anonymous: no cookie that could change the page (a session, a learner, a sign-in in progress).
        const anonymous = Object.keys(request.cookies).every(
          (name) => neutralCookies.has(name) || name === CONSENT_COOKIE,
        );
        // The cookie choice changes the page (banner, opened videos): one cached page per choice.
        const consent = (request.cookies[CONSENT_COOKIE] ?? '').slice(0, 32);
        const key = `${request.method === 'HEAD' ? 'GET' : request.method} ${request.url} ${consent}`;
        let result = anonymous ? cache?.get(key) : undefined;
        reply.header('x-render-cache', result ? 'hit' : anonymous && cache ? 'miss' : 'bypass');
        if (!result) {
          const fresh = await render(
            new Request(new URL(request.url, originOf(request)), {
              headers: { accept: 'text/html', cookie: request.headers.cookie ?? '' },
            }),
            inProcessFetch(app, request),
            { nonce: nonce.placeholder },
          );
          if (fresh.kind === 'redirect') {
            // A server redirect before any byte of the page (issue 14).
            return reply.code(fresh.status).header('location', fresh.location).send();
          }
          result = fresh;
          // Only whole pages: a not-found answer for every address typed would fill the cache.
          if (anonymous && fresh.status === 200) cache?.set(key, fresh);
        }
        // The visitor's own values go into the forms after the render (which may be shared).
        html = fillPageFields(fillShell(shell, result), fields);
        status = result.status;
      } catch (error) {
        // A failed server render still gives a working page: the browser renders it.
        request.log.error({ err: { message: (error as Error).message } }, 'server render failed');
      }
    }
    if (inputs) html = html.replace('<body>', () => `<body>${inputs}`);
    // The page is the same for this visitor until the content changes (the anti-forgery field is tied
    // to the visitor's cookie), so a revisit may answer 304 (issue 14). Private: never in a shared cache.
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (status === 200 && request.headers['if-none-match'] === etag) {
      nonce.notModified(reply);
      return reply.code(304).send();
    }
    // A fresh Content-Security-Policy nonce for every answer, also of a cached render (issue 23).
    html = nonce.stamp(reply, html);
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
    // The not-found handler is outside the compression plugin's routes: compress here.
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const body = Buffer.from(html);
    if (body.length < 1024) return reply.send(body);
    if (/\bbr\b/.test(accepted)) {
      return reply
        .header('content-encoding', 'br')
        .send(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY } }));
    }
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(body));
    return reply.send(body);
  });
}
