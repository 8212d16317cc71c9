import { connectionError, failed, loaded } from '@dementie/api-client';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { createStaticBotCheck } from '../../bot-check/bot-check';
import { AuthProvider } from '../../store/auth-context';
import { createAuthStore } from '../../store/auth-store';
import { type ResultStorage, resultStorageKeys } from '../../store/result-storage';
import {
  fakeAuthApi,
  memoryStorage,
  testCertificateId,
  testCourseResult,
  testRunId,
  testSummaryPage,
  testUser,
} from '../../test-support/fake-api';
import { fakeNavigation, type RenderWithAuthOptions, renderWithAuth } from '../../test-support/render';
import { ResultScreen } from './result-screen';

const loggedOut = { status: 'logged out' } as const;
const withCourse = () =>
  memoryStorage({ [resultStorageKeys.courseId]: '3', [resultStorageKeys.runId]: testRunId });

/** The result screen of a guest whose course and run the browser remembers (`options` may differ). */
function renderResult(options: RenderWithAuthOptions = {}, onNotFound = vi.fn()) {
  return renderWithAuth(<ResultScreen navigation={fakeNavigation()} onNotFound={onNotFound} />, {
    storage: withCourse(),
    initialState: loggedOut,
    ...options,
  });
}

/**
 * A host that passes a new onNotFound at every render (an inline arrow) and renders again on a click,
 * as the site's layout renders again while the router loads the next page.
 */
function Host({ navigation }: { navigation: ReturnType<typeof fakeNavigation> }) {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        nog eens
      </button>
      <ResultScreen navigation={navigation} onNotFound={() => {}} />
    </>
  );
}

/** Waits for the not-achieved variant's title. */
async function expectNotAchieved() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Je hebt nog niet genoeg punten' }),
  ).toBeVisible();
}

describe('ResultScreen /jouw-resultaat (spec 1 §2)', () => {
  it('without a remembered course id it is not found', () => {
    const onNotFound = vi.fn();
    const { api } = renderWithAuth(<ResultScreen navigation={fakeNavigation()} onNotFound={onNotFound} />, {
      storage: memoryStorage(),
      initialState: loggedOut,
    });
    expect(onNotFound).toHaveBeenCalledTimes(1);
    expect(api.completeCourse).not.toHaveBeenCalled();
  });

  it('from a mailed link in a new tab (no storage): ?training= names the course', async () => {
    const onNotFound = vi.fn();
    const { api, container } = renderWithAuth(
      <ResultScreen navigation={fakeNavigation('training=3')} onNotFound={onNotFound} />,
      { storage: memoryStorage(), initialState: { status: 'logged in', user: testUser } },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je hebt het certificaat gehaald!' }),
    ).toBeVisible();
    expect(api.completeCourse).toHaveBeenCalledWith(3);
    expect(onNotFound).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('?training= of a training this visitor never did, or that is no course id, is not found', async () => {
    const onNotFound = vi.fn();
    const api = fakeAuthApi({
      completeCourse: vi.fn(async () => loaded({ ...testCourseResult(0), runs: 0 })),
    });
    renderWithAuth(<ResultScreen navigation={fakeNavigation('training=3')} onNotFound={onNotFound} />, {
      api,
      storage: memoryStorage(),
      initialState: loggedOut,
    });
    await waitFor(() => expect(onNotFound).toHaveBeenCalledTimes(1));

    for (const query of ['training=abc', 'training=-1', 'training=0', 'training=3.5', 'training=']) {
      const notFound = vi.fn();
      const rendered = renderWithAuth(
        <ResultScreen navigation={fakeNavigation(query)} onNotFound={notFound} />,
        { storage: memoryStorage(), initialState: loggedOut },
      );
      expect(notFound).toHaveBeenCalledTimes(1);
      expect(rendered.api.completeCourse).not.toHaveBeenCalled();
      rendered.unmount();
    }
  });

  it('hydrates the server page (no storage there) and only then reads the remembered course: no mismatch (#418)', async () => {
    const page = (storage: ResultStorage | null) => (
      <I18nProvider brand="dementie">
        <AuthProvider
          store={createAuthStore({ api: fakeAuthApi(), track: vi.fn(), initialState: loggedOut })}
          botCheck={createStaticBotCheck('bot-token')}
          resultStorage={() => storage}
          prefersReducedMotion={() => true}
        >
          <ResultScreen navigation={fakeNavigation()} onNotFound={vi.fn()} />
        </AuthProvider>
      </I18nProvider>
    );
    const html = renderToString(page(null));
    // The server's page is the loader, which without scripts says the page needs them.
    expect(html).toContain('Deze pagina werkt alleen met JavaScript.');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(withCourse()), { onRecoverableError: mismatches });
    });
    expect(
      await within(container).findByRole('heading', { level: 1, name: 'Je hebt het certificaat gehaald!' }),
    ).toBeVisible();
    expect(mismatches).not.toHaveBeenCalled();
    container.remove();
  });

  it('with a remembered certificate id it goes to /jouw-resultaat/{id}', () => {
    const navigation = fakeNavigation();
    const storage = withCourse();
    storage.setItem(resultStorageKeys.certificateId, 'abc');
    renderWithAuth(<ResultScreen navigation={navigation} onNotFound={vi.fn()} />, {
      storage,
      initialState: loggedOut,
    });
    expect(navigation.navigate).toHaveBeenCalledWith('/jouw-resultaat/abc', { replace: true });
  });

  it('goes on to the certificate once, and loads the result once, however often its host renders it again', async () => {
    const user = userEvent.setup();
    const leading = fakeNavigation();
    const storage = withCourse();
    storage.setItem(resultStorageKeys.certificateId, 'abc');
    const first = renderWithAuth(<Host navigation={leading} />, { storage, initialState: loggedOut });
    await user.click(screen.getByRole('button', { name: 'nog eens' }));
    await user.click(screen.getByRole('button', { name: 'nog eens' }));
    expect(leading.navigate).toHaveBeenCalledTimes(1);
    first.unmount();

    const { api } = renderWithAuth(<Host navigation={fakeNavigation()} />, {
      storage: withCourse(),
      initialState: loggedOut,
    });
    await screen.findByRole('heading', { level: 1, name: 'Je hebt het certificaat gehaald!' });
    await user.click(screen.getByRole('button', { name: 'nog eens' }));
    await user.click(screen.getByRole('button', { name: 'nog eens' }));
    expect(api.completeCourse).toHaveBeenCalledTimes(1);
  });

  it('passed: the result title, score, confetti and the certificate form', async () => {
    const { container } = renderResult();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je hebt het certificaat gehaald!' }),
    ).toBeVisible();
    expect(screen.getByText(/20 van 23 punten/)).toBeInTheDocument();
    expect(screen.getByTestId('celebration')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Vraag je certificaat aan' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Voornaam/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Training opnieuw doen' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('after the certificate form it goes on to the new certificate (same route: the screen stays mounted)', async () => {
    const navigation = fakeNavigation();
    const api = fakeAuthApi({ createCertificate: vi.fn(async () => loaded(testCertificateId)) });
    renderWithAuth(<ResultScreen navigation={navigation} onNotFound={vi.fn()} />, {
      api,
      storage: withCourse(),
      initialState: loggedOut,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /E-mailadres/ }), 'anna@example.nl');
    await user.type(screen.getByRole('textbox', { name: /Voornaam/ }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: /Achternaam/ }), 'Berg');
    const submit = screen.getByRole('button', { name: 'Vraag je certificaat aan' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith(`/jouw-resultaat/${testCertificateId}`, {
        replace: true,
      }),
    );
    expect(navigation.navigate).not.toHaveBeenCalledWith('/jouw-resultaat');
  });

  it('passed under reduced motion: no confetti', async () => {
    renderResult({ reducedMotion: true });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('celebration')).not.toBeInTheDocument();
  });

  it('failed: try again reloads the course, no names asked', async () => {
    const api = fakeAuthApi({ completeCourse: vi.fn(async () => loaded(testCourseResult(10))) });
    const { container } = renderResult({ api });
    await expectNotAchieved();
    // A true second attempt (decision 0026): the player route reads ?opnieuw.
    expect(screen.getByRole('link', { name: 'Training opnieuw doen' })).toHaveAttribute(
      'href',
      '/trainingen/3?opnieuw',
    );
    expect(screen.queryByTestId('celebration')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Voornaam/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('not achieved: the variant image, title, description, points needed and its marketing form', async () => {
    const notAchieved = testSummaryPage.certificateNotAchievedBlock;
    if (!notAchieved) throw new Error('fixture has a not-achieved block');
    const api = fakeAuthApi({
      completeCourse: vi.fn(async () => loaded(testCourseResult(15, 22, 18))),
      summaryPage: vi.fn(async () =>
        loaded({
          ...testSummaryPage,
          certificateNotAchievedBlock: {
            pageBlock: {
              ...notAchieved.pageBlock,
              resultImage: { url: '/api/elearning/media/bijna.svg', alt: 'Een bloem in de knop', crops: [] },
            },
            spotlerForm: { scriptId: 'abc', formId: '42' },
          },
        }),
      ),
    });
    const { container } = renderResult({ api });
    await expectNotAchieved();
    expect(screen.getByRole('img', { name: 'Een bloem in de knop' })).toHaveAttribute(
      'src',
      '/api/elearning/media/bijna.svg',
    );
    expect(screen.getByText('Probeer de training nog een keer.')).toBeInTheDocument();
    // 15 of 22 with a minimum of 18 (ceil(0.78 x 22)): 3 more points needed.
    expect(screen.getByText('Je hebt nog 3 punten nodig voor je certificaat.')).toBeInTheDocument();
    // The marketing form, not a certificate button: every button says what it does.
    expect(container.querySelector('.bk-spotler-form')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Vraag je certificaat aan' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Training opnieuw doen' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('uses the stored minimum when the result has none', async () => {
    const api = fakeAuthApi({
      completeCourse: vi.fn(async () => loaded({ ...testCourseResult(12), minAcceptableScore: undefined })),
    });
    const storage = withCourse();
    storage.setItem(resultStorageKeys.minAcceptableScore, '12');
    renderWithAuth(<ResultScreen navigation={fakeNavigation()} onNotFound={vi.fn()} />, {
      api,
      storage,
      initialState: loggedOut,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je hebt het certificaat gehaald!' }),
    ).toBeVisible();
  });

  it('a 404 from the server is not found; another failure offers a retry', async () => {
    const onNotFound = vi.fn();
    const api = fakeAuthApi({ completeCourse: vi.fn(async () => failed(404, 'none')) });
    renderResult({ api }, onNotFound);
    await waitFor(() => expect(onNotFound).toHaveBeenCalled());

    const flaky = fakeAuthApi({ completeCourse: vi.fn(async () => connectionError('offline')) });
    const { container } = renderResult({ api: flaky });
    expect(await screen.findByRole('alert')).toHaveTextContent('Je resultaat kon niet worden geladen.');
    await expectNoAxeViolations(container);
    flaky.completeCourse.mockResolvedValueOnce(loaded(testCourseResult(20)));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Probeer het opnieuw' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je hebt het certificaat gehaald!' }),
    ).toBeVisible();
  });
});
