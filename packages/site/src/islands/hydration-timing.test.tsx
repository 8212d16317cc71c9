import { fixtures } from '@dementie/api-client';
import { leavePageNotice, PAGE_NOTICE_KEY } from '@dementie/auth';
import { createCookieConsentStorage, ISLAND_HYDRATED_ATTRIBUTE } from '@dementie/block-kit';
import { paragraphFixtures } from '@dementie/cms-model';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands } from './loader';
import { brand, cleanUpIslandPage, serveDocument, stubIslandsOutOfView } from './test-support/document-page';

// When the loader takes each island over (near view, when idle, at a touch) and what it loads before.

afterEach(cleanUpIslandPage);

describe('the islands loader and runtime (decision 0067)', () => {
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
});
