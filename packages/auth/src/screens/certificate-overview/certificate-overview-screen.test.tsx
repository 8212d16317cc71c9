import { connectionError, failed, loaded } from '@dementie/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { resultStorageKeys } from '../../store/result-storage';
import {
  fakeAuthApi,
  memoryStorage,
  testCertificateId,
  testCertificateImageLink,
  testCertificatePage,
} from '../../test-support/fake-api';
import { fakeNavigation, renderWithAuth } from '../../test-support/render';
import { CertificateOverviewScreen } from './certificate-overview-screen';

function renderOverview(options: Parameters<typeof renderWithAuth>[1] = {}, search = '') {
  const navigation = fakeNavigation(search);
  const onNotFound = vi.fn();
  const rendered = renderWithAuth(
    <CertificateOverviewScreen
      certificateId={testCertificateId}
      navigation={navigation}
      onNotFound={onNotFound}
      siteUrl="https://www.dementie.example"
    />,
    { initialState: { status: 'logged out' }, ...options },
  );
  return { ...rendered, navigation, onNotFound };
}

const ownStorage = () => memoryStorage({ [resultStorageKeys.certificateId]: testCertificateId });

describe('CertificateOverviewScreen /jouw-resultaat/:certificateId (spec 1 §2, §6)', () => {
  it('owner (id in this session): personal title, certificate, share links, download, suggestions', async () => {
    const { container, track } = renderOverview(
      { storage: ownStorage() },
      'trainingName=Omgaan%20met%20dementie',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gefeliciteerd, Anna van der Berg!' }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: /Certificaat van Anna van der Berg/ })).toHaveAttribute(
      'src',
      testCertificateImageLink,
    );
    expect(screen.getByText('18 van 23 punten')).toBeInTheDocument();
    expect(screen.getByText('Jouw score')).toBeInTheDocument();
    expect(screen.getByText('Behaald op 05-03-2026')).toBeInTheDocument();

    const linkedIn = new URL(
      screen.getByRole('link', { name: /Zet het op je LinkedIn-profiel/ }).getAttribute('href') ?? '',
    );
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      name: 'Omgaan met dementie',
      organizationName: 'Dementiewijzer',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: `https://www.dementie.example/jouw-resultaat/${testCertificateId}`,
    });
    expect(screen.getByRole('link', { name: /Deel op Facebook/ }).getAttribute('href')).toContain(
      encodeURIComponent(`https://www.dementie.example/jouw-resultaat/${testCertificateId}`),
    );
    // Decision 0014: a readable file name, not '{uuid}.png'.
    expect(screen.getByRole('link', { name: 'Download je certificaat' })).toHaveAttribute(
      'download',
      'certificaat-omgaan-met-dementie-anna-van-der-berg.png',
    );
    expect(
      screen.getByRole('heading', { name: 'Dit vind je misschien ook interessant' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuws' })).toHaveAttribute('href', '/nieuws');
    expect(screen.queryByRole('link', { name: 'Doe de training ook' })).not.toBeInTheDocument();
    // The event is sent from an effect once the page is shown: wait for it (a loaded machine may run
    // it a moment after the render the queries above saw).
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith({
        kind: 'certificate overview',
        trainingName: 'Omgaan met dementie',
        owner: true,
      }),
    );
    expect(document.title).toBe('Gefeliciteerd, Anna van der Berg! | Dementiewijzer');
    await expectNoAxeViolations(container);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Nog een keer feest!' }));
    expect(screen.getByTestId('celebration')).toBeInTheDocument();
  });

  it('owner because the server says so (signed in elsewhere)', async () => {
    const api = fakeAuthApi({
      certificatePage: vi.fn(async () => loaded({ ...testCertificatePage, achievedByLoggedInUser: true })),
    });
    renderOverview({ api, storage: memoryStorage() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gefeliciteerd, Anna van der Berg!' }),
    ).toBeVisible();
  });

  it('erased: names the training, not an empty name, with no share buttons, also in the browser that asked for it', async () => {
    const erased = {
      ...testCertificatePage,
      certificate: { ...testCertificatePage.certificate!, name: '' },
    };
    const api = fakeAuthApi({ certificatePage: vi.fn(async () => loaded(erased)) });
    const { container } = renderOverview({ api, storage: ownStorage() });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Certificaat voor de training Omgaan met dementie',
      }),
    ).toBeVisible();
    expect(screen.getByText(/Op dit certificaat staat geen naam meer/)).toBeInTheDocument();
    expect(screen.queryByText('Dit certificaat is voor')).not.toBeInTheDocument();
    expect(screen.queryByText(/Gefeliciteerd/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Certificaat zonder naam voor de training Omgaan met dementie' }),
    ).toBeInTheDocument();
    for (const share of [/LinkedIn/, /Facebook/, /Download/]) {
      expect(screen.queryByRole('link', { name: share })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Doe de training ook' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('no confetti button under reduced motion', async () => {
    renderOverview({ storage: ownStorage(), reducedMotion: true });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Nog een keer feest!' })).not.toBeInTheDocument();
  });

  it('guest: other title and intro, no share buttons, a course button', async () => {
    const { container, track } = renderOverview({ storage: memoryStorage() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificaat van Anna van der Berg' }),
    ).toBeVisible();
    expect(
      screen.getByText(/Anna van der Berg heeft de training Omgaan met dementie afgerond/),
    ).toBeInTheDocument();
    // Decision 0014: someone else's certificate is not 'Jouw score'.
    expect(screen.queryByText('Jouw score')).not.toBeInTheDocument();
    expect(screen.getByText('Behaalde score').nextElementSibling).toHaveTextContent('18 van 23 punten');
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nog een keer feest!' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Doe de training ook' })).toHaveAttribute(
      'href',
      '/trainingen/3',
    );
    // The analytics event is sent from an effect: wait for it (a busy machine runs it later).
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith({
        kind: 'certificate overview',
        trainingName: 'Omgaan met dementie',
        owner: false,
      }),
    );
    await expectNoAxeViolations(container);
  });

  it('an unknown certificate is not found; a failure offers a retry', async () => {
    const api = fakeAuthApi({ certificatePage: vi.fn(async () => failed(404, 'none')) });
    const { onNotFound } = renderOverview({ api });
    await waitFor(() => expect(onNotFound).toHaveBeenCalled());

    const flaky = fakeAuthApi({ certificatePage: vi.fn(async () => connectionError('offline')) });
    const second = renderOverview({ api: flaky });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit certificaat kon niet worden geladen.');
    await expectNoAxeViolations(second.container);
  });
});
