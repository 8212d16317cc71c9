import { extraFixtures } from '@dementie/api-client';
import { createConsentStore, createMemoryConsentStorage } from '@dementie/block-kit';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createSiteRoutes } from '../../routes';
import { createSiteServices } from '../../services/create-site-services';
import { createFakeServer } from '../../testing/fake-server';
import { testBrand } from '../../testing/test-brand';
import { READ_ALOUD_CLASS, READ_ALOUD_ID } from './cms-page-screen';

/** The first render waits for the loaders; a busy machine needs more than the default second. */
const SLOW = { timeout: 10_000 };

const brand = testBrand({
  footerVariant: 'tagline',
  readAloudUrl: 'https://read.example/cgi-bin/rsent?customerid=7&lang=nl_nl',
  chatbot: { scriptSrc: '/demo/chatbot-widget.js', globalName: 'siteTestChatbot' },
});

const page = extraFixtures.nodes.contentPage;
const campaign = {
  ...page,
  type: 'campaign',
  label: 'Stel je vraag aan onze chatbot',
  path: { alias: '/campagnes/chatbot-landing', langcode: 'nl' },
};

function renderPage(path: string, node: unknown) {
  const server = createFakeServer({ [`GET /api/drupal${path}`]: () => ({ body: node }) });
  const consent = createConsentStore(createMemoryConsentStorage({ statistics: false, marketing: false }));
  const services = createSiteServices({ brand, origin: 'http://site.test', fetch: server.fetch, consent });
  const router = createMemoryRouter(createSiteRoutes(services), { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('utilities bar on CMS pages (spec 2 §2.8)', { timeout: 30_000 }, () => {
  it('sits under the header of a content page, reading the page content with the brand’s service', async () => {
    renderPage('/wat-is-dementie', page);
    const header = (await screen.findByRole('heading', { level: 1, name: page.label }, SLOW)).closest(
      'header',
    );
    const bar = screen.getByRole('group', { name: 'Opties voor deze pagina' });
    // Right under the page header.
    expect(header?.nextElementSibling).toBe(bar);
    expect(within(bar).getByRole('button', { name: 'Print' })).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Deel' })).toHaveAttribute('aria-expanded', 'false');
    const read = new URL(
      within(bar)
        .getByRole('link', { name: /Lees voor/ })
        .getAttribute('href') ?? '',
    );
    expect(`${read.origin}${read.pathname}`).toBe('https://read.example/cgi-bin/rsent');
    expect(read.searchParams.get('customerid')).toBe('7');
    expect(read.searchParams.get('readid')).toBe(READ_ALOUD_ID);
    expect(read.searchParams.get('readclass')).toBe(READ_ALOUD_CLASS);
    expect(read.searchParams.get('url')).toBe('http://site.test/wat-is-dementie');
    // readid and readclass point at the page's content: its header and its blocks, not the bar.
    const content = document.getElementById(READ_ALOUD_ID);
    expect(content).toContainElement(header as HTMLElement);
    expect(header).toHaveClass(READ_ALOUD_CLASS);
    expect(bar).not.toHaveClass(READ_ALOUD_CLASS);
  });

  it('is not on a campaign page, which shows the chat’s cookie choice instead of loading it', async () => {
    renderPage('/campagnes/chatbot-landing', campaign);
    expect(await screen.findByRole('heading', { level: 1, name: campaign.label }, SLOW)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Opties voor deze pagina' })).toBeNull();
    const chat = screen.getByRole('region', { name: 'Chat' });
    expect(within(chat).getByRole('button', { name: 'Kies je cookies' })).toBeVisible();
    expect(document.querySelector('script[data-chatbot-widget]')).toBeNull();
  });
});
