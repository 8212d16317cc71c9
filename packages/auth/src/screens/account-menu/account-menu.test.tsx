import { failed } from '@dementie/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { fakeAuthApi, testUser } from '../../test-support/fake-api';
import { expectEditorLinks, loggedInEditor, renderWithAuth } from '../../test-support/render';
import { AccountMenu } from './account-menu';

describe('AccountMenu (spec 1 §2)', () => {
  it('logged out: one login link', async () => {
    const { container } = renderWithAuth(<AccountMenu />, { initialState: { status: 'logged out' } });
    const nav = screen.getByRole('navigation', { name: 'Mijn account' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(container);
  });

  it('while the session is not known: the login link, which works without scripts, marked as not known yet', async () => {
    const { store } = renderWithAuth(<AccountMenu />, { initialState: { status: 'verify authentication' } });
    const nav = screen.getByRole('navigation', { name: 'Mijn account' });
    // In a browser with the signed-in hint the stylesheet shows only the empty room of the button.
    expect(nav).toHaveClass('au-account-menu--unknown');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(nav.querySelector('.au-account-menu__room')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
    // Known (here: no session), the mark goes.
    await act(async () => {
      await store.verify();
    });
    expect(store.getState().status).toBe('logged out');
    const known = screen.getByRole('navigation', { name: 'Mijn account' });
    expect(known).not.toHaveClass('au-account-menu--unknown');
    expect(known.querySelector('.au-account-menu__room')).toBeNull();
  });

  it('logged in: a disclosure with profile, my trainings and log out; Escape closes it', async () => {
    const { container } = renderWithAuth(<AccountMenu />, {
      initialState: { status: 'logged in', user: testUser },
    });
    const toggle = screen.getByRole('button', { name: 'Mijn account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Mijn profiel' })).toHaveAttribute('href', '/account-gegevens');
    expect(screen.getByRole('link', { name: 'Mijn trainingen' })).toHaveAttribute('href', '/mijn-trainingen');
    // Logging out is an action (a post), not a link a prefetch or link scanner could follow.
    expect(screen.queryByRole('link', { name: 'Uitloggen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toHaveAttribute('type', 'submit');
    await expectNoAxeViolations(container);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('an editor sees the role and links to edit the trainings and the images (decision 0013)', async () => {
    const { container } = renderWithAuth(<AccountMenu />, {
      initialState: loggedInEditor,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mijn account' }));
    expect(screen.getByText('Redacteur')).toBeInTheDocument();
    expectEditorLinks();
    await expectNoAxeViolations(container);
  });

  it('a visitor who is not an editor sees no role and no editor links (decision 0013)', async () => {
    renderWithAuth(<AccountMenu />, { initialState: { status: 'logged in', user: testUser } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mijn account' }));
    expect(screen.queryByText('Redacteur')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Trainingen bewerken' })).not.toBeInTheDocument();
  });

  it('logging out posts the logout call, then goes to the home page', async () => {
    const navigate = vi.fn<(path: string) => void>();
    const { api, store } = renderWithAuth(<AccountMenu navigate={navigate} />, {
      initialState: { status: 'logged in', user: testUser },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mijn account' }));
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe('logged out');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toBeInTheDocument();
  });

  it('when the logout call keeps failing it goes to /logout, which says so and can try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const navigate = vi.fn<(path: string) => void>();
      const api = fakeAuthApi({ logout: vi.fn(async () => failed(503, 'down')) });
      const { store } = renderWithAuth(<AccountMenu navigate={navigate} />, {
        api,
        initialState: { status: 'logged in', user: testUser },
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Mijn account' }));
      await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
      await act(() => vi.advanceTimersByTimeAsync(2500));
      expect(api.logout).toHaveBeenCalledTimes(5);
      expect(navigate).toHaveBeenCalledWith('/logout');
      expect(store.getState()).toMatchObject({ status: 'logged in - logout api error', retrying: false });
    } finally {
      vi.useRealTimers();
    }
  });
});
