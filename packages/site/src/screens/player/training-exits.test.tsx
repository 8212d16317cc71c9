import { extraFixtures, fixtures } from '@dementie/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { createSiteRoutes } from '../../routes';
import { createSiteServices } from '../../services/create-site-services';
import { createFakeServer } from '../../testing/fake-server';
import { testBrand } from '../../testing/test-brand';
import { safeStartingPage, trainingOfflineHref } from './training-paths';

const brand = testBrand();

function renderSite(path: string, server = createFakeServer()) {
  const services = createSiteServices({ brand, origin: 'http://site.test', fetch: server.fetch });
  const router = createMemoryRouter(createSiteRoutes(services), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

const at = (router: ReturnType<typeof renderSite>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the starting page of a training (spec 3 §2 startingPageUrl)', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeStartingPage('/wat-is-dementie')).toBe('/wat-is-dementie');
    expect(safeStartingPage('/zoeken?zoekterm=hulp')).toBe('/zoeken?zoekterm=hulp');
    expect(safeStartingPage('/trainingen')).toBe('/trainingen');
  });

  it('refuses other sites, odd addresses, the exit pages and the player itself', () => {
    for (const raw of [
      null,
      '',
      'wat-is-dementie',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/sluiten-training',
      '/einde-training?startingPageUrl=%2Fx',
      '/training-offline',
      '/trainingen/3',
      '/trainingen/3/',
    ]) {
      expect(safeStartingPage(raw), String(raw)).toBeNull();
    }
  });
});

describe('links to a training (spec 3 §2)', () => {
  it('carry the page they are on as startingPageUrl, on the trainings overview', async () => {
    renderSite('/trainingen');
    const starts = await screen.findAllByRole('link', { name: 'Start de training' });
    expect(starts.length).toBeGreaterThan(0);
    for (const link of starts) {
      expect(link.getAttribute('href')).toMatch(/^\/trainingen\/\d+\?startingPageUrl=%2Ftrainingen$/);
    }
  });

  it('carry the page they are on as startingPageUrl, on a CMS page: buttons and links in its text', async () => {
    const node = extraFixtures.nodes.contentPage;
    const server = createFakeServer({
      'GET /api/drupal/wat-is-dementie': () => ({
        body: {
          ...node,
          field_primary_button: [
            { uri: 'internal:/trainingen/3', url: '/trainingen/3', title: 'Doe de training' },
          ],
          field_content_page_content: [
            {
              type: 'text_with_title',
              id: 901,
              field_title: [{ value: 'Zelf leren?' }],
              field_body: [
                { value: '<p>Doe <a href="/trainingen/2">de training</a>.</p>', format: 'basic_html' },
              ],
            },
          ],
        },
      }),
    });
    renderSite('/wat-is-dementie', server);
    expect(await screen.findByRole('link', { name: 'Doe de training' })).toHaveAttribute(
      'href',
      '/trainingen/3?startingPageUrl=%2Fwat-is-dementie',
    );
    expect(screen.getByRole('link', { name: 'de training' })).toHaveAttribute(
      'href',
      '/trainingen/2?startingPageUrl=%2Fwat-is-dementie',
    );
  });
});

describe('leaving a training (spec 3 §2)', () => {
  it('/sluiten-training leads back to the page the learner started from', async () => {
    const { router } = renderSite('/sluiten-training?startingPageUrl=%2Fwat-is-dementie');
    await waitFor(() => expect(at(router)).toBe('/wat-is-dementie'));
  });

  it('/sluiten-training without a usable starting page leads to the trainings', async () => {
    for (const query of ['', '?startingPageUrl=%2F%2Fevil.example', '?startingPageUrl=%2Ftrainingen%2F3']) {
      const { router, unmount } = renderSite(`/sluiten-training${query}`);
      await waitFor(() => expect(at(router)).toBe('/trainingen'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Trainingen' })).toBeVisible();
      unmount();
    }
  });

  it('/einde-training leads to the page that presented the training, else the trainings', async () => {
    const first = renderSite('/einde-training?startingPageUrl=%2Fhulp-en-advies%3Fx%3D1');
    await waitFor(() => expect(at(first.router)).toBe('/hulp-en-advies?x=1'));
    first.unmount();
    const second = renderSite('/einde-training');
    await waitFor(() => expect(at(second.router)).toBe('/trainingen'));
  });
});

describe('a training that cannot be shown (spec 3 §2 /{name}-offline)', () => {
  it('says so calmly, with a retry of that training and a way back to where the learner was', async () => {
    const { container } = renderSite(trainingOfflineHref(3, '/wat-is-dementie'));
    const title = 'De training werkt nu even niet';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const main = screen.getByRole('main');
    expect(
      within(main).getByText('Er ging iets mis bij het tonen van de training. Dat ligt niet aan jou.'),
    ).toBeVisible();
    expect(within(main).getByRole('link', { name: 'Probeer de training opnieuw' })).toHaveAttribute(
      'href',
      '/trainingen/3?startingPageUrl=%2Fwat-is-dementie',
    );
    expect(within(main).getByRole('link', { name: 'Terug naar de pagina waar je was' })).toHaveAttribute(
      'href',
      '/wat-is-dementie',
    );
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title} \\| \\S`)));
    await expectNoAxeViolations(container);
  });

  it('without a training or starting page it still offers a way on: all trainings', async () => {
    renderSite('/training-offline');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'De training werkt nu even niet' }),
    ).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('link', { name: 'Probeer de training opnieuw' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'Naar alle trainingen' })).toHaveAttribute(
      'href',
      '/trainingen',
    );
  });

  it('is an unknown page for a training id that is no number, or another offline name', async () => {
    for (const path of ['/training-offline?training=abc', '/iets-offline']) {
      const { unmount } = renderSite(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oeps, deze pagina bestaat niet (meer)' }),
      ).toBeVisible();
      unmount();
    }
  });
});

describe('the player page (decision 0052)', () => {
  it("has one main landmark, the layout's, with the player inside it", async () => {
    const server = createFakeServer({
      'POST /api/elearning/StartRun': () => ({ body: fixtures.startRun.response }),
      'GET /api/elearning/Course/Chapter/TeachingActivityWithContent': () => ({
        body: fixtures.teachingActivityWithContent.response,
      }),
    });
    const { container } = renderSite('/trainingen/3', server);
    const close = await screen.findByRole('link', { name: 'Training sluiten' });
    expect(container.querySelectorAll('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(close);
  });
});
