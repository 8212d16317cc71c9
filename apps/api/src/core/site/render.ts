import { createHash } from 'node:crypto';
import { isServerPath } from '@dementie/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  keyOfCall,
  type PageKey,
  PERSONAL_CACHE_CONTROL,
  PRIVATE_PAGE_CACHE_CONTROL,
  pageCacheClass,
  SHARED_PAGE_CACHE_CONTROL,
  surrogateKeys,
} from '../cache-policy';
import { CHANGE_TOPICS } from '../changes';
import type { ModuleContext, ModuleRuntime } from '../module';
import { type CachedRender, RenderCache } from '../render-cache';
import { isEmbedPage, type PageNonce } from '../security-headers';
import {
  escapeAttribute,
  fillPageFields,
  fillShell,
  inProcessFetch,
  keepPageScript,
  loadRenderer,
  type RenderResult,
} from '../site-renderer';
import { CONSENT_COOKIE } from './consent';
import {
  compress,
  pickEncoding,
  type SharedAnswer,
  SharedAnswers,
  type SharedPageAnswer,
} from './shared-answers';

/** A request the page renderer answers with a page (not a 404): a GET or HEAD outside the API paths. */
export function isPageRequest(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url);
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
  /**
   * Hears each shared answer (decision 0104): the brand, the address and its surrogate keys, so a
   * change can purge exactly the pages that show it from the shared cache in front.
   */
  onSharedAnswer?: (brand: string, url: string, keys: readonly string[]) => void;
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

  // Answers shared by every anonymous visitor of a document page, whole (HTML, policy, compressed
  // copies), so serving one again costs about what a static file does (decision 0104).
  const sharedAnswers = options.renderCache ? new SharedAnswers({ clock: context.clock }) : null;
  context.changes.on(CHANGE_TOPICS, () => sharedAnswers?.clear());

  /**
   * The server render of the page `request` asks for (null without a server bundle); `onCall` hears
   * each call its loaders make.
   */
  const renderPage = render
    ? (request: FastifyRequest, onCall?: (path: string) => void): Promise<RenderResult> =>
        render(
          new Request(new URL(request.url, originOf(request)), {
            headers: { accept: 'text/html', cookie: request.headers.cookie ?? '' },
          }),
          inProcessFetch(app, request, onCall),
          { nonce: nonce.placeholder, islands: options.islands },
        )
    : null;

  /** A render in the built shell: its page script, the forms' fields and the hidden inputs. */
  function pageHtml(
    result: Omit<CachedRender, 'status'>,
    fields: Readonly<Record<string, string>>,
    inputs: string,
  ): string {
    const html = fillPageFields(keepPageScript(fillShell(shell, result), result.script ?? 'app'), fields);
    return inputs ? html.replace('<body>', () => `<body>${inputs}`) : html;
  }

  /** The modules' hidden page fields, as inputs for the start of the body. */
  async function pageInputs(request: FastifyRequest, reply: FastifyReply, shared: boolean, embed: boolean) {
    const fields: Record<string, string> = {};
    for (const module of modules) {
      if (module.sharedPageFields) Object.assign(fields, module.sharedPageFields());
      // A visitor's own fields (the anti-forgery token, which sets its cookie): never in a shared page.
      if (module.pageFields && !shared) Object.assign(fields, await module.pageFields(request, reply));
    }
    if (embed) fields[FRAME_ORIGINS_FIELD] = frameOrigins.join(' ');
    const inputs = Object.entries(fields)
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}" />`,
      )
      .join('');
    return { fields, inputs };
  }

  /**
   * One answer for every anonymous visitor of a document page (decision 0104): no cookie, no nonce, no
   * token; the policy trusts the hashes of its scripts; the keys name what it shows. Null when the
   * render failed (the visitor then gets the app shell, never shared).
   */
  async function sharedAnswer(request: FastifyRequest, reply: FastifyReply, key: string) {
    if (!renderPage) return null;
    const generation = sharedAnswers?.generation ?? 0;
    const keys = new Set<PageKey>();
    let fresh: RenderResult;
    try {
      fresh = await renderPage(request, (path) => {
        const pageKey = keyOfCall(path);
        if (pageKey) keys.add(pageKey);
      });
    } catch (error) {
      request.log.error({ err: { message: (error as Error).message } }, 'server render failed');
      return null;
    }
    const surrogate = surrogateKeys(request.brand, keys);
    if (fresh.kind === 'redirect') {
      const answer: SharedAnswer = {
        kind: 'redirect',
        status: fresh.status,
        location: fresh.location,
        keys: surrogate,
      };
      sharedAnswers?.set(key, answer, generation);
      return answer;
    }
    const { fields, inputs } = await pageInputs(request, reply, true, false);
    const page = nonce.share(pageHtml(fresh, fields, inputs));
    const answer = SharedAnswers.page(fresh.status, page.html, page.policy, surrogate);
    // Only whole pages: a not-found answer for every address typed would fill the cache.
    if (fresh.status === 200) sharedAnswers?.set(key, answer, generation);
    return answer;
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) {
      return reply
        .code(404)
        .send({ error: 'not found', reason: `no route for ${request.method} ${request.url}` });
    }
    const embed = isEmbedPage(request.url);
    const personal = pageCacheClass(request.url) === 'personal';
    // Anonymous: no cookie that could change the page (a session, a learner, a sign-in in progress).
    const anonymous = Object.keys(request.cookies).every(
      (name) => neutralCookies.has(name) || name === CONSENT_COOKIE,
    );
    // The cookie choice changes the page (banner, opened videos): one cached page per choice.
    const consent = (request.cookies[CONSENT_COOKIE] ?? '').slice(0, 32);
    const key = `${request.method === 'HEAD' ? 'GET' : request.method} ${request.url} ${consent}`;

    if (anonymous && !personal && renderPage) {
      const cached = sharedAnswers?.get(key);
      const outcome = cached ? 'hit' : sharedAnswers ? 'miss' : 'bypass';
      const answer = cached ?? (await sharedAnswer(request, reply, key));
      if (answer) {
        reply.header('x-render-cache', outcome);
        context.metrics.renderCacheOutcome(request.brand, outcome);
        options.onSharedAnswer?.(request.brand, request.url, answer.keys);
        reply
          .header('cache-control', SHARED_PAGE_CACHE_CONTROL)
          .header('surrogate-key', answer.keys.join(' '))
          .header('cache-tag', answer.keys.join(','));
        if (answer.kind === 'redirect') {
          return reply.code(answer.status).header('location', answer.location).send();
        }
        return sendSharedPage(request, reply, answer);
      }
    }
    return sendOwnPage(request, reply, { embed, personal, anonymous, key });
  });

  /** A shared page: 304 for a copy the asker holds, else its bytes in the encoding it takes. */
  function sendSharedPage(request: FastifyRequest, reply: FastifyReply, answer: SharedPageAnswer) {
    reply.pageCsp = answer.policy;
    const encoding = pickEncoding(request, answer.body.length);
    // One tag per representation (a strong ETag names exact bytes); any of them names this page.
    reply
      .header('etag', answer.etag(encoding))
      .header('vary', 'accept-encoding')
      .header('content-type', 'text/html; charset=utf-8');
    if (answer.status === 200 && answer.matches(request.headers['if-none-match'])) {
      return reply.code(304).send();
    }
    reply.code(answer.status);
    if (encoding === 'identity') return reply.send(answer.body);
    return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
  }

  /**
   * A page of its own: a person's page, or any page of a visitor with a session, or the app shell when
   * the render failed. It carries this visitor's anti-forgery field and a nonce of its own.
   */
  async function sendOwnPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { embed: boolean; personal: boolean; anonymous: boolean; key: string },
  ) {
    const { embed, personal, anonymous, key } = page;
    const { fields, inputs } = await pageInputs(request, reply, false, embed);
    let html = shell;
    let status = 200;
    if (renderPage) {
      try {
        let result = anonymous ? cache?.get(key) : undefined;
        const outcome = result ? 'hit' : anonymous && cache ? 'miss' : 'bypass';
        reply.header('x-render-cache', outcome);
        context.metrics.renderCacheOutcome(request.brand, outcome);
        if (!result) {
          const generation = cache?.generation ?? 0;
          const fresh = await renderPage(request);
          if (fresh.kind === 'redirect') {
            // A server redirect before any byte of the page: this visitor's own.
            return reply
              .code(fresh.status)
              .header('cache-control', personal ? PERSONAL_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL)
              .header('location', fresh.location)
              .send();
          }
          result = fresh;
          // Only whole pages: a not-found answer for every address typed would fill the cache.
          if (anonymous && fresh.status === 200) cache?.set(key, fresh, generation);
        }
        // The visitor's own values go into the forms after the render (which may be shared).
        html = pageHtml(result, fields, inputs);
        status = result.status;
      } catch (error) {
        // A failed server render still gives a working page: the browser renders it.
        request.log.error({ err: { message: (error as Error).message } }, 'server render failed');
      }
    }
    // Without a server render (none built, SSR=off, or it failed) the browser renders the app.
    if (html === shell) html = pageHtml({ appHtml: '', headHtml: '' }, {}, inputs);
    if (personal) {
      // A person's page (their account, progress, name or score): kept by no cache at all.
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    } else {
      // The page is the same for this visitor until the content changes (the anti-forgery field is tied
      // to the visitor's cookie), so a revisit may answer 304. Private: never in a shared cache.
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
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
    const body = Buffer.from(html);
    const encoding = pickEncoding(request, body.length);
    if (encoding === 'identity') return reply.send(body);
    return reply.header('content-encoding', encoding).send(compress(body, encoding));
  }
}
