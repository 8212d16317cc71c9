import { expect, vi } from 'vitest';
import { renderRequest } from '../../ssr/render';
import { createFakeServer } from '../../testing/fake-server';
import { testBrand } from '../../testing/test-brand';

/*
 * The set-up the islands loader's tests share (decision 0067): the brand, a document page as the server
 * sends it put into this document, islands kept out of view, cookies, and the clean-up after each test.
 */

export const brand = testBrand({ id: 'dementie', name: 'Dementiewijzer' });

/**
 * Undoes what a test did to the document; each file runs it after each test (`afterEach`). The files
 * of a worker share one window and import this module once, so it registers no hook itself.
 */
export function cleanUpIslandPage() {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  window.history.replaceState(null, '', '/');
  // The files of this project share one window: a page view left here would count in the next file.
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
}

/** A document page as the server sends it, put into this document. */
export async function serveDocument(
  path: string,
  overrides: Parameters<typeof createFakeServer>[0] = {},
  script: 'islands' | 'player' = 'islands',
) {
  const server = createFakeServer(overrides);
  const result = await renderRequest({
    brand,
    // With this browser's cookies, as a browser's request carries them (the consent choice).
    request: new Request(new URL(path, window.location.origin), { headers: { cookie: document.cookie } }),
    fetch: server.fetch,
    islands: true,
  });
  if (result.kind !== 'html') throw new Error('expected html');
  expect(result.script).toBe(script);
  document.body.innerHTML = `<div id="root">${result.appHtml}</div>`;
  // The browser is at the address the server rendered.
  window.history.replaceState(null, '', path);
  // The islands' own calls (the session check) reach the same fake server.
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/**
 * Every island out of view: an IntersectionObserver that reports each box once, not intersecting, as
 * a browser's does when it starts observing, and never again.
 */
export function stubIslandsOutOfView() {
  vi.stubGlobal(
    'IntersectionObserver',
    class FarAway {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          this.report(
            [{ target, isIntersecting: false } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

/** Sets (or, with null, removes) a cookie of this document, as the server's answers would. */
export function setCookie(name: string, value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the loader reads document.cookie; jsdom has no Cookie Store API
  document.cookie = value === null ? `${name}=; Max-Age=0` : `${name}=${value}`;
}

// jsdom has no modal dialogs (the cookie settings and the bookcase's book are ones): opening one only
// marks it open. Set once in the window the files share.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};
