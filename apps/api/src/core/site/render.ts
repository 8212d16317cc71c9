import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHANGE_TOPICS } from '../changes';
import type { ModuleContext, ModuleRuntime } from '../module';
import { RenderCache } from '../render-cache';
import { isEmbedPage, type PageNonce, PERSONAL_CACHE_CONTROL } from '../security-headers';
import {
  escapeAttribute,
  fillPageFields,
  fillShell,
  inProcessFetch,
  keepPageScript,
  loadRenderer,
} from '../site-renderer';
import { CONSENT_COOKIE } from './consent';
import { isPersonalPage } from './personal-pages';

/**
 * Every page is compressed per request (its anti-forgery field is the visitor's own). Measured on a
 * 34 kB page here: quality 2 takes about half the time of 4 for a 6% larger answer, and compression
 * was most of the time a cached page costs.
 */
const HTML_BROTLI_QUALITY = 2;

const API_PREFIX = /^\/(api|drupal|sharedblobstorage|blobstorage|_dev)(\/|$|\?)/;

/** A request the page renderer answers with a page (not a 404): a GET or HEAD outside the API paths. */
export function isPageRequest(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !API_PREFIX.test(request.url);
}

export interface PageRendererOptions {
  /** The app shell (the built index.html, scripts nonced). */
  shell: string;
  /** The brand's server-render bundle; absent: the shell only, and the browser renders. */
  serverEntry: string | undefined;
  /** Keep renders of anonymous visitors for a short while. */
  renderCache: boolean;
  /** Serve pages that are no app page as documents with islands (decision 0067). */
  islands: boolean;
  modules: readonly ModuleRuntime[];
  context: ModuleContext;
  nonce: PageNonce;
  originOf: (request: FastifyRequest) => string;
  /**
   * Other sites' origins that may frame the embed page (CORS_ORIGINS, decision 0085);
   * every other page may be framed by the site itself only.
   */
  frameOrigins?: readonly string[];
}

/**
 * The hidden page field of the embed page that names the origins which may frame it (space-separated):
 * the page posts its messages only to a parent of one of these, or of its own site. The name is the
 * site's (`FRAME_ORIGINS_FIELD` of @dementie/site).
 */
export const FRAME_ORIGINS_FIELD = 'frame-origins';

/**
 * Every non-API GET that is not a file is a page: rendered on the server when the brand's server
 * bundle is built, else the app shell for the browser to render. Either way it carries the modules'
 * hidden page fields (spec 1 §7: the anti-forgery token comes from a hidden field).
 */
export async function registerPageRenderer(
  app: FastifyInstance,
  options: PageRendererOptions,
): Promise<void> {
  const { shell, modules, context, nonce, originOf } = options;
  const frameOrigins = options.frameOrigins ?? [];
  const render = await loadRenderer(options.serverEntry);
  const cache = options.renderCache ? new RenderCache({ clock: context.clock }) : null;
  // What the pages show changed, in this process or another (decision 0064): content, search, an
  // editor's save, the counter, an erasure. Any change drops every page; they are rendered again.
  context.changes.on(CHANGE_TOPICS, () => cache?.clear());
  const neutralCookies = new Set(modules.flatMap((module) => module.renderNeutralCookies ?? []));

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) {
      return reply
        .code(404)
        .send({ error: 'not found', reason: `no route for ${request.method} ${request.url}` });
    }
    const fields: Record<string, string> = {};
    for (const module of modules) {
      if (module.pageFields) Object.assign(fields, await module.pageFields(request, reply));
    }
    const embed = isEmbedPage(request.url);
    if (embed) fields[FRAME_ORIGINS_FIELD] = frameOrigins.join(' ');
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
        const outcome = result ? 'hit' : anonymous && cache ? 'miss' : 'bypass';
        reply.header('x-render-cache', outcome);
        context.metrics.renderCacheOutcome(request.brand, outcome);
        if (!result) {
          const fresh = await render(
            new Request(new URL(request.url, originOf(request)), {
              headers: { accept: 'text/html', cookie: request.headers.cookie ?? '' },
            }),
            inProcessFetch(app, request),
            { nonce: nonce.placeholder, islands: options.islands },
          );
          if (fresh.kind === 'redirect') {
            // A server redirect before any byte of the page.
            return reply.code(fresh.status).header('location', fresh.location).send();
          }
          result = fresh;
          // Only whole pages: a not-found answer for every address typed would fill the cache.
          if (anonymous && fresh.status === 200) cache?.set(key, fresh);
        }
        // The visitor's own values go into the forms after the render (which may be shared).
        html = fillPageFields(keepPageScript(fillShell(shell, result), result.script ?? 'app'), fields);
        status = result.status;
      } catch (error) {
        // A failed server render still gives a working page: the browser renders it.
        request.log.error({ err: { message: (error as Error).message } }, 'server render failed');
      }
    }
    // Without a server render (none built, SSR=off, or it failed) the browser renders the app.
    if (html === shell) html = keepPageScript(html, 'app');
    if (inputs) html = html.replace('<body>', () => `<body>${inputs}`);
    if (isPersonalPage(request.url)) {
      // A person's page (their account, progress, name or score): kept by no cache at all.
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    } else {
      // The page is the same for this visitor until the content changes (the anti-forgery field is tied
      // to the visitor's cookie), so a revisit may answer 304. Private: never in a shared cache.
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (status === 200 && request.headers['if-none-match'] === etag) {
        nonce.notModified(reply);
        return reply.code(304).send();
      }
    }
    // A fresh Content-Security-Policy nonce for every answer, also of a cached render.
    // The embed page alone may be framed by the partners' sites as well (decision 0085).
    html = nonce.stamp(reply, html, embed ? { frameAncestors: frameOrigins } : {});
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
