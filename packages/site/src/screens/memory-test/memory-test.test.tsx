import { createConsentStore, createMemoryConsentStorage } from '@dementie/block-kit';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { createSiteRoutes } from '../../routes';
import { createSiteServices } from '../../services/create-site-services';
import { createFakeServer } from '../../testing/fake-server';
import { testBrand } from '../../testing/test-brand';

const brand = testBrand();

type Layer = Record<string, unknown>[];
const layer = () => (window as unknown as { dataLayer?: Layer }).dataLayer ?? [];

function renderAt(path: string, statistics = true, server = createFakeServer()) {
  const consent = createConsentStore(createMemoryConsentStorage({ statistics, marketing: false }));
  consent.load();
  const services = createSiteServices({ brand, origin: 'http://site.test', fetch: server.fetch, consent });
  const router = createMemoryRouter(createSiteRoutes(services), { initialEntries: [path] });
  return { ...render(<RouterProvider router={router} />), server, router };
}

/** The heading of the current step (the one that receives focus). */
async function stepHeading(name: RegExp | string) {
  return screen.findByRole('heading', { level: 2, name });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});

describe('memory test start page', () => {
  it('offers the two questionnaires as plain links, says it is private and no diagnosis', async () => {
    const { container } = renderAt('/geheugentest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Geheugentest' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Voor mezelf/ })).toHaveAttribute(
      'href',
      '/geheugentest/voor-mezelf',
    );
    expect(screen.getByRole('link', { name: /Over een ander/ })).toHaveAttribute(
      'href',
      '/geheugentest/over-een-ander',
    );
    expect(screen.getByText(/Je antwoorden blijven op dit apparaat/)).toBeVisible();
    expect(screen.getByText(/De test is geen diagnose/)).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('answers 404 for an unknown questionnaire address', async () => {
    renderAt('/geheugentest/iedereen');
    expect(
      await screen.findByRole('heading', { level: 1, name: /niet gevonden|bestaat niet|Oeps/i }),
    ).toBeVisible();
  });
});

describe('memory test questionnaire', () => {
  it('one question per step with progress, focus on the question, the check of open questions, then the result', async () => {
    const user = userEvent.setup();
    const { container, server } = renderAt('/geheugentest/over-een-ander');
    const first = await stepHeading(/Vraag 1 van 2/);
    expect(first).toHaveTextContent('Hij of zij vergeet waar spullen liggen.');
    const group = screen.getByRole('group', { name: /Vraag 1 van 2/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Nooit', 'Bijna nooit', 'Soms', 'Vaak', 'Heel vaak']);
    await expectNoAxeViolations(container);

    await user.click(within(group).getByRole('radio', { name: 'Vaak' }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    const second = await stepHeading(/Vraag 2 van 2/);
    await waitFor(() => expect(second).toHaveFocus());
    // Question 2 left open: on to the age question and the result.
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await stepHeading(/Hoe oud is de persoon/);
    await user.click(screen.getByRole('radio', { name: '75 jaar of ouder' }));
    await user.click(screen.getByRole('button', { name: 'Bekijk de uitslag' }));

    const warning = await stepHeading('Let op! Je hebt nog niet alle vragen beantwoord.');
    await waitFor(() => expect(warning).toHaveFocus());
    const open = screen.getAllByRole('listitem').filter((item) => item.closest('.site-memory-test__open'));
    expect(open.map((item) => item.textContent)).toEqual([
      'Vraag 2: Hij of zij weet niet zeker welke dag het is.',
    ]);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('link', { name: /Vraag 2:/ }));
    await stepHeading(/Vraag 2 van 2/);
    await user.click(screen.getByRole('radio', { name: 'Heel vaak' }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await stepHeading(/Hoe oud is de persoon/);
    expect(screen.getByRole('radio', { name: '75 jaar of ouder' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Bekijk de uitslag' }));

    // 4 + 5 = 9 points: the 6-10 band of the fixture.
    const result = await stepHeading('Veel klachten');
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.getByText('Score: 9. De score kan van 2 tot 10 gaan.')).toBeVisible();
    expect(screen.getByText('Raad een afspraak bij de huisarts aan.')).toBeVisible();
    expect(screen.getByText('Deze test is geen diagnose.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hulp en advies' })).toHaveAttribute('href', '/hulp-en-advies');
    await expectNoAxeViolations(container);

    // Privacy: only the questionnaire was fetched, and analytics heard only that a test was done.
    expect(server.calls.filter((call) => call.path.includes('memory-test'))).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/v1/memory-test/other' }),
    ]);
    expect(server.calls.every((call) => call.method === 'GET' || call.path.includes('authentication'))).toBe(
      true,
    );
    const events = layer().filter((event) => event.event !== 'page_view');
    expect(events).toEqual([{ event: 'memory_test_complete' }]);
    expect(JSON.stringify(layer())).not.toMatch(/"score"|klachten/i);
  });

  it('keeps the answers in this tab only (sessionStorage) and shows them again after a reload', async () => {
    const user = userEvent.setup();
    const first = renderAt('/geheugentest/over-een-ander');
    await stepHeading(/Vraag 1 van 2/);
    await user.click(screen.getByRole('radio', { name: 'Soms' }));
    expect(localStorage.length).toBe(0);
    expect(JSON.parse(sessionStorage.getItem('dementie.memory-test.other') ?? '{}')).toMatchObject({
      answers: [3, null],
      age: null,
    });
    first.unmount();
    renderAt('/geheugentest/over-een-ander?vraag=1');
    await stepHeading(/Vraag 1 van 2/);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Soms' })).toBeChecked());
  });

  it('pushes nothing to analytics without statistics consent', async () => {
    sessionStorage.setItem(
      'dementie.memory-test.other',
      JSON.stringify({ questions: 'ander-1,ander-2', answers: [1, 1], age: '64' }),
    );
    renderAt('/geheugentest/over-een-ander?stap=uitslag', false);
    await stepHeading('Weinig klachten');
    await act(async () => {});
    expect(layer()).toEqual([]);
  });

  it('says the test is not available when the questionnaire cannot be loaded', async () => {
    const server = createFakeServer({ 'GET /api/v1/memory-test/self': () => ({ status: 500, body: {} }) });
    renderAt('/geheugentest/voor-mezelf', true, server);
    expect(await screen.findByRole('alert')).toHaveTextContent('De geheugentest is nu niet beschikbaar.');
  });
});
