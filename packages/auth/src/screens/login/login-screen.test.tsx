import { connectionError, loaded } from '@dementie/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import type { BotCheck } from '../../bot-check/bot-check';
import { fakeAuthApi, testUser } from '../../test-support/fake-api';
import { fakeNavigation, renderWithAuth } from '../../test-support/render';
import { LoginForm } from './login-form';
import { LoginScreen } from './login-screen';

const loggedOut = { status: 'logged out' } as const;

async function typeAndSend(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /E-mailadres/ }), text);
  await user.click(screen.getByRole('button', { name: 'Stuur mij een inloglink' }));
}

describe('LoginScreen (spec 1 §2, §5)', () => {
  it('shows the field, placeholder and bot-check status, without the newsletter box', async () => {
    const { container } = renderWithAuth(<LoginScreen navigation={fakeNavigation()} />, {
      initialState: loggedOut,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /E-mailadres/ });
    expect(field).toHaveAttribute('placeholder', 'Vul hier je e-mailadres in');
    expect(field).toHaveAttribute('type', 'email');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(await screen.findByText('Controle klaar: je bent geen robot.')).toBeInTheDocument();
    expect(document.title).toBe('Inloggen | Dementiewijzer');
    await expectNoAxeViolations(container);
  });

  it('shows a loader while the session is verified', async () => {
    const { container } = renderWithAuth(<LoginScreen navigation={fakeNavigation()} />, {
      api: fakeAuthApi({ isSessionValid: vi.fn(() => new Promise<never>(() => {})) }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('De inhoud wordt geladen...');
    await expectNoAxeViolations(container);
  });

  it('lowercases and strips spaces as typed', async () => {
    renderWithAuth(<LoginScreen navigation={fakeNavigation()} />, { initialState: loggedOut });
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: /E-mailadres/ });
    await user.type(field, 'Sanne @Example.NL');
    expect(field).toHaveValue('sanne@example.nl');
  });

  it("shows 'Welkom terug!' after the link is sent, with the login-page flags", async () => {
    const { api, container } = renderWithAuth(<LoginScreen navigation={fakeNavigation()} />, {
      initialState: loggedOut,
    });
    await typeAndSend('sanne@example.nl');
    expect(await screen.findByRole('heading', { name: 'Welkom terug!' })).toBeInTheDocument();
    expect(
      screen.getByText('Hee, we kennen jou! Leuk dat je weer terug bent. Check je e-mail voor alle info.'),
    ).toBeInTheDocument();
    expect(api.login).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'sanne@example.nl',
        newsletter: false,
        recaptchaToken: 'bot-token',
        fromLoginPage: true,
        redirectPath: '/mijn-trainingen',
      }),
    );
    await expectNoAxeViolations(container);
  });

  it("'Welkom terug!' can send the mail again, with the same login call and a new bot-check token", async () => {
    let tokens = 0;
    const botCheck: BotCheck = { prepare: async () => true, token: async () => `token-${++tokens}` };
    const { api, container } = renderWithAuth(<LoginScreen navigation={fakeNavigation()} />, {
      botCheck,
      initialState: loggedOut,
    });
    await typeAndSend('sanne@example.nl');
    await screen.findByRole('heading', { name: 'Welkom terug!' });
    await expectNoAxeViolations(container);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stuur de mail nog een keer' }));
    expect(
      await screen.findByText(
        'We hebben de mail nog een keer gestuurd. Zie je hem niet? Kijk dan ook bij je ongewenste mail.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Welkom terug!' })).toBeInTheDocument();
    expect(api.login).toHaveBeenCalledTimes(2);
    const [first, second] = api.login.mock.calls.map((call) => (call as unknown[])[0]);
    expect(second).toEqual({ ...(first as object), recaptchaToken: 'token-2' });
    expect(first).toMatchObject({ email: 'sanne@example.nl', recaptchaToken: 'token-1' });
    await expectNoAxeViolations(container);
  });

  it("sending again too often: the server's limit is told in plain words, with the form back", async () => {
    const api = fakeAuthApi();
    api.login
      .mockResolvedValueOnce(loaded({ status: 'account magic link sent' as const }))
      .mockResolvedValueOnce(loaded({ status: 'error too many attempts' as const }));
    renderWithAuth(<LoginScreen navigation={fakeNavigation()} />, { api, initialState: loggedOut });
    await typeAndSend('sanne@example.nl');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stuur de mail nog een keer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je hebt te vaak geprobeerd in te loggen. Je account is tijdelijk geblokkeerd. Probeer het later opnieuw.',
    );
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toHaveValue('sanne@example.nl');
  });

  it("'Gebruik een ander e-mailadres' goes back to the form, with the field focused", async () => {
    const { api } = renderWithAuth(<LoginScreen navigation={fakeNavigation()} />, {
      initialState: loggedOut,
    });
    await typeAndSend('sane@example.nl');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gebruik een ander e-mailadres' }));
    const field = screen.getByRole('textbox', { name: /E-mailadres/ });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Welkom terug!' })).not.toBeInTheDocument();
    await user.clear(field);
    await typeAndSend('sanne@example.nl');
    await screen.findByRole('heading', { name: 'Welkom terug!' });
    expect(api.login).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'sanne@example.nl' }));
  });

  it('checks the e-mail when the bot check returns and shows the example address', async () => {
    const { api, container } = renderWithAuth(<LoginScreen navigation={fakeNavigation()} />, {
      initialState: loggedOut,
    });
    await typeAndSend('sanne@example');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Vul een geldig e-mailadres in, zoals 'naam@voorbeeld.nl'",
    );
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.login).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('redirects after success to /mijn-trainingen and fires /geregistreerd', async () => {
    const navigation = fakeNavigation();
    const api = fakeAuthApi({
      login: vi.fn(async () => loaded({ status: 'success' as const, user: testUser })),
    });
    const { track, store } = renderWithAuth(<LoginScreen navigation={navigation} />, {
      api,
      initialState: loggedOut,
    });
    await typeAndSend('nieuw@example.nl');
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/mijn-trainingen', { replace: true }),
    );
    expect(track).toHaveBeenCalledWith({ kind: 'virtual page view', path: '/geregistreerd' });
    expect(store.getState().status).toBe('logged in');
  });

  it('uses the redirectPath query parameter, but never another site', async () => {
    const navigation = fakeNavigation('redirectPath=/trainingen/3');
    const api = fakeAuthApi({
      login: vi.fn(async () => loaded({ status: 'success' as const, user: testUser })),
    });
    renderWithAuth(<LoginScreen navigation={navigation} />, { api, initialState: loggedOut });
    await typeAndSend('nieuw@example.nl');
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/trainingen/3', { replace: true }));

    const evil = fakeNavigation('redirectPath=https://evil.example');
    renderWithAuth(<LoginScreen navigation={evil} />, {
      initialState: { status: 'logged in', user: testUser },
    });
    expect(evil.navigate).toHaveBeenCalledWith('/mijn-trainingen', { replace: true });
  });

  it.each([
    [
      'error too many attempts',
      'Je hebt te vaak geprobeerd in te loggen. Je account is tijdelijk geblokkeerd. Probeer het later opnieuw.',
    ],
    ['error recaptcha failed', 'Het verifiëren is helaas niet gelukt. Probeer het nog een keer!'],
    ['error generic not authorized', 'Er is iets misgegaan. Probeer het later opnieuw!'],
  ] as const)('answer %s shows its message', async (status, message) => {
    const api = fakeAuthApi({ login: vi.fn(async () => loaded({ status })) });
    const { container } = renderWithAuth(<LoginScreen navigation={fakeNavigation()} />, {
      api,
      initialState: loggedOut,
    });
    await typeAndSend('sanne@example.nl');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await expectNoAxeViolations(container);
  });

  it('clears the message when the visitor types again', async () => {
    const api = fakeAuthApi({
      login: vi.fn(async () => loaded({ status: 'error too many attempts' as const })),
    });
    renderWithAuth(<LoginScreen navigation={fakeNavigation()} />, { api, initialState: loggedOut });
    await typeAndSend('sanne@example.nl');
    await screen.findByRole('alert');
    await userEvent.setup().type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a network failure shows the api error while it retries after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = fakeAuthApi();
      api.login.mockResolvedValueOnce(connectionError('offline'));
      renderWithAuth(<LoginScreen navigation={fakeNavigation()} />, { api, initialState: loggedOut });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'sanne@example.nl');
      await user.click(screen.getByRole('button', { name: 'Stuur mij een inloglink' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Er is iets misgegaan. Probeer het later opnieuw!',
      );
      expect(screen.getByRole('button', { name: 'Bezig met versturen...' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(await screen.findByRole('heading', { name: 'Welkom terug!' })).toBeInTheDocument();
      expect(api.login).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failing bot check is announced, can be retried, and blocks the login', async () => {
    let ok = false;
    const botCheck: BotCheck = {
      prepare: async () => ok,
      token: async () => (ok ? 'late-token' : null),
    };
    const { api, container } = renderWithAuth(<LoginScreen navigation={fakeNavigation()} />, {
      botCheck,
      initialState: loggedOut,
    });
    expect(
      await screen.findByText('Het verifiëren is helaas niet gelukt. Probeer het nog een keer!'),
    ).toBeVisible();
    await expectNoAxeViolations(container);
    await typeAndSend('sanne@example.nl');
    expect(api.login).not.toHaveBeenCalled();
    ok = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Controleer opnieuw' }));
    expect(await screen.findByText('Controle klaar: je bent geen robot.')).toBeInTheDocument();
  });
});

describe('LoginForm inline variant', () => {
  it('shows the newsletter checkbox and sends its value', async () => {
    const { api, container } = renderWithAuth(<LoginForm variant="inline" navigation={fakeNavigation()} />, {
      initialState: loggedOut,
    });
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Ja, stuur mij 1 keer per 2 maanden een mail met tips, verhalen en nieuws.',
      }),
    );
    await typeAndSend('sanne@example.nl');
    await screen.findByRole('heading', { name: 'Welkom terug!' });
    expect(api.login).toHaveBeenCalledWith(
      expect.objectContaining({ newsletter: true, fromLoginPage: false }),
    );
    await expectNoAxeViolations(container);
  });
});
