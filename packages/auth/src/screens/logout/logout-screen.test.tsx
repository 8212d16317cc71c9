import { failed } from '@dementie/api-client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { fakeAuthApi, testUser } from '../../test-support/fake-api';
import { fakeNavigation, renderWithAuth } from '../../test-support/render';
import { LogoutScreen } from './logout-screen';

const loggedIn = { status: 'logged in', user: testUser } as const;

function logoutForm(container: HTMLElement): HTMLFormElement {
  const form = container.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

describe('LogoutScreen (spec 1 §2, §4)', () => {
  it('opening the page logs nobody out; it asks, and the button logs out, then redirects to /', async () => {
    const navigation = fakeNavigation();
    const { api, container } = renderWithAuth(<LogoutScreen navigation={navigation} />, {
      initialState: loggedIn,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Uitloggen' })).toBeInTheDocument();
    expect(screen.getByText('Wil je uitloggen? Klik dan op de knop.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    expect(api.logout).not.toHaveBeenCalled();
    expect(document.title).toBe('Uitloggen | Dementiewijzer');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(api.logout).toHaveBeenCalledTimes(1);
  });

  it('without scripts the form posts to /logout with the anti-forgery field and the redirect', () => {
    const { container } = renderWithAuth(<LogoutScreen navigation={fakeNavigation('redirect=/nieuws')} />, {
      initialState: loggedIn,
    });
    const form = logoutForm(container);
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/logout');
    expect(form).toHaveFormValues({ redirect: '/nieuws' });
    // The server fills this field with the visitor's token (apps/api fillPageFields).
    expect(form.querySelector('input[type="hidden"][name="csrf"][data-page-field=""]')).not.toBeNull();
  });

  it('follows the redirect parameter, and only to a path of this site', async () => {
    const navigation = fakeNavigation('redirect=/trainingen');
    renderWithAuth(<LogoutScreen navigation={navigation} />, { initialState: loggedIn });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/trainingen', { replace: true }));

    const elsewhere = fakeNavigation('redirect=//elders.example/');
    const { container } = renderWithAuth(<LogoutScreen navigation={elsewhere} />, { initialState: loggedIn });
    expect(logoutForm(container)).toHaveFormValues({ redirect: '/' });
  });

  it('retries after 500 ms, and after the last attempt offers to try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = fakeAuthApi({ logout: vi.fn(async () => failed(503, 'down')) });
      const navigation = fakeNavigation();
      const { container } = renderWithAuth(<LogoutScreen navigation={navigation} />, {
        api,
        initialState: loggedIn,
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(api.logout).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status')).toHaveTextContent('Je wordt uitgelogd. Even geduld...');
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(api.logout).toHaveBeenCalledTimes(2);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(api.logout).toHaveBeenCalledTimes(5);
      expect(screen.getByRole('alert')).toHaveTextContent('Er is iets misgegaan. Probeer het later opnieuw!');
      await expectNoAxeViolations(container);
      api.logout.mockResolvedValue({ kind: 'loaded', value: undefined });
      await user.click(screen.getByRole('button', { name: 'Probeer het opnieuw' }));
      await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the server refused the form (?fout=1), and offers the button again', () => {
    renderWithAuth(<LogoutScreen navigation={fakeNavigation('redirect=/nieuws&fout=1')} />, {
      initialState: loggedIn,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Er is iets misgegaan. Probeer het later opnieuw!');
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
  });

  it('before the session check answered, the browser posts the form itself with the page’s token', () => {
    const page = document.createElement('input');
    Object.assign(page, { type: 'hidden', name: 'csrf', value: 'page-token' });
    document.body.prepend(page);
    try {
      const { api, container } = renderWithAuth(<LogoutScreen navigation={fakeNavigation()} />, {
        initialState: { status: 'verify authentication' },
      });
      const form = logoutForm(container);
      // fireEvent answers false when a handler prevented the browser's own post.
      expect(fireEvent.submit(form)).toBe(true);
      expect(form).toHaveFormValues({ csrf: 'page-token', redirect: '/' });
      expect(api.logout).not.toHaveBeenCalled();
    } finally {
      page.remove();
    }
  });

  it('a visitor who is not signed in is sent on at once', async () => {
    const navigation = fakeNavigation();
    const { api } = renderWithAuth(<LogoutScreen navigation={navigation} />, {
      initialState: { status: 'logged out' },
    });
    expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(api.logout).not.toHaveBeenCalled();
  });
});
