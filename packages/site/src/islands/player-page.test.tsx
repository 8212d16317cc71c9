import { fixtures } from '@dementie/api-client';
import { ISLAND_HYDRATED_ATTRIBUTE } from '@dementie/block-kit';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands } from './loader';
import { startPlayerPage } from './player-page';
import { brand, cleanUpIslandPage, serveDocument } from './test-support/document-page';

// The player page's script (decision 0073): it alone knows the player's island.

afterEach(cleanUpIslandPage);

describe('the islands loader and runtime (decision 0067)', () => {
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
