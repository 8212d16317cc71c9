import { type ApiResult, connectionError, loaded } from '@dementie/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { fakeAuthApi, testUser } from '../../test-support/fake-api';
import {
  expectEditorLinks,
  fakeNavigation,
  loggedInEditor,
  type RenderWithAuthOptions,
  renderWithAuth,
} from '../../test-support/render';
import { AccountScreen } from './account-screen';

const loggedIn = { status: 'logged in', user: testUser } as const;

/** Opens the e-mail editor of the account screen, types `address` and sends it; gives the field. */
async function sendNewEmail(user: ReturnType<typeof userEvent.setup>, address: string) {
  await user.click(screen.getByRole('button', { name: 'E-mailadres wijzigen' }));
  const field = screen.getByRole('textbox', { name: /Nieuw e-mailadres/ });
  await user.type(field, address);
  await user.click(screen.getByRole('button', { name: 'Opslaan' }));
  return field;
}

/** The account screen, signed in unless `options` say otherwise, with a user to drive it. */
function renderAccount(options: RenderWithAuthOptions = {}) {
  const view = renderWithAuth(<AccountScreen navigation={fakeNavigation()} />, {
    initialState: loggedIn,
    ...options,
  });
  return { ...view, user: userEvent.setup() };
}

beforeAll(() => {
  // jsdom has no <dialog> methods; the kit's modal calls them.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('AccountScreen (spec 1 §2)', () => {
  it("logged out: 'Je bent uitgelogd.' with a login form and the newsletter box", async () => {
    const { container } = renderAccount({ initialState: { status: 'logged out' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Je bent uitgelogd.' })).toBeInTheDocument();
    expect(
      screen.getByText('Log in om je profiel te bekijken of om een training te volgen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeInTheDocument();
    expect(document.title).toBe('Mijn profiel | Dementiewijzer');
    await expectNoAxeViolations(container);
  });

  it('shows a loader while verifying', async () => {
    const api = fakeAuthApi({ isSessionValid: vi.fn(() => new Promise<never>(() => {})) });
    const { container } = renderWithAuth(<AccountScreen navigation={fakeNavigation()} />, { api });
    expect(screen.getByRole('status')).toHaveTextContent('De inhoud wordt geladen...');
    await expectNoAxeViolations(container);
  });

  it('logged in: the profile with e-mail and date', async () => {
    const { container } = renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeInTheDocument();
    expect(screen.getByText('sanne@example.nl')).toBeInTheDocument();
    expect(screen.getByText('Account gemaakt op 02 april 2025')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('an editor sees the role and the editor pages on the profile (decision 0013)', async () => {
    const { container } = renderAccount({ initialState: loggedInEditor });
    const section = screen.getByRole('region', { name: 'Redacteur' });
    expect(section).toHaveTextContent('Je bent redacteur.');
    expectEditorLinks();
    await expectNoAxeViolations(container);
  });

  it('changes the e-mail: edit, validate, send, confirmation', async () => {
    const { api, container, user } = renderAccount();
    const field = await sendNewEmail(user, 'Nieuw @Example');
    expect(field).toHaveValue('nieuw@example');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Vul een geldig e-mailadres in, zoals 'naam@voorbeeld.nl'",
    );
    expect(api.changeOwnEmail).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await user.type(field, '.nl');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(/We hebben een mail gestuurd naar nieuw@example.nl/)).toBeInTheDocument();
    expect(api.changeOwnEmail).toHaveBeenCalledWith(testUser.id, 'nieuw@example.nl');
    expect(screen.queryByRole('textbox', { name: /Nieuw e-mailadres/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('your current address gets its own message, not "Vul een geldig e-mailadres in" (decision 0033)', async () => {
    const { api, container, user } = renderAccount();
    const field = await sendNewEmail(user, 'Sanne@Example.nl');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dit is al je e-mailadres. Vul een ander e-mailadres in.',
    );
    expect(screen.queryByText(/Vul een geldig e-mailadres in/)).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.changeOwnEmail).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it.each([
    [loaded('not authorized' as const), 'Je bent niet bevoegd. Login en probeer het opnieuw.'],
    [
      loaded('error too many attempts' as const),
      'Je hebt te vaak geprobeerd in te loggen. Je account is tijdelijk geblokkeerd. Probeer het later opnieuw.',
    ],
    [connectionError('offline'), 'Er is iets misgegaan. Probeer het later opnieuw!'],
  ])('a change-e-mail answer %j shows its message', async (answer, message) => {
    const api = fakeAuthApi({ changeOwnEmail: vi.fn(async () => answer) });
    const { user } = renderAccount({ api });
    await sendNewEmail(user, 'nieuw@example.nl');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('cancel closes the editor', async () => {
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'E-mailadres wijzigen' }));
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('delete modal: confirm sends the request and toggles to the confirmation', async () => {
    const { api, container, user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Account verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wil je je account echt verwijderen?' });
    expect(within(dialog).getByText(/We sturen je een mail/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, stuur mij de mail' }));
    expect(await within(dialog).findByText('De mail is verstuurd. Kijk in je inbox.')).toBeInTheDocument();
    expect(api.anonymizeAccount).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('button', { name: 'Ja, stuur mij de mail' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Sluit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('delete modal: focus stays on the pressed button while the mail is asked for, then goes to the result', async () => {
    let answer: (value: ApiResult<void>) => void = () => undefined;
    const api = fakeAuthApi({
      anonymizeAccount: vi.fn(() => new Promise<ApiResult<void>>((resolve) => (answer = resolve))),
    });
    const { user } = renderAccount({ api });
    await user.click(screen.getByRole('button', { name: 'Account verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Ja, stuur mij de mail' }).focus();
    await user.keyboard('{Enter}');
    const busy = await within(dialog).findByRole('button', { name: 'Bezig met versturen...' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(api.anonymizeAccount).toHaveBeenCalledTimes(1);
    answer(loaded(undefined));
    const sent = await within(dialog).findByText('De mail is verstuurd. Kijk in je inbox.');
    // The button it replaces is gone: the result has the focus, not the page behind the dialog.
    await waitFor(() => expect(sent).toHaveFocus());
  });

  it('delete modal: a failed request shows a message; cancel closes without a request', async () => {
    const api = fakeAuthApi({ anonymizeAccount: vi.fn(async () => connectionError('offline')) });
    const { user } = renderAccount({ api });
    await user.click(screen.getByRole('button', { name: 'Account verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, stuur mij de mail' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Er is iets misgegaan');
    await user.click(within(dialog).getByRole('button', { name: 'Nee, ga terug' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
