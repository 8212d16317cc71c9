import { fixtures } from '@dementie/api-client';
import { createCookieConsentStorage, ISLAND_HYDRATED_ATTRIBUTE } from '@dementie/block-kit';
import { paragraphFixtures } from '@dementie/cms-model';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRequest } from '../ssr/render';
import { createFakeServer } from '../testing/fake-server';
import { testBrand } from '../testing/test-brand';
import { startIslands } from './loader';

const brand = testBrand({ id: 'dementie', name: 'Dementiewijzer' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  window.history.replaceState(null, '', '/');
});

/** A document page as the server sends it, put into this document. */
async function serveDocument(path: string, overrides: Parameters<typeof createFakeServer>[0] = {}) {
  const server = createFakeServer(overrides);
  const result = await renderRequest({
    brand,
    // With this browser's cookies, as a browser's request carries them (the consent choice).
    request: new Request(new URL(path, window.location.origin), { headers: { cookie: document.cookie } }),
    fetch: server.fetch,
    islands: true,
  });
  if (result.kind !== 'html') throw new Error('expected html');
  expect(result.script).toBe('islands');
  document.body.innerHTML = `<div id="root">${result.appHtml}</div>`;
  // The browser is at the address the server rendered.
  window.history.replaceState(null, '', path);
  // The islands' own calls (the session check) reach the same fake server.
  vi.stubGlobal('fetch', server.fetch);
}

/** Every island out of view: an IntersectionObserver that never reports. */
function stubIslandsOutOfView() {
  vi.stubGlobal(
    'IntersectionObserver',
    class FarAway {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

describe('the islands loader and runtime (decision 0067)', () => {
  it("takes over every island of a server's document page without a mismatch, and they work", async () => {
    await serveDocument('/');
    const errors = vi.spyOn(console, 'error');
    // jsdom has no IntersectionObserver: every island is taken over at once.
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    for (const island of document.querySelectorAll('[data-island]')) {
      expect(island.getAttribute(ISLAND_HYDRATED_ATTRIBUTE), island.getAttribute('data-island') ?? '').toBe(
        'true',
      );
    }
    expect(errors).not.toHaveBeenCalled();
    // The main menu's toggle works once its island is taken over.
    const toggle = document.querySelector<HTMLButtonElement>('.site-menu__toggle');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    if (toggle) fireEvent.click(toggle);
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
  });

  it('takes over the blocks that need script on a content page holding every block of the kit', async () => {
    // Every paragraph of the kit on one page: blocks with and without script, nested blocks, videos.
    await serveDocument('/alle-blokken', {
      'GET /api/drupal/*': () => ({
        body: { ...fixtures.page.response, field_content_page_content: Object.values(paragraphFixtures) },
      }),
    });
    const names = [...document.querySelectorAll('[data-island]')].map((island) =>
      island.getAttribute('data-island'),
    );
    expect(names).toEqual(expect.arrayContaining(['block', 'video-player', 'utilities-bar']));
    const errors = vi.spyOn(console, 'error');
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    expect(document.querySelectorAll(`[${ISLAND_HYDRATED_ATTRIBUTE}]`)).toHaveLength(names.length);
    expect(errors).not.toHaveBeenCalled();
  });

  it('gives a tap on a button of an island that is not taken over yet to the button once it is', async () => {
    await serveDocument('/');
    // Out of view: only the tap starts the island.
    stubIslandsOutOfView();
    startIslands({ brand: async () => brand });
    const toggle = document.querySelector<HTMLButtonElement>('.site-menu__toggle');
    const island = toggle?.closest('[data-island]');
    expect(island?.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false);
    toggle?.click();
    await waitFor(() => expect(island?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    await waitFor(() => expect(toggle?.getAttribute('aria-expanded')).toBe('true'));
  });

  it('takes over an island marked idle when the page is idle, wherever it is, and the others only near view', async () => {
    await serveDocument('/');
    stubIslandsOutOfView();
    const account = document.querySelector('[data-island="account-menu"]');
    account?.setAttribute('data-island-when', 'idle');
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(account?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    expect(document.querySelector('[data-island="main-menu"]')?.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(
      false,
    );
  });

  it("counts a consented visitor's view of a document page once, with the page's node id", async () => {
    // A visitor who accepted statistics (the site's first-party consent cookie, decision 0029).
    const storage = createCookieConsentStorage();
    storage.write({ statistics: true, marketing: false });
    await serveDocument('/');
    const layer: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    await waitFor(() => expect(layer).toEqual([{ event: 'page_view', page_path: '/', node_id: 9999 }]));
    // Max-Age 0: the cookie is gone again for the next test.
    createCookieConsentStorage({ days: 0 }).write({ statistics: false, marketing: false });
  });

  it('tries again at the next touch when the runtime did not load (a bad connection)', async () => {
    await serveDocument('/');
    stubIslandsOutOfView();
    const loads = vi
      .fn<() => Promise<typeof brand>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(brand);
    startIslands({ brand: loads });
    const toggle = document.querySelector<HTMLButtonElement>('.site-menu__toggle');
    const island = toggle?.closest('[data-island]');
    if (!toggle || !island) throw new Error('no main menu');
    fireEvent.pointerDown(toggle);
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    expect(island.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false);
    fireEvent.pointerDown(toggle);
    await waitFor(() => expect(island.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('marks a page without islands as taken over at once, loading nothing', async () => {
    document.body.innerHTML = '<div id="root"><main><p>Tekst</p></main></div>';
    const brandLoads = vi.fn(async () => brand);
    startIslands({ brand: brandLoads });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    expect(brandLoads).not.toHaveBeenCalled();
  });
});
