import { extraFixtures, siteCookieIds } from '@dementie/api-client';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { createSiteRoutes } from '../routes';
import { createSiteServices } from '../services/create-site-services';
import { createFakeServer } from '../testing/fake-server';
import { testBrand } from '../testing/test-brand';

const brand = testBrand();

function renderStatement(options: { origin?: string; server?: ReturnType<typeof createFakeServer> } = {}) {
  const server = options.server ?? createFakeServer();
  const services = createSiteServices({
    brand,
    origin: options.origin ?? 'http://site.test',
    fetch: server.fetch,
  });
  const router = createMemoryRouter(createSiteRoutes(services), { initialEntries: ['/cookies'] });
  return { ...render(<RouterProvider router={router} />), server };
}

/** The card of one cookie in the statement's list, found by its name (a heading). */
function card(name: string) {
  const list = screen.getByRole('list', { name: 'Welke cookies gebruiken we?' });
  const heading = within(list).getByRole('heading', { level: 3, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no list item for ${name}`);
  return within(item);
}

/** The facts of a card as term -> definition, as a screen reader pairs them. */
function facts(name: string): Record<string, string | null | undefined> {
  const item = card(name);
  const terms = item.getAllByRole('term');
  const definitions = item.getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent, definitions[index]?.textContent]));
}

describe('cookie statement (spec 1 §2: /cookies)', () => {
  it('lists every cookie the product sets with its purpose, lifetime in Dutch and category', async () => {
    const { container } = renderStatement();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookieverklaring' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Welke cookies gebruiken we?' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(siteCookieIds.length);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'dm_session',
      'dm_csrf',
      'dm_link_requested',
      'dm_signed_in',
      'dm_learner',
      'dm_cookie_consent',
    ]);
    expect(facts('dm_session')).toEqual({
      Waarvoor: 'Onthoudt dat je bent ingelogd. Zo hoef je niet op elke pagina opnieuw in te loggen.',
      'Hoe lang': '90 dagen',
      Soort: 'Noodzakelijk',
    });
    expect(facts('dm_csrf')['Hoe lang']).toBe('tot je de browser sluit');
    expect(facts('dm_link_requested')['Hoe lang']).toBe('1 dag');
    // The signed-in hint lives as long as the session it hints at.
    expect(facts('dm_signed_in')).toEqual({
      Waarvoor:
        'Onthoudt dat je bent ingelogd, zodat de website meteen de goede knop toont. Er staat niet in wie je bent.',
      'Hoe lang': '90 dagen',
      Soort: 'Noodzakelijk',
    });
    expect(facts('dm_learner')['Hoe lang']).toBe('400 dagen (ruim 1 jaar)');
    // Spec 3 §9: the consent choice is kept 1000 days.
    expect(facts('dm_cookie_consent')).toMatchObject({
      Waarvoor: 'Onthoudt welke cookies je hebt gekozen. Zo vragen we het je niet steeds opnieuw.',
      'Hoe lang': '1.000 dagen (bijna 3 jaar)',
    });
    expect(screen.getByText(/hun eigen cookies plaatsen/)).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('names the cookies as an https site sets them, with the __Host- prefix where they have it', async () => {
    renderStatement({ origin: 'https://www.dementie.nl' });
    expect(await screen.findByRole('heading', { level: 3, name: '__Host-dm_session' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: '__Host-dm_csrf' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'dm_cookie_consent' })).toBeVisible();
  });

  it('keeps the CMS text of the statement and the button that reopens the cookie choice', async () => {
    const server = createFakeServer({
      'GET /api/drupal/cookies': () => ({ body: extraFixtures.nodes.contentPage }),
    });
    const { container } = renderStatement({ server });
    expect(
      await screen.findByRole('heading', { level: 1, name: extraFixtures.nodes.contentPage.label }),
    ).toBeVisible();
    expect(server.calls.some((call) => call.path === '/api/drupal/cookies')).toBe(true);
    expect(screen.getByRole('list', { name: 'Welke cookies gebruiken we?' })).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: 'Cookie-instellingen' }),
    ).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
