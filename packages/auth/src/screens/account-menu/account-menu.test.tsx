import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { testUser } from '../../test-support/fake-api';
import { renderWithAuth } from '../../test-support/render';
import { AccountMenu } from './account-menu';

describe('AccountMenu (spec 1 §2)', () => {
  it('logged out: one login link', async () => {
    const { container } = renderWithAuth(<AccountMenu />, { initialState: { status: 'logged out' } });
    const nav = screen.getByRole('navigation', { name: 'Mijn account' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(container);
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
    expect(screen.getByRole('link', { name: 'Uitloggen' })).toHaveAttribute('href', '/logout');
    await expectNoAxeViolations(container);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
