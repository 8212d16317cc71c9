import type { ApiClient } from '@dementie/api-client';
import { createStaticBotCheck } from '@dementie/auth';
import { describe, expect, it, vi } from 'vitest';
import { newsletterSubscriber } from './newsletter';

const apiAnswering = (value: string) =>
  ({ newsletterSubscribe: vi.fn(async () => ({ kind: 'loaded', value })) }) as unknown as ApiClient & {
    newsletterSubscribe: ReturnType<typeof vi.fn>;
  };

describe('newsletterSubscriber', () => {
  it('sends a bot-check token with the address and the brand', async () => {
    const api = apiAnswering('confirmation sent');
    const subscribe = newsletterSubscriber(api, createStaticBotCheck('opgelost'), 'alzheimer');
    expect(await subscribe('jan@voorbeeld.nl')).toBe('sent');
    expect(api.newsletterSubscribe).toHaveBeenCalledWith({
      email: 'jan@voorbeeld.nl',
      brand: 'alzheimer',
      recaptchaToken: 'opgelost',
    });
  });

  it('words too many attempts, and fails on a failed bot check or any other status', async () => {
    expect(
      await newsletterSubscriber(
        apiAnswering('error too many attempts'),
        createStaticBotCheck(),
        'dementie',
      )('a@b.nl'),
    ).toBe('too-many-attempts');
    await expect(
      newsletterSubscriber(
        apiAnswering('error recaptcha failed'),
        createStaticBotCheck(),
        'dementie',
      )('a@b.nl'),
    ).rejects.toThrow();
    const noToken = { prepare: async () => false, token: async () => null };
    const api = apiAnswering('confirmation sent');
    await expect(newsletterSubscriber(api, noToken, 'dementie')('a@b.nl')).rejects.toThrow();
    expect(api.newsletterSubscribe).not.toHaveBeenCalled();
  });
});
