import {
  connectionError,
  fixtures,
  getFollowedCoursesResponseSchema,
  loaded,
  mapFollowedCourse,
} from '@dementie/api-client';
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

  it('reads Progress and Total as counts: the shared wire fixture, read through the contract', async () => {
    // The same fixture the contract tests validate and the server's answers follow (followedCourseSchema).
    const wire = getFollowedCoursesResponseSchema.parse(fixtures.getFollowedCourses.response);
    const api = fakeAuthApi({ getFollowedCourses: vi.fn(async () => loaded(wire.map(mapFollowedCourse))) });
    renderWithAuth(<MyTrainingsScreen navigation={fakeNavigation()} />, { api, initialState: loggedIn });

    const partly = await screen.findByRole('article', { name: 'Dementie herkennen in de winkel' });
    expect(within(partly).getByText('5 van 12 onderdelen gedaan')).toBeInTheDocument();
    // CertificateId (followedCourseSchema): the first run's certificate, shown while a second run goes on.
    expect(within(partly).getByRole('link', { name: 'Bekijk je certificaat' })).toHaveAttribute(
      'href',
      '/jouw-resultaat/3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    );
    expect(within(partly).queryByText(/Afgerond/)).not.toBeInTheDocument();
    // 5 of 12 is 42 % of the bar
    expect(within(partly).getByRole('progressbar')).toHaveAttribute('value', '42');
    expect(within(partly).getByRole('link', { name: 'Ga verder' })).toBeInTheDocument();

    const finished = screen.getByRole('article', { name: 'Omgaan met verwarring' });
    expect(within(finished).getByText('8 van 8 onderdelen gedaan')).toBeInTheDocument();
    expect(within(finished).getByText(/Afgerond/)).toBeInTheDocument();
    expect(within(finished).getByRole('progressbar')).toHaveAttribute('value', '100');
  });

  it('a certificate once earned stays on the card after a second attempt; a finished card leads to its result', async () => {
    const [course] = testFollowedCourses;
    if (!course) throw new Error('fixture');
    const certificateId = 'c0ffee00-0000-4000-8000-000000000001';
    const followed = [
      // Done again ('Training opnieuw doen'): the latest run has 2 of 10, the first run's certificate stays.
      { ...course, id: 3, name: 'Opnieuw begonnen', progress: 2, total: 10, certificateId },
      { ...course, id: 4, name: 'Klaar met certificaat', progress: 10, total: 10, certificateId },
      { ...course, id: 5, name: 'Klaar zonder certificaat', progress: 10, total: 10 },
    ];
    const api = fakeAuthApi({ getFollowedCourses: vi.fn(async () => loaded(followed)) });
    const { container } = renderWithAuth(<MyTrainingsScreen navigation={fakeNavigation()} />, {
      api,
      initialState: loggedIn,
    });
    const again = await screen.findByRole('article', { name: 'Opnieuw begonnen' });
    expect(within(again).getByText('Je hebt je certificaat gehaald.')).toBeInTheDocument();
    expect(within(again).getByRole('link', { name: 'Bekijk je certificaat' })).toHaveAttribute(
      'href',
      `/jouw-resultaat/${certificateId}`,
    );
    expect(within(again).getByRole('link', { name: 'Ga verder' })).toHaveAttribute('href', '/trainingen/3');

    // A finished training does not ask to go on: it leads to what was earned, and to a second attempt.
    const withCertificate = screen.getByRole('article', { name: 'Klaar met certificaat' });
    expect(within(withCertificate).queryByRole('link', { name: 'Ga verder' })).not.toBeInTheDocument();
    expect(within(withCertificate).getByRole('link', { name: 'Bekijk je certificaat' })).toHaveAttribute(
      'href',
      `/jouw-resultaat/${certificateId}`,
    );
    expect(within(withCertificate).getByRole('link', { name: 'Training opnieuw doen' })).toHaveAttribute(
      'href',
      '/trainingen/4?opnieuw',
    );
    const without = screen.getByRole('article', { name: 'Klaar zonder certificaat' });
    expect(within(without).queryByRole('link', { name: 'Ga verder' })).not.toBeInTheDocument();
    expect(within(without).queryByText('Je hebt je certificaat gehaald.')).not.toBeInTheDocument();
    expect(within(without).getByRole('link', { name: 'Bekijk je resultaat' })).toHaveAttribute(
      'href',
      '/jouw-resultaat?training=5',
    );
    await expectNoAxeViolations(container);
  });

  it('calls a training done only when every activity is done', async () => {
    const [course] = testFollowedCourses;
    if (!course) throw new Error('fixture');
    const followed = [
      { ...course, id: 7, name: 'Net begonnen', progress: 1, total: 5 },
      { ...course, id: 8, name: 'Bijna klaar', progress: 4, total: 5 },
      { ...course, id: 9, name: 'Nog leeg', progress: 0, total: 0 },
    ];
    const api = fakeAuthApi({ getFollowedCourses: vi.fn(async () => loaded(followed)) });
    renderWithAuth(<MyTrainingsScreen navigation={fakeNavigation()} />, { api, initialState: loggedIn });
    const started = await screen.findByRole('article', { name: 'Net begonnen' });
    expect(within(started).getByText('1 van 5 onderdelen gedaan')).toBeInTheDocument();
    for (const name of ['Net begonnen', 'Bijna klaar', 'Nog leeg']) {
      expect(within(screen.getByRole('article', { name })).queryByText(/Afgerond/)).not.toBeInTheDocument();
    }
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
