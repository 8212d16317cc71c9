import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import type { AuthNavigation } from '../../store/deps';
import { PAGE_NOTICE_KEY } from '../../store/page-notice';
import { memoryStorage, testUser } from '../../test-support/fake-api';
import { renderWithAuth } from '../../test-support/render';
import { AnonymizeUserScreen, ChangeEmailScreen } from '../magic-link/link-screen';
import { PageNotice } from './page-notice';

const magic = `activationToken=tok&userId=${testUser.id}`;

/**
 * A tiny site: the notice above the page, as the site's layout has it, and a router that gives
 * every navigation a new location key (as react-router does, also for `replace`).
 */
function Site({ start }: { readonly start: string }) {
  const [location, setLocation] = useState({ key: 'first', path: start });
  const navigation = useMemo<AuthNavigation>(
    () => ({
      navigate: (path) => setLocation((current) => ({ key: `${current.key}+`, path })),
      searchParams: new URLSearchParams(start.split('?')[1] ?? ''),
    }),
    [start],
  );
  const page = location.path.split('?')[0];
  return (
    <>
      <PageNotice locationKey={location.key} />
      {page === '/change-email' ? <ChangeEmailScreen navigation={navigation} /> : null}
      {page === '/anonymize-user' ? <AnonymizeUserScreen navigation={navigation} /> : null}
      {page === '/account-gegevens' || page === '/' ? (
        <>
          <h1>{page === '/' ? 'Home' : 'Mijn profiel'}</h1>
          <button type="button" onClick={() => navigation.navigate('/nieuws')}>
            Naar het nieuws
          </button>
        </>
      ) : null}
      {page === '/nieuws' ? <h1>Nieuws</h1> : null}
    </>
  );
}

describe('PageNotice: the confirmation after a mailed link (decision 0032)', () => {
  it('after a changed e-mail the profile says so once, as a focused status message', async () => {
    const noticeStorage = memoryStorage();
    const { container } = renderWithAuth(
      <Site start={`/change-email?${magic}&redirectPath=/account-gegevens`} />,
      { initialState: { status: 'logged in', user: testUser }, noticeStorage },
    );
    expect(await screen.findByRole('heading', { name: 'Mijn profiel' })).toBeInTheDocument();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Je e-mailadres is gewijzigd.');
    expect(notice).toHaveTextContent('Vanaf nu log je in met je nieuwe e-mailadres.');
    await waitFor(() => expect(notice).toHaveFocus());
    // Shown once: taken out of storage, gone on the next page. No address anywhere in it.
    expect(noticeStorage.map.has(PAGE_NOTICE_KEY)).toBe(false);
    expect(notice).not.toHaveTextContent(testUser.email);
    await expectNoAxeViolations(container);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Naar het nieuws' }));
    expect(screen.getByRole('heading', { name: 'Nieuws' })).toBeInTheDocument();
    expect(screen.queryByText('Je e-mailadres is gewijzigd.')).not.toBeInTheDocument();
  });

  it('after an erasure the home page says the account is gone', async () => {
    const noticeStorage = memoryStorage();
    const { container } = renderWithAuth(<Site start={`/anonymize-user?${magic}`} />, {
      initialState: { status: 'logged in', user: testUser },
      noticeStorage,
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Je account is verwijderd.');
    expect(notice).toHaveTextContent(
      'We hebben je e-mailadres en je naam op je certificaten gewist. Je bent nu uitgelogd.',
    );
    await expectNoAxeViolations(container);
  });

  it('also shows after a full page load (the notice waits in session storage), and only once', async () => {
    const noticeStorage = memoryStorage({ [PAGE_NOTICE_KEY]: 'account erased' });
    const first = renderWithAuth(<PageNotice locationKey="a" />, { noticeStorage });
    expect(await screen.findByRole('status')).toHaveTextContent('Je account is verwijderd.');
    first.unmount();
    renderWithAuth(<PageNotice locationKey="b" />, { noticeStorage });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing without a notice, for an unknown value, or without storage', () => {
    renderWithAuth(<PageNotice locationKey="a" />, { noticeStorage: memoryStorage() });
    renderWithAuth(<PageNotice locationKey="a" />, {
      noticeStorage: memoryStorage({ [PAGE_NOTICE_KEY]: 'iets anders' }),
    });
    renderWithAuth(<PageNotice locationKey="a" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
