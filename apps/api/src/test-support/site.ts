// Built brand sites for server tests: a temp folder laid out as apps/<brand>/dist is, so an app can
// serve its shell, its files and (when given) a server render bundle without building a brand.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The shell of a site that renders in the browser only: an empty root the app mounts on. */
export const EMPTY_SHELL =
  '<!doctype html><html lang="nl"><head></head><body><div id="root"></div></body></html>';

/** The shell of a server-rendered site: a title the render replaces, and the root it fills. */
export const TITLED_SHELL =
  '<!doctype html><html lang="nl"><head><title>shell</title></head><body><div id="root"></div></body></html>';

/**
 * A fresh folder with the shell as index.html and each of `files` at its path below the root
 * (sub-folders are made as needed). Returns the folder.
 */
export function siteFolder(shell: string = EMPTY_SHELL, files: Record<string, string | Buffer> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  writeFileSync(path.join(root, 'index.html'), shell);
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  return root;
}

/**
 * A site folder (see {@link siteFolder}) with a server bundle whose module text is `entry`: it
 * exports `render(request, fetch, options)` as a brand's dist-server/entry-server.js does.
 * Spread the result into the app's site options.
 */
export function renderedSite(
  entry: string,
  shell: string = TITLED_SHELL,
  files: Record<string, string | Buffer> = {},
): { root: string; serverEntry: string } {
  const root = siteFolder(shell, files);
  const serverEntry = path.join(root, 'entry-server.mjs');
  writeFileSync(serverEntry, entry);
  return { root, serverEntry };
}

/** Posts a form as a browser without scripts does: its fields URL-encoded in `body`. */
export function postForm(app: FastifyInstance, url: string, body: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
}

/** Asks for a page or a file as a browser does, with these request headers. */
export function getPage(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers });
}
