import { fixtures } from '@dementie/api-client';
import { createCookieConsentStorage, ISLAND_HYDRATED_ATTRIBUTE } from '@dementie/block-kit';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageNavigation } from '../screens/search/page-navigation';
import { newsPageWithOneItem } from '../testing/news-pages';
import { startIslands } from './loader';
import { brand, cleanUpIslandPage, serveDocument, stubIslandsOutOfView } from './test-support/document-page';

// The screens served as documents whose one part with script is an island: search, the cookie
// statement, an overview's list.

afterEach(cleanUpIslandPage);

describe('the islands loader and runtime (decision 0067)', () => {
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
});
