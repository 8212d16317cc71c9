import type { Meta, StoryObj } from '@storybook/react-vite';
import { REFUSED, withConsent } from '../test-support/story-consent';
import { NewsletterForm, type NewsletterOutcome } from './newsletter-form';

/**
 * The newsletter sign-up of the footer and the newsletter page (double opt-in: the visitor confirms by
 * mail).
 *
 * **When to use**: in the footer and on the newsletter page.
 *
 * **Editors fill in**: nothing: the texts come from the catalogue.
 *
 * **Accessibility**: the field has a visible label; an error shows as an alert and marks the field
 * invalid; the result is a status message.
 */
const meta = {
  title: 'Widgets/Newsletter form',
  component: NewsletterForm,
  args: { subscribe: (): Promise<NewsletterOutcome> => Promise.resolve('sent') },
  decorators: [withConsent(REFUSED)],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider: our own accessible form. */
export const Plain: Story = {};

/** An invalid address is marked. */
export const InvalidAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mailadres/ }), 'jan@');
    await userEvent.click(canvas.getByRole('button', { name: 'Aanmelden' }));
  },
};

/** Subscribed. */
export const Subscribed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mailadres/ }), 'jan@voorbeeld.nl');
    await userEvent.click(canvas.getByRole('button', { name: 'Aanmelden' }));
  },
};

/** The server said no. */
export const Failed: Story = {
  args: { subscribe: () => Promise.reject(new Error('503')) },
  play: Subscribed.play,
};

/** This connection subscribed too often (decision 0007): try again in an hour. */
export const TooManyAttempts: Story = {
  args: { subscribe: (): Promise<NewsletterOutcome> => Promise.resolve('too-many-attempts') },
  play: Subscribed.play,
};

/** A provider embed waits for marketing consent: no script is loaded. */
export const ProviderWithoutConsent: Story = {
  args: { embed: { formId: 'f1', scriptId: 's1', scriptSrc: 'https://forms.mailing.example/s1.js' } },
};
