import { fixtures } from '@dementie/api-client';
import { ISLAND_HYDRATED_ATTRIBUTE } from '@dementie/block-kit';
import { paragraphFixtures } from '@dementie/cms-model';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands } from './loader';
import { brand, cleanUpIslandPage, serveDocument } from './test-support/document-page';

// What the loader takes over on a document page, and that it does so without a mismatch.

afterEach(cleanUpIslandPage);

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

  it('marks a page without islands as taken over at once, loading nothing', async () => {
    document.body.innerHTML = '<div id="root"><main><p>Tekst</p></main></div>';
    const brandLoads = vi.fn(async () => brand);
    startIslands({ brand: brandLoads });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    expect(brandLoads).not.toHaveBeenCalled();
  });
});
