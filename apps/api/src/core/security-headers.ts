import { createHash, createHmac, randomBytes } from 'node:crypto';
import { apiContracts, routePattern } from '@dementie/api-client';
import { ALLOWED_IFRAME_HOSTS } from '@dementie/cms-model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERSONAL_CACHE_CONTROL } from './cache-policy';

/*
 * Security headers of every answer (ARCHITECTURE "security headers are part of every answer"):
 * nosniff, a referrer policy, a permissions policy and HSTS on https on every answer; a strict
 * nonce-based Content-Security-Policy on pages and a closed one on everything else; `private,
 * no-store` on answers that hold a person's data.
 */

/**
 * Hosts a page may put in an iframe: the video hosts CMS HTML may embed (cms-model's sanitiser list,
 * spec 2 §2.8), the riddle quiz and the Spotify player of the iframe block (spec 2 §4). The iframe
 * block's "interactive" and "other" embeds take an editor's address: a new provider is one line here.
 */
export const FRAME_HOSTS: readonly string[] = [...ALLOWED_IFRAME_HOSTS, 'www.riddle.com', 'open.spotify.com'];

/** The video players' origins: they may go fullscreen. */
const VIDEO_ORIGINS = ALLOWED_IFRAME_HOSTS.map((host) => `"https://${host}"`).join(' ');

/**
 * Browser features the sites never use are switched off for the page and every frame in it.
 * Fullscreen stays for the page and the video hosts (their players' fullscreen button). Autoplay,
 * encrypted media and picture-in-picture keep the browser's default (this page, and a frame whose
 * `allow` attribute grants them: only the video and Spotify players have one), which also keeps
 * this header short on every answer. Only features Chromium knows: an unknown one is logged as an
 * error on every page (the CSP journey fails on it).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  `fullscreen=(self ${VIDEO_ORIGINS})`,
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Everything that is not a page: JSON, files, images. Nothing in it may run or be framed. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The few small HTML answers the server writes itself (the local mailbox, the newsletter
 * confirmation): no script at all, their own `<style>`, a form to this origin.
 */
export const SERVER_HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The policy of a page, with this answer's nonce, or with the hashes of its inline scripts for a page
 * that is one HTML for every visitor and kept by shared caches (decision 0104: a nonce would make every
 * answer differ; a hash trusts exactly the scripts of that HTML, and 'strict-dynamic' what they load).
 * - script-src: only scripts carrying the nonce (the inline start script and the hydration data),
 *   and with 'strict-dynamic' whatever those load (the Vite entry, its chunks and modulepreloads,
 *   the consent-gated chatbot widget). 'self' is for browsers without 'strict-dynamic' (CSP 2),
 *   which ignore it otherwise. No 'unsafe-eval' (zod runs jitless in the browser, see
 *   config/defer-hydration.ts).
 * - style-src 'unsafe-inline': a reasoned choice. React writes `style` attributes into the server's
 *   markup (the iframe block's height, the player's progress, image focal points) and a chatbot
 *   vendor's widget adds its own `<style>`; a nonce cannot cover attributes, and hashes would change
 *   with every value. CSS cannot run script; what it could leak is limited by img-src, font-src and
 *   connect-src below, and CMS HTML has its styles removed by the sanitiser (cms-model).
 * - img-src data:/blob:: inline SVG icons as data URLs and the image picker's local previews.
 * - frame-src 'self' https:: the iframe block's "interactive" and "other" embeds take any address an
 *   editor types (spec 2), so any https frame may load; a frame is another origin and cannot reach
 *   this page, and every third-party embed waits for consent. {@link FRAME_HOSTS} are the known ones.
 * - form-action 'self': every form posts to this origin (cookie choice, logout, newsletter).
 * - frame-ancestors 'self': the site's own previews may frame a page; nobody else (clickjacking).
 *   The embed page alone (decision 0085) also names the partners' origins
 *   (`frameAncestors`, CORS_ORIGINS).
 * - connect-src `connectOrigins`: the error-reporting service's origin when browser reports are
 *   configured (decision 0063), else this origin only.
 */
export function pageCsp(
  scripts: string | { readonly hashes: readonly string[] },
  https: boolean,
  connectOrigins: readonly string[] = [],
  frameAncestors: readonly string[] = [],
): string {
  const trusted =
    typeof scripts === 'string' ? [`'nonce-${scripts}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  const directives = [
    "default-src 'self'",
    `script-src ${trusted.join(' ')} 'strict-dynamic' 'self'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "media-src 'self' blob:",
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ["frame-ancestors 'self'", ...frameAncestors].join(' '),
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** 128 random bits per answer (CSP 3 asks for at least 128), base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Pages whose address holds a secret (a mailed link's token, a certificate's share id): they answer
 * `Referrer-Policy: no-referrer`, so no link or resource on them passes the address on. The paths
 * of spec 1 §2: the activation (login) link, the change-e-mail and erasure links, and the
 * certificate pages under /jouw-resultaat/.
 */
const TOKEN_PAGE = /^\/(?:auto-activate|change-email|anonymize-user|jouw-resultaat\/)/i;
/** Any other address with a token in its query (a newsletter confirmation, a future link). */
const TOKEN_QUERY = /[?&][^=&]*token=/i;

/**
 * The embed page (decision 0085): the training player alone, made for other sites'
 * iframes (`/embed/trainingen/{id}` of @dementie/site's routes). Known by its address, so the answer
 * frames alike whether the page was rendered on the server or is left to the browser, and a training
 * that does not exist says so inside the partner's frame (with its 404) instead of the browser's
 * refusal.
 */
const EMBED_PAGE = /^\/embed\/trainingen\/[^/]+\/?$/i;

/** Whether `url` (path and query) is the embed page. */
export function isEmbedPage(url: string): boolean {
  return EMBED_PAGE.test(url.split(/[?#]/, 1)[0] ?? '/');
}

export function referrerPolicyFor(url: string): string {
  const path = url.split('?')[0] ?? '/';
  return TOKEN_PAGE.test(path) || TOKEN_QUERY.test(url) ? 'no-referrer' : 'strict-origin-when-cross-origin';
}

/**
 * The calls whose answers hold a person's data or depend on who asks: they answer
 * `Cache-Control: private, no-store`, so no shared cache and no disk cache keeps them. One list,
 * by contract (so a renamed path cannot fall out of it) or by route for calls without one; the
 * test 'every personal route exists' fails when an entry names no route.
 */
const personalContracts = [
  // spec 1 §5: sign-in and account calls answer with the user (e-mail address, name).
  apiContracts.login,
  apiContracts.isSessionValid,
  apiContracts.logout,
  apiContracts.activate,
  apiContracts.changeEmailFromMagicLink,
  apiContracts.anonymizeUserFromMagicLink,
  apiContracts.changeOwnEmail,
  apiContracts.anonymizeAccount,
  apiContracts.isEditor,
  // A visitor's own anti-forgery token (decision 0104).
  apiContracts.antiForgeryToken,
  // spec 3: the learner's runs, answers and scores.
  apiContracts.getFollowedCourses,
  apiContracts.startRun,
  apiContracts.teachingActivityWithContent,
  apiContracts.flipCardAnswers,
  apiContracts.infoSlideAnswers,
  apiContracts.statementAnswers,
  apiContracts.markAssignment,
  apiContracts.markInfoSlideDone,
  apiContracts.completeCourse,
  // A certificate holds a person's name.
  apiContracts.createCertificate,
  apiContracts.certificatePage,
  // An address being subscribed; an editor's unpublished revision.
  apiContracts.newsletterSubscribe,
  apiContracts.preview,
] as const;

export const PERSONAL_ROUTES: ReadonlySet<string> = new Set([
  ...personalContracts.map((call) => `${call.method} ${routePattern(call.path)}`),
  'GET /api/v1/newsletter/confirm',
  'POST /api/v1/newsletter/confirm',
  'GET /_dev/mailbox',
  'GET /_dev/mailbox.json',
]);

export { PERSONAL_CACHE_CONTROL } from './cache-policy';

function isPersonal(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  if (!url) return false;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return PERSONAL_ROUTES.has(`${method} ${url}`);
}

/** What a page answer needs to carry its nonce (see {@link registerSecurityHeaders}). */
export interface PageNonce {
  /**
   * A secret stand-in for the nonce: rendered into the shell's scripts and the server
   * render (which may be cached and shared), and swapped for each answer's own nonce by
   * {@link PageNonce.stamp}. Nobody outside the process sees it, so page content cannot forge it.
   */
  readonly placeholder: string;
  /**
   * Gives this answer a fresh nonce: puts it in the page and in the answer's policy header.
   * `frameAncestors`: the other origins that may frame this page besides the site itself (the embed
   * page's partners); none by default.
   */
  stamp(reply: FastifyReply, html: string, options?: { readonly frameAncestors?: readonly string[] }): string;
  /** A revalidated page (304): the browser keeps the policy of the copy it has, whose nonce matches. */
  notModified(reply: FastifyReply): void;
  /**
   * A shared page (decision 0104): takes the placeholder out of `html` (its scripts carry no nonce) and
   * gives the policy that trusts the hashes of its inline scripts. The same HTML gives the same policy.
   */
  share(html: string, options?: { readonly frameAncestors?: readonly string[] }): SharedPage;
}

/** A page for every visitor: its HTML without nonces and its policy. */
export interface SharedPage {
  readonly html: string;
  readonly policy: string;
}

/** Script types a browser runs (the rest, such as application/json, are data and need no trust). */
const RUN_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP hash sources ('sha256-…') of the inline scripts a browser would run in `html`: the text
 * between the tags as it stands in the page (script text is not decoded by the HTML parser).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!RUN_TYPES.has(type)) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The Content-Security-Policy of a page answer (with its nonce); `false` for a page's 304, which
     * carries none; null for everything else (the closed {@link NON_PAGE_CSP}).
     */
    pageCsp: string | false | null;
  }
}

export interface SecurityHeaderOptions {
  /** The public origin of the site this instance serves (brand port), or undefined (API port). */
  origin: string | undefined;
  /** Every brand's public origin: the API port sends HSTS only when all of them are https. */
  brandOrigins: Readonly<Record<string, string>>;
  /**
   * The process's session secret: the nonce placeholder is derived from it, so it is the same in
   * every process and after a restart (page ETags stay valid) and unknown outside.
   */
  secret: Buffer;
  /** Origins a page's scripts may also connect to (the browser error reports' service, decision 0063). */
  connectOrigins?: readonly string[];
}

/** The policy every answer of its kind carries: a page's own (with its nonce), or a closed one. */
function policyOf(reply: FastifyReply): string | undefined {
  if (reply.pageCsp === false) return undefined;
  if (reply.pageCsp !== null) return reply.pageCsp;
  const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
  return html ? SERVER_HTML_CSP : NON_PAGE_CSP;
}

/**
 * The answer's policies: the one of its kind, and the route's own when it set one (a stored file's
 * `sandbox`). Browsers enforce every policy an answer carries, so a route can add restrictions and never
 * lift one.
 */
function withOwnPolicy(reply: FastifyReply, policy: string): string | string[] {
  const own = [reply.getHeader('content-security-policy') ?? []].flat().map(String);
  const extra = own.filter((candidate) => candidate !== policy);
  return extra.length === 0 ? policy : [policy, ...extra];
}

/** HSTS for a year, for this host only: a brand's subdomains are not ours to decide. */
const HSTS = 'max-age=31536000';

/**
 * Adds the headers to every answer of `app`, whatever route, plugin or handler made it (static
 * files, errors, 404s and pages too), and returns what the page handler needs for the nonce.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): PageNonce {
  const https = options.origin
    ? options.origin.startsWith('https:')
    : Object.values(options.brandOrigins).every((origin) => origin.startsWith('https:'));
  const placeholder = `csp-nonce-${createHmac('sha256', options.secret).update('csp nonce placeholder').digest('hex').slice(0, 32)}`;
  app.decorateReply('pageCsp', null);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', referrerPolicyFor(request.url));
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (https) reply.header('strict-transport-security', HSTS);
    const policy = policyOf(reply);
    if (policy !== undefined) reply.header('content-security-policy', withOwnPolicy(reply, policy));
    if (isPersonal(request)) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    return payload;
  });
  return {
    placeholder,
    stamp(reply, html, page = {}) {
      const nonce = createNonce();
      reply.pageCsp = pageCsp(nonce, https, options.connectOrigins, page.frameAncestors);
      return html.replaceAll(placeholder, nonce);
    },
    share(html, page = {}) {
      const shared = html.replaceAll(` nonce="${placeholder}"`, '').replaceAll(placeholder, '');
      const policy = pageCsp(
        { hashes: inlineScriptHashes(shared) },
        https,
        options.connectOrigins,
        page.frameAncestors,
      );
      return { html: shared, policy };
    },
    notModified(reply) {
      // Browsers update a stored answer's headers from a 304: a fresh nonce here would no longer
      // match the scripts of the copy they show. Without the header they keep the stored policy.
      reply.pageCsp = false;
    },
  };
}

/**
 * Gives every script tag of the built shell (apps/<brand>/index.html: the deferred-start script)
 * the nonce placeholder. The shell is our own build output, read once at start-up.
 */
export function nonceShellScripts(shell: string, placeholder: string): string {
  return shell.replace(/<script\b(?![^>]*\snonce=)/g, `<script nonce="${placeholder}"`);
}
