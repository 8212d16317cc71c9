import { connectionError, loaded } from '@dementie/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { fakeAuthApi, testUser } from '../../test-support/fake-api';
import { fakeNavigation, renderWithAuth } from '../../test-support/render';
import { ActivationScreen, AnonymizeUserScreen, ChangeEmailScreen } from './link-screen';

const activation = 'activationToken=tok&userEmail=sanne@example.nl&redirectPath=/trainingen/3';
const magic = `activationToken=tok&userId=${testUser.id}`;

describe('ActivationScreen /auto-activate (spec 1 §2, §4)', () => {
  it('shows the loader, signs in and redirects to redirectPath', async () => {
    const navigation = fakeNavigation(activation);
    const { api, store, container } = renderWithAuth(<ActivationScreen navigation={navigation} />, {
      initialState: { status: 'logged out' },
    });
    expect(screen.getByRole('status')).toHaveTextContent(/Even geduld|Je bent ingelogd/);
    await expectNoAxeViolations(container);
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/trainingen/3', { replace: true }));
    expect(api.activate).toHaveBeenCalledWith({ activationToken: 'tok', email: 'sanne@example.nl' });
    expect(api.activate).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ status: 'logged in', user: testUser });
  });

  it('redirects to / without redirectPath', async () => {
    const navigation = fakeNavigation('activationToken=tok&userEmail=sanne@example.nl');
    renderWithAuth(<ActivationScreen navigation={navigation} />);
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it("a used or wrong link shows 'Oeps!' and the way home", async () => {
    const api = fakeAuthApi({
      activate: vi.fn(async () => loaded({ status: 'error token not valid' as const })),
    });
    const { container } = renderWithAuth(<ActivationScreen navigation={fakeNavigation(activation)} />, {
      api,
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Oeps! De activatielink werkte helaas niet. Probeer het opnieuw.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ga terug naar de homepage' })).toHaveAttribute('href', '/');
    // WCAG 2.4.2: the page has a title (axe's document-title rule in the journeys).
    expect(document.title).toMatch(/^Oeps! \| /);
    await expectNoAxeViolations(container);
  });

  it('a link without its token fails without a call', async () => {
    const { api } = renderWithAuth(<ActivationScreen navigation={fakeNavigation('userEmail=a@b.nl')} />);
    expect(await screen.findByRole('heading', { name: /^Oeps!/ })).toBeInTheDocument();
    expect(api.activate).not.toHaveBeenCalled();
  });

  it("in another browser: one 'Inloggen' button first", async () => {
    const navigation = fakeNavigation(activation);
    const { api, container } = renderWithAuth(<ActivationScreen navigation={navigation} />, {
      sameBrowser: false,
    });
    expect(screen.getByRole('heading', { name: 'Hier inloggen?' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Hier inloggen\? \| /);
    expect(api.activate).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/trainingen/3', { replace: true }));
    expect(api.activate).toHaveBeenCalledTimes(1);
  });

  it('an api error keeps the loader and retries after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = fakeAuthApi();
      api.activate.mockResolvedValueOnce(connectionError('offline'));
      const navigation = fakeNavigation(activation);
      renderWithAuth(<ActivationScreen navigation={navigation} />, { api });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(api.activate).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(api.activate).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(navigation.navigate).toHaveBeenCalled());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ChangeEmailScreen /change-email', () => {
  it('changes the e-mail and redirects', async () => {
    const navigation = fakeNavigation(`${magic}&redirectPath=/account-gegevens`);
    const { api } = renderWithAuth(<ChangeEmailScreen navigation={navigation} />, { sameBrowser: false });
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/account-gegevens', { replace: true }),
    );
    expect(api.changeEmailFromMagicLink).toHaveBeenCalledWith({
      activationToken: 'tok',
      userId: testUser.id,
    });
  });

  it("'not authorized' shows Oeps! with the not-authorized message", async () => {
    const api = fakeAuthApi({
      changeEmailFromMagicLink: vi.fn(async () => loaded({ status: 'not authorized' as const })),
    });
    const { container } = renderWithAuth(<ChangeEmailScreen navigation={fakeNavigation(magic)} />, { api });
    expect(await screen.findByRole('heading', { name: 'Oeps!' })).toBeInTheDocument();
    expect(screen.getByText('Je bent niet bevoegd. Login en probeer het opnieuw.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('not authorized where nobody is logged in (a new browser): log in, then back to this very link', async () => {
    const api = fakeAuthApi({
      changeEmailFromMagicLink: vi.fn(async () => loaded({ status: 'not authorized' as const })),
    });
    const search = `${magic}&redirectPath=/account-gegevens`;
    const { container } = renderWithAuth(<ChangeEmailScreen navigation={fakeNavigation(search)} />, {
      api,
      initialState: { status: 'logged out' },
    });
    const login = await screen.findByRole('link', { name: 'Log in en probeer het opnieuw' });
    const target = new URL(login.getAttribute('href') ?? '', 'https://site.example');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirectPath')).toBe(`/change-email?${new URLSearchParams(search)}`);
    expect(screen.getByRole('link', { name: 'Ga terug naar de homepage' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('not authorized while someone else is logged in: no login offer', async () => {
    const api = fakeAuthApi({
      changeEmailFromMagicLink: vi.fn(async () => loaded({ status: 'not authorized' as const })),
    });
    renderWithAuth(<ChangeEmailScreen navigation={fakeNavigation(magic)} />, {
      api,
      initialState: { status: 'logged in', user: { ...testUser, id: crypto.randomUUID() } },
    });
    expect(await screen.findByRole('heading', { name: 'Oeps!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in en probeer het opnieuw' })).not.toBeInTheDocument();
  });

  it('a used link shows the magic-link message', async () => {
    const api = fakeAuthApi({
      changeEmailFromMagicLink: vi.fn(async () => loaded({ status: 'error token not valid' as const })),
    });
    renderWithAuth(<ChangeEmailScreen navigation={fakeNavigation(magic)} />, { api });
    expect(
      await screen.findByText('De magiclink werkte helaas niet. Probeer het opnieuw.'),
    ).toBeInTheDocument();
  });
});

describe('AnonymizeUserScreen /anonymize-user', () => {
  it('erases the account, signs out and redirects home', async () => {
    const navigation = fakeNavigation(magic);
    const { api, store } = renderWithAuth(<AnonymizeUserScreen navigation={navigation} />, {
      initialState: { status: 'logged in', user: testUser },
    });
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(api.anonymizeUserFromMagicLink).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe('logged out');
  });

  it('a failure shows Oeps! and the homepage button', async () => {
    const api = fakeAuthApi({
      anonymizeUserFromMagicLink: vi.fn(async () => loaded({ status: 'error token not valid' as const })),
    });
    const { container } = renderWithAuth(<AnonymizeUserScreen navigation={fakeNavigation(magic)} />, { api });
    expect(await screen.findByRole('heading', { name: 'Oeps!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ga terug naar de homepage' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
