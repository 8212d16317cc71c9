import { fixtures } from '@dementie/api-client';
import { ISLAND_HYDRATED_ATTRIBUTE } from '@dementie/block-kit';
import { paragraphFixtures } from '@dementie/cms-model';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idProblems } from '../../../../test-utils/ids';
import { renderRequest } from '../ssr/render';
import { createFakeServer } from '../testing/fake-server';
import { startIslands } from './loader';
import { brand, cleanUpIslandPage } from './test-support/document-page';

afterEach(cleanUpIslandPage);

/** Every paragraph of the kit on one page: the share bar, forms with fields, blocks with ids of their own. */
const everyBlock = {
  'GET /api/drupal/*': () => ({
    body: { ...fixtures.page.response, field_content_page_content: Object.values(paragraphFixtures) },
  }),
};

/** A document page as the server sends it to a first-time visitor (the cookie banner), put into this document. */
async function serveDocument(path: string, overrides: Parameters<typeof createFakeServer>[0] = {}) {
  const server = createFakeServer(overrides);
  const result = await renderRequest({
    brand,
    request: new Request(new URL(path, window.location.origin)),
    fetch: server.fetch,
    islands: true,
  });
  if (result.kind !== 'html') throw new Error('expected html');
  document.body.innerHTML = `<div id="root">${result.appHtml}</div>`;
  window.history.replaceState(null, '', path);
  vi.stubGlobal('fetch', server.fetch);
}

/** The cookie banner's landmark and the text that names it, as an assistive technology reads them. */
function cookieBannerName(): { heading: string; name: string } {
  const banner = document.querySelector('section.bk-cookie-consent');
  if (!banner) throw new Error('no cookie banner');
  const name = (banner.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
  return { heading: banner.querySelector('h2')?.textContent ?? '', name };
}

describe('the ids of a document page with several islands (decision 0075)', () => {
  for (const [path, overrides] of [
    ['/alle-blokken', everyBlock],
    ['/zoeken?zoekterm=dementie', {}],
    ['/', {}],
  ] as const) {
    // A ceiling for a busy shared machine: the page of every block renders and loads the whole kit.
    it(`gives every island of ${path} ids of its own, on the server and once hydrated, without a mismatch`, {
      timeout: 60_000,
    }, async () => {
      await serveDocument(path, overrides);
      const islands = document.querySelectorAll('[data-island]');
      expect(islands.length).toBeGreaterThan(2);
      // As the server sent it: every id once, and what each island refers to is its own.
      expect(idProblems(document)).toEqual({ duplicates: [], broken: [] });
      expect(cookieBannerName().name).toBe(cookieBannerName().heading);

      const errors = vi.spyOn(console, 'error');
      // jsdom has no IntersectionObserver: every island is taken over at once, each a root of its own.
      startIslands({ brand: async () => brand });
      // A ceiling, not a wait: the first page loads the code of every block of the kit.
      const loaded = { timeout: 15_000 };
      await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'), loaded);
      await waitFor(
        () =>
          expect(
            document.querySelectorAll(
              // Not the notice (only with a notice waiting) nor the account menu (only with the signed-in hint).
              `[data-island]:not([${ISLAND_HYDRATED_ATTRIBUTE}]):not([data-island="page-notice"]):not([data-island="account-menu"])`,
            ),
          ).toHaveLength(0),
        loaded,
      );
      // React says so on the console when a root's markup or ids do not match its server render.
      expect(errors).not.toHaveBeenCalled();
      expect(idProblems(document)).toEqual({ duplicates: [], broken: [] });
      expect(cookieBannerName().name).toBe(cookieBannerName().heading);
    });
  }
});
