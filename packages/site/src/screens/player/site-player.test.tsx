import { extraFixtures, fixtures } from '@dementie/api-client';
import { type ConsentStore, createConsentStore, createMemoryConsentStorage } from '@dementie/block-kit';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteRoutes } from '../../routes';
import { createSiteServices } from '../../services/create-site-services';
import { createFakeServer } from '../../testing/fake-server';
import { testBrand } from '../../testing/test-brand';

/*
 * The player has no site defaults any more (it is mounted in other teams' apps too): the site hands it
 * its own ways out (spec 3 §2) and its dataLayer, behind the statistics consent (decision 0031).
 */

const holder = window as unknown as { dataLayer?: Record<string, unknown>[] };
/** Where the player remembers the events it sent for course 3's run (once per run). */
const SENT_EVENTS = 'dementie.player.sent-events.3';
// The files of this project share one window (isolate: false): start and end without a data layer.
beforeEach(() => {
  delete holder.dataLayer;
  window.localStorage.removeItem(SENT_EVENTS);
});
afterEach(() => {
  delete holder.dataLayer;
  window.localStorage.removeItem(SENT_EVENTS);
});

function renderPlayerPage(path: string, consent: ConsentStore) {
  const server = createFakeServer({
    'POST /api/elearning/StartRun': () => ({ body: fixtures.startRun.response }),
    'GET /api/elearning/Course/Chapter/TeachingActivityWithContent': () => ({
      body: extraFixtures.activities.infoSlide,
    }),
    'POST /api/elearning/MarkInfoSlideDone': () => ({ body: fixtures.markInfoSlideDone.response }),
  });
  const services = createSiteServices({
    brand: testBrand(),
    origin: 'http://site.test',
    fetch: server.fetch,
    consent,
  });
  const router = createMemoryRouter(createSiteRoutes(services), { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

function consent(statistics: boolean) {
  const store = createConsentStore(createMemoryConsentStorage({ statistics, marketing: false }));
  store.load();
  return store;
}

describe("the site's training player", () => {
  it("leads out to the site's own pages and reports to the site's dataLayer with consent", async () => {
    renderPlayerPage('/trainingen/3?startingPageUrl=%2Fwat-is-dementie', consent(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rustig blijven' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Training sluiten' })).toHaveAttribute('href', '/trainingen');
    expect(screen.getByRole('link', { name: 'Stop met de training' })).toHaveAttribute(
      'href',
      '/sluiten-training?startingPageUrl=%2Fwat-is-dementie',
    );
    await waitFor(() =>
      expect(holder.dataLayer).toContainEqual(
        expect.objectContaining({ event: 'training_process', step: 2, sub_step: 1 }),
      ),
    );
    // Each step and the page carry their tracking record (spec 3 §3): the training, the activity.
    expect(holder.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'training_process',
        userId: null,
        pageKind: 'training',
        trainingsId: 3,
        questionId: 211,
      }),
    );
    expect(holder.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'page_view',
        page_path: '/trainingen/3?startingPageUrl=%2Fwat-is-dementie',
        pageKind: 'training',
        trainingsId: 3,
        questionId: null,
      }),
    );
    expect(JSON.parse(window.localStorage.getItem(SENT_EVENTS) ?? '{}').sent).toContain(
      'training_process:211',
    );
  });

  it('sends the player’s events nowhere without consent for statistics', async () => {
    renderPlayerPage('/trainingen/3', consent(false));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rustig blijven' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Training sluiten' })).toHaveAttribute('href', '/trainingen');
    expect(holder.dataLayer ?? []).not.toContainEqual(expect.objectContaining({ event: 'training_process' }));
    // Nothing was sent, so nothing is kept as sent: with consent later, the step is sent then.
    expect(window.localStorage.getItem(SENT_EVENTS)).toBeNull();
  });
});
