import { fixtures } from '@dementie/api-client';
import { leavePageNotice, PAGE_NOTICE_KEY } from '@dementie/auth';
import { createCookieConsentStorage, ISLAND_HYDRATED_ATTRIBUTE } from '@dementie/block-kit';
import { paragraphFixtures } from '@dementie/cms-model';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageNavigation } from '../screens/search/page-navigation';
import { renderRequest } from '../ssr/render';
import { createFakeServer } from '../testing/fake-server';
import { newsPageWithOneItem } from '../testing/news-pages';
import { testBrand } from '../testing/test-brand';
import { startIslands } from './loader';
import { startPlayerPage } from './player-page';

const brand = testBrand({ id: 'dementie', name: 'Dementiewijzer' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  window.history.replaceState(null, '', '/');
  // The files of this project share one window: a page view left here would count in the next file.
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});

/** A document page as the server sends it, put into this document. */
async function serveDocument(
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
function stubIslandsOutOfView() {
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
function setCookie(name: string, value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the loader reads document.cookie; jsdom has no Cookie Store API
  document.cookie = value === null ? `${name}=; Max-Age=0` : `${name}=${value}`;
}

// jsdom has no modal dialogs (the cookie settings are one): opening one only marks it open.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

describe('the islands loader and runtime (decision 0067)', () => {
  it("takes over every island of a server's document page without a mismatch, and they work", async () => {
    await serveDocument('/');
    const errors = vi.spyOn(console, 'error');
    // jsdom has no IntersectionObserver: every island is taken over at once.
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    // Every island but the one-time notice, which loads only when a notice waits, and the account menu,
    // which loads only in a browser with the signed-in hint.
    for (const island of document.querySelectorAll(
      '[data-island]:not([data-island="page-notice"]):not([data-island="account-menu"])',
    )) {
      expect(island.getAttribute(ISLAND_HYDRATED_ATTRIBUTE), island.getAttribute('data-island') ?? '').toBe(
        'true',
      );
    }
    expect(errors).not.toHaveBeenCalled();
    // The cookie banner works once its island is taken over: 'Zelf kiezen' opens the settings.
    const choose = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Zelf kiezen');
    if (!choose) throw new Error('no cookie banner');
    fireEvent.click(choose);
    await waitFor(() =>
      expect([...document.querySelectorAll('button')].map((b) => b.textContent)).toContain('Keuze opslaan'),
    );
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
    expect(document.querySelectorAll(`[${ISLAND_HYDRATED_ATTRIBUTE}]`)).toHaveLength(
      names.filter((name) => name !== 'page-notice' && name !== 'account-menu').length,
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes over the counter with the figure the page brought, without a mismatch or a call of its own', async () => {
    const home = fixtures.homepage.response[0];
    if (!home) throw new Error('no homepage fixture');
    const server = await serveDocument('/', {
      'GET /api/drupal/api/homepage': () => ({
        body: [{ ...home, field_page_content: [{ type: 'counter_block', id: 803 }] }],
      }),
      'GET /api/v1/counter': () => ({ body: 12345 }),
    });
    const rendered = server.calls.length;
    const errors = vi.spyOn(console, 'error');
    const counter = document.querySelector('[data-island="block"]');
    expect(counter?.querySelector('.bk-counter__number')?.textContent).toBe('12.345');
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(counter?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    expect(errors).not.toHaveBeenCalled();
    expect(counter?.querySelector('.bk-counter__number')?.textContent).toBe('12.345');
    expect(server.calls.slice(rendered).map((call) => call.path)).not.toContain('/api/v1/counter');
  });

  it('gives a tap on a button of an island that is not taken over yet to the button once it is', async () => {
    await serveDocument('/');
    // Out of view: only the tap starts the island.
    stubIslandsOutOfView();
    startIslands({ brand: async () => brand });
    const choose = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Zelf kiezen');
    const island = choose?.closest('[data-island]');
    expect(island?.getAttribute('data-island')).toBe('cookie-consent');
    expect(island?.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false);
    choose?.click();
    await waitFor(() => expect(island?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    await waitFor(() => expect(island?.textContent).toContain('Keuze opslaan'));
  });

  it('takes over an island marked idle when the page is idle, wherever it is, and the others only near view', async () => {
    await serveDocument('/alle-blokken', {
      'GET /api/drupal/*': () => ({
        body: { ...fixtures.page.response, field_content_page_content: Object.values(paragraphFixtures) },
      }),
    });
    stubIslandsOutOfView();
    const footer = document.querySelector('[data-island="site-footer"]');
    footer?.setAttribute('data-island-when', 'idle');
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(footer?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    // The blocks wait till they come near the view (the ones that wait for a touch follow the runtime).
    const blocks = document.querySelectorAll('[data-island="block"]');
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false);
  });

  it('loads no script for a page whose islands wait for a touch, and takes them over at the first one', async () => {
    await serveDocument('/');
    stubIslandsOutOfView();
    const brandLoads = vi.fn(async () => brand);
    startIslands({ brand: brandLoads });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    // The banner works as a form without script; the footer is out of view; no notice waits.
    expect(document.querySelector('[data-island="cookie-consent"]')?.getAttribute('data-island-when')).toBe(
      'touch',
    );
    expect(brandLoads).not.toHaveBeenCalled();
    const banner = document.querySelector('[data-island="cookie-consent"]');
    if (!banner?.firstElementChild) throw new Error('no cookie banner');
    fireEvent.pointerOver(banner.firstElementChild);
    await waitFor(() => expect(banner.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    expect(brandLoads).toHaveBeenCalledTimes(1);
  });

  it('takes a hidden cookie banner over with the first other island, so the footer can open the settings again', async () => {
    // A visitor who chose: no banner, an empty island that waits for the runtime.
    const storage = createCookieConsentStorage();
    storage.write({ statistics: false, marketing: false });
    await serveDocument('/');
    stubIslandsOutOfView();
    startIslands({ brand: async () => brand });
    const consent = document.querySelector('[data-island="cookie-consent"]');
    const footer = document.querySelector('[data-island="site-footer"]');
    if (!consent || !footer?.firstElementChild) throw new Error('no islands');
    // Only the closed settings dialog, nothing to touch.
    expect(consent.querySelector('section')).toBeNull();
    fireEvent.pointerDown(footer.firstElementChild);
    await waitFor(() => expect(consent.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    const reopen = [...footer.querySelectorAll('button')].find(
      (b) => b.textContent === 'Cookie-instellingen',
    );
    if (!reopen) throw new Error('no cookie settings button in the footer');
    fireEvent.click(reopen);
    await waitFor(() => expect(consent.textContent).toContain('Keuze opslaan'));
    createCookieConsentStorage({ days: 0 }).write({ statistics: false, marketing: false });
  });

  it('shows the one-time notice a link left, and loads nothing for it when none waits', async () => {
    await serveDocument('/');
    stubIslandsOutOfView();
    const brandLoads = vi.fn(async () => brand);
    startIslands({ brand: brandLoads });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    expect(brandLoads).not.toHaveBeenCalled();

    leavePageNotice(window.sessionStorage, 'account erased');
    await serveDocument('/');
    stubIslandsOutOfView();
    startIslands({ brand: brandLoads });
    const notice = document.querySelector('[data-island="page-notice"]');
    await waitFor(() => expect(notice?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    await waitFor(() => expect(notice?.querySelector('[role="status"]')).not.toBeNull());
    // Shown once: taken from the storage.
    expect(window.sessionStorage.getItem(PAGE_NOTICE_KEY)).toBeNull();
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
    await waitFor(() =>
      expect(layer).toEqual([
        {
          event: 'page_view',
          page_path: '/',
          node_id: 9999,
          // Its tracking record (spec 3 §3); a guest has no userId.
          userId: null,
          pageKind: 'home',
          nodeType: 'homepage',
          nodeId: 'node:9999',
          trainingsId: null,
          questionId: null,
        },
      ]),
    );
    // Max-Age 0: the cookie is gone again for the next test.
    createCookieConsentStorage({ days: 0 }).write({ statistics: false, marketing: false });
  });

  it('checks the session only for the account menu of a browser with the signed-in hint, which shows a signed-in visitor their menu', async () => {
    // Without the hint the account menu stays the server's 'Inloggen' link, and no island checks the
    // session, even with a session cookie (a hint the server sets with every session).
    setCookie('dm_session', 'abc');
    const guest = await serveDocument('/');
    // The calls of the server's render are before this point; the browser's come after.
    const rendered = guest.calls.length;
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    expect(guest.calls.slice(rendered).map((call) => call.path)).not.toContain(
      '/api/v1/authentication/IsSessionValid',
    );
    expect(
      document.querySelector('[data-island="account-menu"]')?.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE),
    ).toBe(false);

    setCookie('dm_signed_in', '1');
    const member = await serveDocument('/', {
      'POST /api/v1/authentication/IsSessionValid': () => ({ body: fixtures.isSessionValid.response }),
    });
    const before = member.calls.length;
    const menu = document.querySelector('[data-island="account-menu"]');
    // The server's account place, not known yet (hidden by the stylesheet while the hint is there).
    expect(menu?.querySelector('.au-account-menu--unknown .au-account-menu__login')?.textContent).toBe(
      'Inloggen',
    );
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(menu?.querySelector('button')?.textContent).toBe('Mijn account'));
    // Checked once, for the account menu alone.
    expect(
      member.calls.slice(before).filter((call) => call.path === '/api/v1/authentication/IsSessionValid'),
    ).toHaveLength(1);
    setCookie('dm_session', null);
    setCookie('dm_signed_in', null);
  });

  it('shows the link once the session check finds no session, however the hint said otherwise', async () => {
    setCookie('dm_signed_in', '1');
    await serveDocument('/', {
      'POST /api/v1/authentication/IsSessionValid': () => ({ body: { status: 'invalid' } }),
    });
    const menu = document.querySelector('[data-island="account-menu"]');
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(menu?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    await waitFor(() => expect(menu?.querySelector('.au-account-menu--unknown')).toBeNull());
    expect(menu?.querySelector('nav')?.textContent).toBe('Inloggen');
    setCookie('dm_signed_in', null);
  });

  it('tries again at the next touch when the runtime did not load (a bad connection)', async () => {
    await serveDocument('/');
    stubIslandsOutOfView();
    const loads = vi
      .fn<() => Promise<typeof brand>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(brand);
    startIslands({ brand: loads });
    const island = document.querySelector('[data-island="cookie-consent"]');
    const banner = island?.firstElementChild;
    if (!island || !banner) throw new Error('no cookie banner');
    fireEvent.pointerDown(banner);
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    expect(island.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false);
    fireEvent.pointerDown(banner);
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

  it('serves search as a document whose form, once taken over, searches what was typed before', async () => {
    await serveDocument('/zoeken?zoekterm=dementie&pijler=alle');
    // The results are on the page as the server sent them; only the form is an island.
    expect(document.querySelector('.site-search__list li')).not.toBeNull();
    const names = [...document.querySelectorAll('[data-island]')].map((island) =>
      island.getAttribute('data-island'),
    );
    expect(names).toContain('search-form');
    stubIslandsOutOfView();
    const errors = vi.spyOn(console, 'error');
    // jsdom cannot navigate: the test sees where the search would go.
    const replacePage = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => {});
    startIslands({ brand: async () => brand });
    const input = document.querySelector<HTMLInputElement>('input[name="zoekterm"]');
    const filter = document.querySelector<HTMLSelectElement>('select[name="pijler"]');
    if (!input || !filter) throw new Error('no search form');
    // Typed and chosen before the script has come: the form is not taken over yet.
    input.value = 'geheugen';
    filter.value = 'nieuws';
    const island = input.closest('[data-island]');
    expect(island?.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false);
    fireEvent.focusIn(input);
    await waitFor(() => expect(island?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    // Taken over, the form still holds what the visitor gave: the suggestions for it come, and it
    // searches with it, history replaced.
    expect(input.value).toBe('geheugen');
    expect(filter.value).toBe('nieuws');
    await waitFor(() =>
      expect(document.querySelector('[role="listbox"]')?.hasAttribute('hidden')).toBe(false),
    );
    expect(document.querySelectorAll('[role="option"]').length).toBeGreaterThan(0);
    fireEvent.submit(input.form as HTMLFormElement);
    expect(replacePage).toHaveBeenCalledWith('/zoeken?zoekterm=geheugen&pijler=nieuws');
    expect(errors).not.toHaveBeenCalled();
  });

  it("serves the cookie statement as a document whose 'Cookie-instellingen' opens the settings at the first tap", async () => {
    // A visitor who chose before: no banner, only the statement's button.
    createCookieConsentStorage().write({ statistics: false, marketing: false });
    await serveDocument('/cookies');
    stubIslandsOutOfView();
    const errors = vi.spyOn(console, 'error');
    startIslands({ brand: async () => brand });
    const reopen = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Cookie-instellingen',
    );
    const island = reopen?.closest('[data-island]');
    expect(island?.getAttribute('data-island')).toBe('cookie-settings-button');
    expect(island?.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false);
    reopen?.click();
    await waitFor(() => expect(island?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    await waitFor(() =>
      expect([...document.querySelectorAll('button')].map((b) => b.textContent)).toContain('Keuze opslaan'),
    );
    expect(errors).not.toHaveBeenCalled();
    createCookieConsentStorage({ days: 0 }).write({ statistics: false, marketing: false });
  });

  it("serves an overview as a document whose list, taken over, adds the next page with 'Meer laden'", async () => {
    const nextPage = newsPageWithOneItem({
      current_page: 1,
      total_items: '11',
      total_pages: 2,
      items_per_page: 10,
    });
    await serveDocument('/nieuws', {
      'GET /api/drupal/news-overview': (call) =>
        call.query.get('page') === '1'
          ? { body: nextPage }
          : { body: { ...fixtures.newsOverview.response, pager: nextPage.pager } },
    });
    const list = document.querySelector('[data-island="overview-list"]');
    expect(list).not.toBeNull();
    // Without script: the page links, no 'Meer laden' (it could do nothing).
    expect(list?.querySelector('a[href="/nieuws?page=2"]')).not.toBeNull();
    expect([...document.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Meer laden');
    const errors = vi.spyOn(console, 'error');
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(list?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    const more = await waitFor(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Meer laden');
      if (!button) throw new Error("no 'Meer laden' yet");
      return button;
    });
    fireEvent.click(more);
    await waitFor(() => expect(list?.textContent).toContain('Samen wandelen in het park'));
    expect(errors).not.toHaveBeenCalled();
  });

  it("opens the bookcase's book the address names once the page is idle, and closing it removes 'item'", async () => {
    const bookcasePage = {
      'GET /api/drupal/*': () => ({
        body: { ...fixtures.page.response, field_content_page_content: [paragraphFixtures.bookcase] },
      }),
    };
    await serveDocument('/boeken?item=het-geheugenpaleis', bookcasePage);
    // Out of view: only the address makes the bookcase's island load, not the reader coming near it.
    stubIslandsOutOfView();
    const bookcase = document.querySelector('.bk-bookcase')?.closest('[data-island="block"]');
    expect(bookcase?.getAttribute('data-island-when')).toBe('idle');
    const errors = vi.spyOn(console, 'error');
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(bookcase?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    const dialog = bookcase?.querySelector('dialog');
    await waitFor(() => expect(dialog?.hasAttribute('open')).toBe(true));
    expect(dialog?.textContent).toContain('Marieke de Vries');
    expect(errors).not.toHaveBeenCalled();
    const close = [...(dialog?.querySelectorAll('button') ?? [])].find((b) =>
      b.textContent?.endsWith('Sluit'),
    );
    if (!close) throw new Error("no 'Sluit'");
    fireEvent.click(close);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/boeken');
    // Another book: its slug in the address, to share or reload.
    const other = [...(bookcase?.querySelectorAll('button') ?? [])].find((b) =>
      b.textContent?.includes('Het geheugenpaleis'),
    );
    if (!other) throw new Error('no book');
    fireEvent.click(other);
    await waitFor(() => expect(window.location.search).toBe('?item=het-geheugenpaleis'));
  });

  it('leaves a bookcase without an open book waiting till it comes near the view', async () => {
    await serveDocument('/boeken?item=bestaat-niet', {
      'GET /api/drupal/*': () => ({
        body: { ...fixtures.page.response, field_content_page_content: [paragraphFixtures.bookcase] },
      }),
    });
    const bookcase = document.querySelector('.bk-bookcase')?.closest('[data-island="block"]');
    expect(bookcase).not.toBeNull();
    expect(bookcase?.hasAttribute('data-island-when')).toBe(false);
  });

  it("takes the player page's player over without the router: it starts the run the address asks for, and the address loses '?opnieuw' (decision 0073)", async () => {
    const server = await serveDocument(
      '/trainingen/3?opnieuw&startingPageUrl=%2Fwat-is-dementie',
      {
        'POST /api/elearning/StartRun': () => ({ body: fixtures.startRun.response }),
        'GET /api/elearning/Course/Chapter/TeachingActivityWithContent': () => ({
          body: fixtures.teachingActivityWithContent.response,
        }),
      },
      'player',
    );
    const rendered = server.calls.length;
    // What the player asks to start: the browser's calls, with their bodies.
    const started: unknown[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/elearning/StartRun')) started.push(JSON.parse(String(init?.body)));
      return server.fetch(input, init);
    });
    const errors = vi.spyOn(console, 'error');
    startPlayerPage({ brand: async () => brand });
    const island = document.querySelector('[data-island="training-player"]');
    await waitFor(() => expect(island?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true'));
    await waitFor(() => expect(island?.querySelector('h1')?.textContent).toBeTruthy());
    expect(island?.textContent).toContain('Training sluiten');
    // A second attempt, asked for once: a reload later in it resumes it.
    expect(started).toEqual([{ CourseId: 3, Restart: true }]);
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/trainingen/3?startingPageUrl=%2Fwat-is-dementie',
    );
    // The session is checked for the player, as the app checked it (the certificate form needs it).
    expect(server.calls.slice(rendered).map((call) => call.path)).toContain(
      '/api/v1/authentication/IsSessionValid',
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it("leaves the player alone with a content page's script: only the player page's script knows it", async () => {
    await serveDocument('/trainingen/3', {}, 'player');
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    startIslands({ brand: async () => brand });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    expect(warnings).toHaveBeenCalledWith('No island registered as', 'training-player');
    expect(
      document.querySelector('[data-island="training-player"]')?.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE),
    ).toBe(false);
  });
});
