import type { ApiClient, Brand } from '@dementie/api-client';
import type { BotCheck } from '@dementie/auth';
import type { NewsletterOutcome } from '@dementie/block-kit';

/**
 * The plain newsletter form's subscribe (footer and CMS block): a bot-check token first, as the server
 * asks for one (decision 0006), then the call. Too many subscriptions from this connection is an outcome the
 * form words itself; every other failure rejects, and the form says it did not work.
 */
export function newsletterSubscriber(api: ApiClient, botCheck: BotCheck, brand: Brand) {
  return async (email: string): Promise<NewsletterOutcome> => {
    const recaptchaToken = await botCheck.token('submit');
    if (recaptchaToken === null) throw new Error('the bot check failed');
    const result = await api.newsletterSubscribe({ email, brand, recaptchaToken });
    if (result.kind !== 'loaded') throw new Error('subscribe failed');
    if (result.value === 'error too many attempts') return 'too-many-attempts';
    if (result.value !== 'confirmation sent') throw new Error(`subscribe failed: ${result.value}`);
    return 'sent';
  };
}
