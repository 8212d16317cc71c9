import { connectionError, loaded } from '@dementie/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import type { BotCheck } from '../../bot-check/bot-check';
import { resultStorageKeys } from '../../store/result-storage';
import {
  fakeAuthApi,
  memoryStorage,
  testCertificateId,
  testRunId,
  testUser,
} from '../../test-support/fake-api';
import { fakeNavigation, renderWithAuth } from '../../test-support/render';
import { CertificateForm, resultLinkPath } from './certificate-form';

const loggedOut = { status: 'logged out' } as const;

async function fill(values: { email?: string; first?: string; insertion?: string; last?: string }) {
  const user = userEvent.setup();
  if (values.email) await user.type(screen.getByRole('textbox', { name: /E-mailadres/ }), values.email);
  if (values.first) await user.type(screen.getByRole('textbox', { name: /Voornaam/ }), values.first);
  if (values.insertion)
    await user.type(screen.getByRole('textbox', { name: /Tussenvoegsel/ }), values.insertion);
  if (values.last) await user.type(screen.getByRole('textbox', { name: /Achternaam/ }), values.last);
  const submit = screen.getByRole('button', { name: 'Vraag je certificaat aan' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
}

describe('CertificateForm (spec 1 §4, §5)', () => {
  it('asks e-mail, names and the newsletter; submit waits for the bot check', async () => {
    let release: (ok: boolean) => void = () => {};
    const botCheck: BotCheck = {
      prepare: () => new Promise<boolean>((resolve) => (release = resolve)),
      token: async () => 'tok',
    };
    const { container } = renderWithAuth(
      <CertificateForm
        achieved
        runId={testRunId}
        courseId={3}
        navigation={fakeNavigation()}
        title="Je certificaat"
      />,
      { initialState: loggedOut, botCheck },
    );
    expect(screen.getByRole('heading', { name: 'Je certificaat' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Voornaam/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Tussenvoegsel/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Achternaam/ })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /1 keer per 2 maanden/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Vraag je certificaat aan' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('We controleren of je geen robot bent.');
    await expectNoAxeViolations(container);
    release(true);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Vraag je certificaat aan' })).toBeEnabled(),
    );
  });

  it('creates the certificate first, then logs in from the certificate page, then goes to /jouw-resultaat', async () => {
    const storage = memoryStorage();
    const navigation = fakeNavigation();
    const calls: string[] = [];
    const api = fakeAuthApi({
      createCertificate: vi.fn(async () => {
        calls.push('create');
        return loaded(testCertificateId);
      }),
      login: vi.fn(async () => {
        calls.push('login');
        return loaded({ status: 'account magic link sent' as const });
      }),
    });
    renderWithAuth(<CertificateForm achieved runId={testRunId} courseId={3} navigation={navigation} />, {
      api,
      storage,
      initialState: loggedOut,
    });
    await userEvent.setup().click(screen.getByRole('checkbox'));
    await fill({ email: 'Anna@Example.nl', first: 'Anna', insertion: 'van der', last: 'Berg' });
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/jouw-resultaat'));
    expect(calls).toEqual(['create', 'login']);
    expect(api.createCertificate).toHaveBeenCalledWith({ personName: 'Anna van der Berg', runId: testRunId });
    expect(api.login).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'anna@example.nl',
        newsletter: true,
        recaptchaToken: 'bot-token',
        fromCertificatePage: true,
        // Decision 0032: the mailed link opens in a new tab or browser without this tab's storage, so
        // it leads to the certificate itself.
        redirectPath: `/jouw-resultaat/${testCertificateId}`,
      }),
    );
    expect(storage.map.get(resultStorageKeys.certificateId)).toBe(testCertificateId);
  });

  it.each([
    {
      refusal: 'invalid email: marks the e-mail field and sends nothing',
      values: { email: 'anna@', first: 'Anna', last: 'Berg' },
      invalid: /E-mailadres/,
      valid: undefined,
      alert: 'Dit e-mailadres klopt niet. Kijk het nog een keer na.',
    },
    {
      refusal: 'empty fields: marks first and last name',
      values: { email: 'anna@example.nl', first: 'Anna' },
      invalid: /Achternaam/,
      valid: /Voornaam/,
      alert: 'Vul je achternaam in.',
    },
    {
      refusal: 'profanity found: marks the fields and blocks the submit',
      values: { email: 'anna@example.nl', first: 'Kut', last: 'Berg' },
      invalid: /Voornaam/,
      valid: /Achternaam/,
      alert: 'In je naam staat een woord',
    },
  ])('$refusal', async ({ values, invalid, valid, alert }) => {
    const { api, container } = renderWithAuth(
      <CertificateForm achieved runId={testRunId} courseId={3} navigation={fakeNavigation()} />,
      { initialState: loggedOut },
    );
    await fill(values);
    expect(screen.getByRole('textbox', { name: invalid })).toHaveAttribute('aria-invalid', 'true');
    if (valid) expect(screen.getByRole('textbox', { name: valid })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(alert);
    expect(api.createCertificate).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('reports every invalid field at once on sending, each with its own message, and focuses the first', async () => {
    const { api, container } = renderWithAuth(
      <CertificateForm achieved runId={testRunId} courseId={3} navigation={fakeNavigation()} />,
      { initialState: loggedOut },
    );
    await fill({ email: 'anna@', last: 'Kut' });
    const email = screen.getByRole('textbox', { name: /E-mailadres/ });
    const first = screen.getByRole('textbox', { name: /Voornaam/ });
    const last = screen.getByRole('textbox', { name: /Achternaam/ });
    for (const field of [email, first, last]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Tussenvoegsel/ })).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription(/Dit e-mailadres klopt niet/);
    expect(first).toHaveAccessibleDescription(/Vul je voornaam in\./);
    expect(last).toHaveAccessibleDescription(/In je naam staat een woord/);
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(email).toHaveFocus();
    expect(api.createCertificate).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    // Fixed in one go: the next send goes through.
    const user = userEvent.setup();
    await user.clear(email);
    await user.type(email, 'anna@example.nl');
    await user.type(first, 'Anna');
    await user.clear(last);
    await user.type(last, 'Berg');
    await user.click(screen.getByRole('button', { name: 'Vraag je certificaat aan' }));
    await waitFor(() => expect(api.createCertificate).toHaveBeenCalledTimes(1));
  });

  it('failed: CreateCertificate did not work, no login call', async () => {
    const api = fakeAuthApi({ createCertificate: vi.fn(async () => connectionError('offline')) });
    const navigation = fakeNavigation();
    const { container } = renderWithAuth(
      <CertificateForm achieved runId={testRunId} courseId={3} navigation={navigation} />,
      { api, initialState: loggedOut },
    );
    await fill({ email: 'anna@example.nl', first: 'Anna', last: 'Berg' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het maken van je certificaat is niet gelukt. Probeer het later opnieuw.',
    );
    expect(api.login).not.toHaveBeenCalled();
    expect(navigation.navigate).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('logged in: no e-mail field and no login call', async () => {
    const navigation = fakeNavigation();
    const { api } = renderWithAuth(
      <CertificateForm achieved runId={testRunId} courseId={3} navigation={navigation} />,
      { initialState: { status: 'logged in', user: testUser } },
    );
    expect(screen.queryByRole('textbox', { name: /E-mailadres/ })).not.toBeInTheDocument();
    await fill({ first: 'Anna', last: 'Berg' });
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/jouw-resultaat'));
    expect(api.login).not.toHaveBeenCalled();
  });

  it('a pre-filled e-mail hides the field and is used for the login', async () => {
    const onSubmitted = vi.fn();
    const { api } = renderWithAuth(
      <CertificateForm
        achieved
        runId={testRunId}
        courseId={3}
        email="anna@example.nl"
        navigation={fakeNavigation()}
        onSubmitted={onSubmitted}
      />,
      { initialState: loggedOut },
    );
    expect(screen.queryByRole('textbox', { name: /E-mailadres/ })).not.toBeInTheDocument();
    await fill({ first: 'Anna', last: 'Berg' });
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(testCertificateId));
    expect(api.login).toHaveBeenCalledWith(expect.objectContaining({ email: 'anna@example.nl' }));
  });

  it('not achieved: no names, no certificate, only the login', async () => {
    const navigation = fakeNavigation();
    const { api } = renderWithAuth(
      <CertificateForm achieved={false} runId={testRunId} courseId={3} navigation={navigation} />,
      { initialState: loggedOut },
    );
    expect(screen.queryByRole('textbox', { name: /Voornaam/ })).not.toBeInTheDocument();
    await fill({ email: 'anna@example.nl' });
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalled());
    expect(api.createCertificate).not.toHaveBeenCalled();
    expect(api.login).toHaveBeenCalledTimes(1);
    // Decision 0032: without a certificate the mailed link names the training of the result page.
    expect(api.login).toHaveBeenCalledWith(
      expect.objectContaining({ fromCertificatePage: true, redirectPath: '/jouw-resultaat?training=3' }),
    );
  });
});

describe('resultLinkPath (decision 0032: where the mailed link leads)', () => {
  it('leads to the certificate, or to the result of the named training', () => {
    expect(resultLinkPath('/jouw-resultaat', testCertificateId, 3)).toBe(
      `/jouw-resultaat/${testCertificateId}`,
    );
    expect(resultLinkPath('/jouw-resultaat', null, 12)).toBe('/jouw-resultaat?training=12');
  });
});
