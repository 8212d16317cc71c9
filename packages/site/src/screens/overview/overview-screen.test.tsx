import { fixtures } from '@dementie/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { createSiteRoutes } from '../../routes';
import { createSiteServices } from '../../services/create-site-services';
import { createFakeServer, type FakeCall } from '../../testing/fake-server';
import { newsPageWithOneItem } from '../../testing/news-pages';
import { testBrand } from '../../testing/test-brand';

/** The first render waits for the loaders; a busy machine needs more than the default second. */
const SLOW = { timeout: 10_000 };

const brand = testBrand({ id: 'alzheimer', name: 'Alzheimer Nederland', footerVariant: 'tagline' });

/** The last page of the news list (site page 3 of 3): one news item of its own. */
const lastPage = newsPageWithOneItem({
  current_page: 2,
  total_items: '27',
  total_pages: 3,
  items_per_page: 10,
});

function renderNews(
  path: string,
  answerPage2: (call: FakeCall) => { status?: number; body?: unknown },
  siteBrand = brand,
) {
  const server = createFakeServer({
    'GET /api/drupal/news-overview': (call) =>
      call.query.get('page') === '2' ? answerPage2(call) : { body: fixtures.newsOverview.response },
  });
  const services = createSiteServices({ brand: siteBrand, origin: 'http://site.test', fetch: server.fetch });
  const router = createMemoryRouter(createSiteRoutes(services), { initialEntries: [path] });
  return { ...render(<RouterProvider router={router} />), server };
}

describe('overview paging (spec 2 §2.4, §2.8)', { timeout: 30_000 }, () => {
  it('keeps the ?page= links, and with scripts adds the next page under the cards', async () => {
    const { container, server } = renderNews('/nieuws?page=2', () => ({ body: lastPage }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuws' }, SLOW)).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Paginanummers' });
    expect(within(pages).getByRole('link', { name: 'Volgende pagina' })).toHaveAttribute(
      'href',
      '/nieuws?page=3',
    );
    expect(
      within(pages).getByText('Pagina 2, dit is de pagina die je nu ziet').parentElement,
    ).toHaveAttribute('aria-current', 'page');
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute('href', '/nieuws?page=3');

    await userEvent.click(await screen.findByRole('button', { name: 'Meer laden' }, SLOW));
    // Spec 2 §4: the request uses the page number minus 1.
    expect(
      server.calls.filter((c) => c.path === '/api/drupal/news-overview').map((c) => c.query.get('page')),
    ).toEqual(['1', '2']);
    const added = await screen.findByRole('heading', { level: 2, name: 'Samen wandelen in het park' }, SLOW);
    // Appended, not replaced: the cards of page 2 are still there.
    expect(screen.getByRole('article', { name: 'Nieuwe training voor winkelpersoneel' })).toBeVisible();
    await waitFor(() => expect(added).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Er staat 1 nieuw bericht in de lijst. Dit is pagina 3 van 3. Dit is het einde van de lijst.',
    );
    // The last page is there: no button any more; the links go on from the pages shown.
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
    expect(within(pages).getByText('Pagina 2 tot en met 3 van 3')).toBeVisible();
    expect(within(pages).queryByRole('link', { name: 'Volgende pagina' })).toBeNull();
    expect(within(pages).getByRole('link', { name: 'Vorige pagina' })).toHaveAttribute('href', '/nieuws');
    await expectNoAxeViolations(container);
  });

  it('says so when the next page cannot be loaded, and tries again on request', async () => {
    let fail = true;
    renderNews('/nieuws?page=2', () => (fail ? { status: 500 } : { body: lastPage }));
    await userEvent.click(await screen.findByRole('button', { name: 'Meer laden' }, SLOW));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Het laden is niet gelukt.');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Probeer het opnieuw' }));
    expect(await screen.findByRole('heading', { name: 'Samen wandelen in het park' }, SLOW)).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

/** IntersectionObserver as the browser runs it, with the visitor's scrolling in the test's hand. */
function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** The end of the list scrolls into view. */
    scrollToEnd() {
      for (const { callback, targets } of [...observers]) {
        const entries = targets.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        callback(entries, {} as IntersectionObserver);
      }
    },
  };
}

describe('overview paging on scroll (spec 2 §2.8 infinite mode)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());
  const onScroll = {
    ...brand,
    overviewPaging: { news: 'infinite', organisations: 'button', stories: 'button' },
  } as const;

  it('adds the next page when the end of the list comes into view, and leaves the focus where it is', async () => {
    const viewport = fakeIntersectionObserver();
    renderNews('/nieuws?page=2', () => ({ body: lastPage }), onScroll);
    const more = await screen.findByRole('button', { name: 'Meer laden' }, SLOW);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    viewport.scrollToEnd();
    const added = await screen.findByRole('heading', { level: 2, name: 'Samen wandelen in het park' }, SLOW);
    expect(added).not.toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(more).not.toBeInTheDocument();
  });

  it('loads nothing by itself while the focus is past the list, so the footer stays in reach', async () => {
    const viewport = fakeIntersectionObserver();
    const { server } = renderNews('/nieuws?page=2', () => ({ body: lastPage }), onScroll);
    const more = await screen.findByRole('button', { name: 'Meer laden' }, SLOW);
    more.focus();
    viewport.scrollToEnd();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.filter((c) => c.path === '/api/drupal/news-overview')).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // 'Meer laden' still works by keyboard, and then takes the focus to the first new card.
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Samen wandelen in het park' }, SLOW)).toHaveFocus();
  });
});
