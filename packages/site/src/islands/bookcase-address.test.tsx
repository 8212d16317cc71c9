import { fixtures } from '@dementie/api-client';
import { ISLAND_HYDRATED_ATTRIBUTE } from '@dementie/block-kit';
import { paragraphFixtures } from '@dementie/cms-model';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands } from './loader';
import { brand, cleanUpIslandPage, serveDocument, stubIslandsOutOfView } from './test-support/document-page';

// A bookcase on a document page and the address's 'item' (spec 2 §2.1): the book it names opens.

afterEach(cleanUpIslandPage);

describe('the islands loader and runtime (decision 0067)', () => {
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
});
