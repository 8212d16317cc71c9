import { fixtures } from '@dementie/api-client';
import { createCookieConsentStorage, ISLAND_HYDRATED_ATTRIBUTE } from '@dementie/block-kit';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startIslands } from './loader';
import { brand, cleanUpIslandPage, serveDocument, setCookie } from './test-support/document-page';

// The islands that follow the visitor's cookies: the page view (the consent) and the account menu (the
// signed-in hint and the session check).

afterEach(cleanUpIslandPage);

describe('the islands loader and runtime (decision 0067)', () => {
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
});
