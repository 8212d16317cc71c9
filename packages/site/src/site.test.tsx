import { extraFixtures, fixtures, trainingResultSessionKeys } from '@dementie/api-client';
import { type ConsentStore, createConsentStore, createMemoryConsentStorage } from '@dementie/block-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test-utils/axe';
import { createSiteRoutes } from './routes';
import { createSiteServices } from './services/create-site-services';
import { createFakeServer } from './testing/fake-server';
import { testBrand } from './testing/test-brand';

const brand = testBrand({
  id: 'dementievriendelijk',
  name: 'Dementievriendelijk Samenleven',
  footerVariant: 'tagline',
});

function renderSite(path: string, server = createFakeServer(), consent?: ConsentStore) {
  const services = createSiteServices({
    brand,
    origin: 'http://site.test',
    fetch: server.fetch,
    ...(consent ? { consent } : {}),
  });
  const router = createMemoryRouter(createSiteRoutes(services), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, server };
}

describe('site shell', () => {
  it('renders the home page in the brand theme, with menus and a skip link to the content', async () => {
    const { container } = renderSite('/');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(fixtures.homepage.response[0]?.label ?? '');
    expect(container.querySelector('[data-brand="dementievriendelijk"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ga direct naar de content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dementievriendelijk Samenleven'));
    await expectNoAxeViolations(container);
  });

  it('shows the not-found page with its five links for a path that is neither a page nor a redirect', async () => {
    const { server, container } = renderSite('/bestaat-niet');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oeps, deze pagina bestaat niet (meer)' }),
    ).toBeVisible();
    for (const [name, href] of [
      ['Naar de homepage', '/'],
      ['Alle trainingen', '/trainingen'],
      ['Laatste nieuws', '/nieuws'],
      ['Ervaringsverhalen', '/ervaringen'],
      ['Contact', '/contact'],
    ]) {
      expect(within(screen.getByRole('main')).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await waitFor(() =>
      expect(document.title).toBe('Oeps, deze pagina bestaat niet (meer) | Dementievriendelijk Samenleven'),
    );
    expect(
      server.calls.some((c) => c.path === '/api/v1/redirect/from' && c.query.get('path') === '/bestaat-niet'),
    ).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('follows a redirect of an old path to its target (spec 1 §4)', async () => {
    const server = createFakeServer({
      'GET /api/v1/redirect/from': (call) =>
        call.query.get('path') === '/oude-pagina'
          ? { body: { From: '/oude-pagina', To: '/wat-is-dementie' } }
          : { status: 404 },
      'GET /api/drupal/wat-is-dementie': () => ({ body: extraFixtures.nodes.contentPage }),
    });
    const { router } = renderSite('/oude-pagina', server);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wat-is-dementie'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      extraFixtures.nodes.contentPage.label,
    );
  });

  it('asks about a redirect before a non-CMS page, once per path', async () => {
    const { server } = renderSite('/trainingen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainingen' })).toBeVisible();
    const lookups = server.calls.filter((c) => c.path === '/api/v1/redirect/from');
    expect(lookups.map((c) => c.query.get('path'))).toEqual(['/trainingen']);
  });
});

describe('page views for analytics (spec 1 §9)', () => {
  /** A page's tracking record (spec 3 §3): what is given, null for the rest. */
  const record = (fields: Record<string, unknown>) => ({
    userId: null,
    pageKind: null,
    nodeType: null,
    nodeId: null,
    trainingsId: null,
    questionId: null,
    ...fields,
  });
  const layer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
  const pageViews = () => layer().filter((event) => event.event === 'page_view');
  // The files of this project share one window (isolate: false): start and end without a data layer.
  beforeEach(() => {
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });
  afterEach(() => {
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });
  /** A visitor's stored choice, read before the first render as the browser entry does. */
  function consent(statistics: boolean) {
    const store = createConsentStore(createMemoryConsentStorage({ statistics, marketing: false }));
    store.load();
    return store;
  }

  it('reports the home page with node id 9999 and a CMS page with its own node id, once each', async () => {
    const server = createFakeServer({
      'GET /api/drupal/wat-is-dementie': () => ({ body: extraFixtures.nodes.contentPage }),
    });
    const { router } = renderSite('/', server, consent(true));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      fixtures.homepage.response[0]?.label ?? '',
    );
    // The home page's CMS node has another id (1): analytics knows the home page as 9999.
    expect(fixtures.homepage.response[0]?.id).not.toBe(9999);
    await waitFor(() =>
      expect(pageViews()).toEqual([
        {
          event: 'page_view',
          page_path: '/',
          node_id: 9999,
          ...record({ pageKind: 'home', nodeType: 'homepage', nodeId: 'node:9999' }),
        },
      ]),
    );

    await router.navigate('/wat-is-dementie');
    expect(
      await screen.findByRole('heading', { level: 1, name: extraFixtures.nodes.contentPage.label }),
    ).toBeVisible();
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toEqual({
      event: 'page_view',
      page_path: '/wat-is-dementie',
      node_id: extraFixtures.nodes.contentPage.id,
      ...record({
        pageKind: 'sdv',
        nodeType: 'content_page',
        nodeId: `node:${extraFixtures.nodes.contentPage.id}`,
      }),
    });
  });

  it("gives a signed-in visitor's page views the account's analytics pseudonym as userId, never its id", async () => {
    const server = createFakeServer({
      'POST /api/v1/authentication/IsSessionValid': () => ({ body: fixtures.isSessionValid.response }),
      'GET /api/drupal/wat-is-dementie': () => ({ body: extraFixtures.nodes.contentPage }),
    });
    const { router } = renderSite('/', server, consent(true));
    expect((await screen.findAllByText(/Mijn account/))[0]).toBeVisible();
    await router.navigate('/wat-is-dementie');
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    const user = fixtures.isSessionValid.response.user;
    expect(pageViews()[1]).toMatchObject({ page_path: '/wat-is-dementie', userId: user.AnalyticsId });
    expect(JSON.stringify(layer())).not.toContain(user.Id);
    expect(JSON.stringify(layer())).not.toContain(user.Email);
  });

  it('sends none for the result page that only leads on to the certificate; the certificate page sends one', async () => {
    const id = fixtures.createCertificate.response.CertificateId;
    sessionStorage.setItem(trainingResultSessionKeys.courseId, '3');
    sessionStorage.setItem(trainingResultSessionKeys.certificateId, id);
    const server = createFakeServer({
      [`GET /api/elearning/Certificate/CertificatePage/${id}`]: () => ({
        body: fixtures.certificatePage.response,
      }),
    });
    try {
      const { router } = renderSite('/jouw-resultaat', server, consent(true));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/jouw-resultaat/${id}`));
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      await waitFor(() => expect(pageViews()).toHaveLength(1));
      expect(pageViews()).toEqual([
        expect.objectContaining({ event: 'page_view', page_path: `/jouw-resultaat/${id}` }),
      ]);
    } finally {
      sessionStorage.clear();
    }
  });

  it("leaves a mailed link's e-mail address, account id and token out of the page view", async () => {
    renderSite(
      '/auto-activate?activationToken=abc123&userEmail=anna%40example.nl&redirectPath=%2Fmijn-trainingen',
      createFakeServer(),
      consent(true),
    );
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ page_path: '/auto-activate?redirectPath=%2Fmijn-trainingen' });
    expect(JSON.stringify(layer())).not.toMatch(/abc123|anna/);
  });

  it('sends no page view without consent for statistics', async () => {
    renderSite('/', createFakeServer(), consent(false));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(pageViews()).toEqual([]);
  });
});

describe('news overview (spec 2 §2.4)', () => {
  it('requests page minus 1 and shows cards with a Dutch date and the read-more button', async () => {
    const { server, container } = renderSite('/nieuws?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
    const request = server.calls.find((c) => c.path === '/api/drupal/news-overview');
    expect(request?.query.get('page')).toBe('1');
    expect(request?.query.get('status')).toBe('0');
    const first = screen.getByRole('article', { name: 'Nieuwe training voor winkelpersoneel' });
    expect(within(first).getByText('01 juni 2025')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Lees het bericht' })).toHaveAttribute(
      'href',
      '/nieuws/nieuwe-training-voor-winkelpersoneel',
    );
    const pages = screen.getByRole('navigation', { name: 'Paginanummers' });
    expect(within(pages).getByText('Pagina 2 van 3')).toBeVisible();
    expect(within(pages).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute('href', '/nieuws?page=3');
    expect(within(pages).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('href', '/nieuws');
    await waitFor(() => expect(document.title).toBe('Nieuws - Pagina 2 | Dementievriendelijk Samenleven'));
    await expectNoAxeViolations(container);
  });

  it('shows a failure message when the list cannot be loaded', async () => {
    renderSite('/nieuws', createFakeServer({ 'GET /api/drupal/news-overview': () => ({ status: 500 }) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De lijst kon niet worden geladen. Probeer het later opnieuw.',
    );
  });
});

describe('search (spec 2 §2.7)', () => {
  it('loads nothing for an empty term', async () => {
    const { server } = renderSite('/zoeken');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zoeken' })).toBeVisible();
    expect(server.calls.some((c) => c.path === '/api/v1/Search')).toBe(false);
  });

  it('submits term and filter into the address with history replaced, then shows typed results', async () => {
    const user = userEvent.setup();
    const { server, router } = renderSite('/zoeken');
    const box = await screen.findByRole('combobox', { name: 'Zoekterm' });
    await user.type(box, 'wandelen');
    const filter = screen.getByRole('combobox', { name: 'Soort inhoud' });
    // The kit's Select (brand border, chevron, focus ring, 44 px), not the browser's grey default.
    expect(filter).toHaveClass('bk-select__control');
    await user.selectOptions(filter, 'nieuws');
    await user.click(screen.getByRole('button', { name: 'Zoek' }));
    await waitFor(() => expect(router.state.location.search).toBe('?zoekterm=wandelen&pijler=nieuws'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('link', { name: 'Wat is dementie?' })).toHaveAttribute(
      'href',
      '/wat-is-dementie',
    );
    expect(screen.getAllByText('Artikel')[0]).toBeVisible();
    const searchCall = server.calls.find((c) => c.path === '/api/v1/Search');
    expect(searchCall?.query.get('query')).toBe('wandelen');
    expect(searchCall?.query.get('contentType')).toBe('nieuws');
  });

  it('asks for suggestions only after more than 3 characters and lets the keyboard choose one', async () => {
    const user = userEvent.setup();
    const { server, router } = renderSite('/zoeken');
    const box = await screen.findByRole('combobox', { name: 'Zoekterm' });
    await user.type(box, 'dem');
    expect(server.calls.some((c) => c.path === '/api/v1/Search/suggest')).toBe(false);
    await user.type(box, 'e');
    const list = await screen.findByRole('listbox');
    expect(server.calls.find((c) => c.path === '/api/v1/Search/suggest')?.query.get('prefix')).toBe('deme');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('dementievriendelijk');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[1]?.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('zoekterm=dementievriendelijk'));
  });
});

describe('after a mailed link (decision 0032)', () => {
  afterEach(() => sessionStorage.clear());

  it('erasing through the mailed link lands on the home page, which confirms it once', async () => {
    const server = createFakeServer({
      'POST /api/v1/authentication/IsSessionValid': () => ({ body: { status: 'invalid' } }),
      'POST /api/v1/authentication/anonymize-user-from-magiclink': () => ({ body: { status: 'success' } }),
    });
    const { router, container } = renderSite(
      '/anonymize-user?activationToken=tok&userId=6f1c2b1e-4a0d-4c55-9a57-0d3e0a3b9c11',
      server,
    );
    // The first visit loads the auth screens' code chunk: give it more than the default second.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
    const main = screen.getByRole('main');
    const notice = await within(main).findByText(
      'We hebben je e-mailadres en je naam op je certificaten gewist. Je bent nu uitgelogd.',
    );
    const status = notice.closest('[role="status"]');
    expect(status).toHaveTextContent(/^Je account is verwijderd\./);
    await waitFor(() => expect(status).toHaveFocus());
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      fixtures.homepage.response[0]?.label ?? '',
    );
    await expectNoAxeViolations(container);
    // Once: the next page has no notice, and nothing is left in storage or in the address.
    expect(server.calls.filter((c) => c.path === '/api/drupal/api/homepage')).toHaveLength(1);
    await router.navigate('/nieuws');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
    // The router commits the page first; the notice reads the new location in an effect after it.
    await waitFor(() => expect(screen.queryByText('Je account is verwijderd.')).not.toBeInTheDocument());
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the footer on the result page', () => {
  it('leaves out its newsletter form where the page offers its own, and keeps it elsewhere', async () => {
    const home = renderSite('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = () => screen.getByRole('contentinfo');
    expect(within(footer()).getByRole('button', { name: 'Aanmelden' })).toBeInTheDocument();
    home.unmount();

    renderSite('/jouw-resultaat');
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeInTheDocument());
    expect(within(footer()).queryByRole('button', { name: 'Aanmelden' })).toBeNull();
    expect(within(footer()).getByRole('navigation', { name: /./ })).toBeInTheDocument();
  });
});
