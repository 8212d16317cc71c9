import { connectionError, loaded } from '@dementie/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { fakeAuthApi, testFollowedCourses, testUser } from '../../test-support/fake-api';
import { fakeNavigation, renderWithAuth } from '../../test-support/render';
import { MyTrainingsScreen } from './my-trainings-screen';

const loggedIn = { status: 'logged in', user: testUser } as const;

describe('MyTrainingsScreen (spec 1 §2)', () => {
  it('lists followed trainings with progress and score', async () => {
    const { container } = renderWithAuth(<MyTrainingsScreen navigation={fakeNavigation()} />, {
      initialState: loggedIn,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mijn trainingen' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Omgaan met dementie' });
    expect(within(first).getByText('4 van 10 onderdelen gedaan')).toBeInTheDocument();
    expect(within(first).getByText(/7 van 23 punten/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Ga verder' })).toHaveAttribute('href', '/trainingen/3');
    const second = screen.getByRole('article', { name: 'Dementie herkennen' });
    expect(within(second).getByText(/Afgerond/)).toBeInTheDocument();
    expect(document.title).toBe('Mijn trainingen | Dementiewijzer');
    await expectNoAxeViolations(container);
  });

  it('sends guests to the trainings overview', () => {
    const navigation = fakeNavigation();
    const { api } = renderWithAuth(<MyTrainingsScreen navigation={navigation} />, {
      initialState: { status: 'logged out' },
    });
    expect(navigation.navigate).toHaveBeenCalledWith('/trainingen', { replace: true });
    expect(api.getFollowedCourses).not.toHaveBeenCalled();
  });

  it('shows an empty state with a link to all trainings', async () => {
    const api = fakeAuthApi({ getFollowedCourses: vi.fn(async () => loaded([])) });
    const { container } = renderWithAuth(<MyTrainingsScreen navigation={fakeNavigation()} />, {
      api,
      initialState: loggedIn,
    });
    expect(await screen.findByText('Je volgt nog geen trainingen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk alle trainingen' })).toHaveAttribute(
      'href',
      '/trainingen',
    );
    await expectNoAxeViolations(container);
  });

  it('shows a failure with a retry', async () => {
    const api = fakeAuthApi({ getFollowedCourses: vi.fn(async () => connectionError('offline')) });
    const { container } = renderWithAuth(<MyTrainingsScreen navigation={fakeNavigation()} />, {
      api,
      initialState: loggedIn,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Je trainingen konden niet worden geladen.');
    await expectNoAxeViolations(container);
    api.getFollowedCourses.mockResolvedValueOnce(loaded(testFollowedCourses));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Probeer het opnieuw' }));
    expect(await screen.findByRole('article', { name: 'Omgaan met dementie' })).toBeInTheDocument();
  });
});
