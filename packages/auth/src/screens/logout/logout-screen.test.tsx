import { failed } from '@dementie/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { fakeAuthApi, testUser } from '../../test-support/fake-api';
import { fakeNavigation, renderWithAuth } from '../../test-support/render';
import { LogoutScreen } from './logout-screen';

const loggedIn = { status: 'logged in', user: testUser } as const;

describe('LogoutScreen (spec 1 §2, §4)', () => {
  it('logs out, then redirects to / by default', async () => {
    const navigation = fakeNavigation();
    const { api, container } = renderWithAuth(<LogoutScreen navigation={navigation} />, {
      initialState: loggedIn,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Je wordt uitgelogd. Even geduld...');
    await expectNoAxeViolations(container);
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(api.logout).toHaveBeenCalledTimes(1);
  });

  it('follows the redirect parameter', async () => {
    const navigation = fakeNavigation('redirect=/trainingen');
    renderWithAuth(<LogoutScreen navigation={navigation} />, { initialState: loggedIn });
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/trainingen', { replace: true }));
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
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(api.logout).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(api.logout).toHaveBeenCalledTimes(2);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(api.logout).toHaveBeenCalledTimes(5);
      expect(screen.getByRole('alert')).toHaveTextContent('Er is iets misgegaan. Probeer het later opnieuw!');
      await expectNoAxeViolations(container);
      api.logout.mockResolvedValue({ kind: 'loaded', value: undefined });
      await userEvent
        .setup({ advanceTimers: vi.advanceTimersByTime })
        .click(screen.getByRole('button', { name: 'Probeer het opnieuw' }));
      await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true }));
    } finally {
      vi.useRealTimers();
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
