import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { REFUSED, withConsent } from '../test-support/story-consent';
import { NewsletterForm, type NewsletterOutcome } from './newsletter-form';

/**
 * The newsletter sign-up of the footer and the newsletter page (double opt-in: the visitor confirms by
 * mail).
 *
 * **Editors fill in**: nothing: the texts come from the catalogue.
 */
const meta = preview.meta({
  title: 'Widgets/Newsletter form',
  component: NewsletterForm,
  args: { subscribe: (): Promise<NewsletterOutcome> => Promise.resolve('sent') },
  decorators: [withConsent(REFUSED)],
  parameters: {
    guidance: guidance({
      whenToUse:
        'The newsletter sign-up (double opt-in: the visitor confirms by mail), in the footer and on the newsletter page.',
      whenNotToUse: 'Not for other forms and not twice on one page (the footer already has one).',
      keyboardAndScreen:
        'The e-mail field has a visible label; Tab goes to the field and the button. An error is an alert and marks the field invalid; the result is a status message read without moving focus.',
      contentRules:
        'No content of its own: the texts come from the catalogue. With a mailing provider configured, its form loads only after marketing consent.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): in the footer of every page and on Nieuwsbrief (/nieuwsbrief).',
    }),
  },
});

/** Without a provider: our own accessible form. */
export const Plain = meta.story({});

/** An invalid address is marked. */
export const InvalidAddress = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mailadres/ }), 'jan@');
    await userEvent.click(canvas.getByRole('button', { name: 'Aanmelden' }));
  },
});

/** Subscribed. */
export const Subscribed = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mailadres/ }), 'jan@voorbeeld.nl');
    await userEvent.click(canvas.getByRole('button', { name: 'Aanmelden' }));
  },
});

/** The server said no. */
export const Failed = meta.story({
  args: { subscribe: () => Promise.reject(new Error('503')) },
  play: Subscribed.input.play,
});

/** This connection subscribed too often (decision 0007): try again in an hour. */
export const TooManyAttempts = meta.story({
  args: { subscribe: (): Promise<NewsletterOutcome> => Promise.resolve('too-many-attempts') },
  play: Subscribed.input.play,
});

/** A provider embed waits for marketing consent: no script is loaded. */
export const ProviderWithoutConsent = meta.story({
  args: { embed: { formId: 'f1', scriptId: 's1', scriptSrc: 'https://forms.mailing.example/s1.js' } },
});
