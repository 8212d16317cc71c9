import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithConsent } from '../test-support/consent';
import '../test-support/dom';
import { fillEmbedFields } from './embed-fields';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm (plain)', { timeout: 30_000 }, () => {
  it('subscribes with the typed address, shows thanks and pushes the analytics event', async () => {
    const subscribe = vi.fn(async () => undefined);
    const track = vi.fn();
    const { container } = renderWithConsent(
      <NewsletterForm subscribe={subscribe} track={track} />,
      null,
      'alzheimer',
    );
    await expectNoAxeViolations(container);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'Jan @Voorbeeld.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(subscribe).toHaveBeenCalledWith('jan@voorbeeld.nl');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Dank je wel! Kijk in je mail en klik op de knop om je aanmelding te bevestigen.',
    );
    expect(track).toHaveBeenCalledWith({ event: 'form_submit', form: 'newsletter' });
  });

  it('marks an invalid address and does not send it', async () => {
    const subscribe = vi.fn(async () => undefined);
    const { container } = renderWithConsent(<NewsletterForm subscribe={subscribe} />, null);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'jan@');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vul een geldig e-mailadres in.');
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toBeInvalid();
    expect(subscribe).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows the failure text when subscribing fails', async () => {
    renderWithConsent(<NewsletterForm subscribe={() => Promise.reject(new Error('503'))} />, null);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'jan@voorbeeld.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het aanmelden is niet gelukt. Probeer het later opnieuw.',
    );
  });

  it('says to try again in an hour when this connection subscribed too often (decision 0007)', async () => {
    const track = vi.fn();
    renderWithConsent(
      <NewsletterForm subscribe={async () => 'too-many-attempts' as const} track={track} />,
      null,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'jan@voorbeeld.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er zijn te veel aanmeldingen gedaan. Probeer het over een uur opnieuw.',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(track).not.toHaveBeenCalled();
  });

  it('pushes to the dataLayer only with statistics consent', async () => {
    const layered = window as unknown as { dataLayer?: unknown[] };
    layered.dataLayer = [];
    renderWithConsent(<NewsletterForm subscribe={async () => undefined} />, {
      statistics: true,
      marketing: false,
    });
    await userEvent.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'jan@voorbeeld.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(layered.dataLayer).toEqual([{ event: 'form_submit', form: 'newsletter' }]));
  });
});

describe('NewsletterForm (provider embed)', { timeout: 30_000 }, () => {
  it('loads the form script only with consent and fills the fields matched by label', async () => {
    const track = vi.fn();
    const { container } = renderWithConsent(
      <NewsletterForm
        embed={{ formId: 'f1', scriptId: 's1', scriptSrc: 'https://forms.mailing.example/s1.js' }}
        embedValues={{ email: 'jan@voorbeeld.nl', score: 18, runId: 'run-7' }}
        track={track}
      />,
      { statistics: false, marketing: true },
    );
    const script = container.querySelector('script');
    expect(script).toHaveAttribute('src', 'https://forms.mailing.example/s1.js');
    // The provider renders its form later: our observer fills it.
    const embed = container.querySelector('.bk-newsletter__embed')!;
    embed.insertAdjacentHTML(
      'beforeend',
      `<form><label for="e">E-mailadres</label><input id="e"><label for="s">score sdv</label><input id="s">
       <label>runid <input name="r"></label><button>Verstuur</button></form>`,
    );
    await waitFor(() => expect(screen.getByLabelText('score sdv')).toHaveValue('18'));
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('jan@voorbeeld.nl');
    expect(screen.getByLabelText('runid')).toHaveValue('run-7');
    embed.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(track).toHaveBeenCalledWith({ event: 'form_submit', form: 'newsletter', formId: 'f1' });
  });

  it('reports which fields it found', () => {
    const root = document.createElement('div');
    root.innerHTML = '<label>E-mail <input></label>';
    expect(fillEmbedFields(root, {})).toEqual({ email: true, score: false, runId: false });
  });
});
