import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IN_PROCESS_HEADER } from './logging';

/** What a brand's server bundle (apps/<brand>/dist-server/entry-server.js) answers; see @dementie/site/server. */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; appHtml: string; headHtml: string; script?: PageScript };

/**
 * Which script of the shell a page keeps: the whole app, a document page's islands loader (decision
 * 0067), or the player page's (decision 0073).
 */
export type PageScript = 'app' | 'islands' | 'player';

/**
 * `options.nonce`: the nonce for the inline scripts of the render (see security-headers.ts);
 * `options.islands`: render pages that are no app page as documents with islands.
 */
type RenderFunction = (
  request: Request,
  fetch: typeof globalThis.fetch,
  options: { nonce: string; islands: boolean },
) => Promise<RenderResult>;

/**
 * Loads a brand's server-render bundle when it was built; without one the site is rendered in the
 * browser only (the shell answers every page).
 */
export async function loadRenderer(serverEntry: string | undefined): Promise<RenderFunction | null> {
  if (!serverEntry || !existsSync(serverEntry)) return null;
  const module = (await import(pathToFileURL(path.resolve(serverEntry)).href)) as { render?: RenderFunction };
  return typeof module.render === 'function' ? module.render : null;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for the route loaders during a server render that never leaves the process: each call is
 * answered by this Fastify instance through `inject`, carrying the visitor's cookies, so a preview or a
 * session-bound call sees the same visitor as the browser would. `onCall` hears the path of each call
 * (what the page shows: its surrogate keys, decision 0104).
 */
export function inProcessFetch(
  app: FastifyInstance,
  visitor: FastifyRequest,
  onCall?: (path: string) => void,
): typeof globalThis.fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    onCall?.(url.pathname);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    if (visitor.headers.cookie) headers.cookie = visitor.headers.cookie;
    headers[IN_PROCESS_HEADER] = '1';
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(
      NULL_BODY_STATUSES.has(response.statusCode) ? null : new Uint8Array(response.rawPayload),
      {
        status: response.statusCode,
        headers: responseHeaders,
      },
    );
  };
}

/** Puts a server render into the built shell: head tags, the app markup, nothing else changes. */
export function fillShell(shell: string, result: { appHtml: string; headHtml: string }): string {
  let html = shell;
  if (result.headHtml) {
    html = /<title>[\s\S]*?<\/title>/.test(html)
      ? html.replace(/<title>[\s\S]*?<\/title>/, () => result.headHtml)
      : html.replace('</head>', () => `${result.headHtml}</head>`);
  }
  return html.replace('<div id="root"></div>', () => `<div id="root">${result.appHtml}</div>`);
}

const PAGE_SCRIPT =
  /[ \t]*<script\b[^>]*\sdata-page-script="(app|islands|player)"[^>]*>[\s\S]*?<\/script>\n?/g;

/**
 * Keeps the one page script of the built shell a page needs (decision 0067): the app's deferred
 * loader, the islands loader of a document page, or the player page's (decision 0073). A shell without marked scripts is unchanged.
 */
export function keepPageScript(html: string, script: PageScript): string {
  return html.replace(PAGE_SCRIPT, (tag: string, kind: string) => (kind === script ? tag : ''));
}

const PAGE_FIELD = /<input\b(?=[^>]*\sdata-page-field="")(?![^>]*\svalue=)[^>]*?\sname="([^"]+)"[^>]*?\/?>/g;

/**
 * Fills the hidden fields a form of the page marks with `data-page-field=""` (the auth package's
 * PageField) with this visitor's value of the page field of that name, e.g. the anti-forgery token
 * of spec 1 §7, so the form works without scripts. After the render, because a render may be
 * shared between visitors (the render cache) and the token is each visitor's own.
 */
export function fillPageFields(html: string, fields: Readonly<Record<string, string>>): string {
  return html.replace(PAGE_FIELD, (input: string, name: string) => {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (value === undefined) return input;
    return input.replace(/\s*\/?>$/, () => ` value="${escapeAttribute(value)}"/>`);
  });
}

/** A value for an HTML attribute in double quotes. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
