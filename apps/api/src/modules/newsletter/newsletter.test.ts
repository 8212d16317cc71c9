import { newsletterSubscribeResponseSchema } from '@dementie/api-client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { postForm } from '../../test-support/site';
import { useTestApp } from '../../test-support/suite';
import { createAuthModule } from '../auth';
import { lastLink, solveAltcha } from '../auth/test-helpers';
import { mailModule } from '../mail';
import { mailOutbox } from '../mail/schema';
import { newsletterModule } from '.';
import { newsletterSubscriptions } from './schema';

describe.each(testBackends())('newsletter on $name', (backend) => {
  const suite = useTestApp(backend, {
    modules: [createAuthModule({ altchaMaxNumber: 1000 }), mailModule, newsletterModule],
  });

  // Each subscription from a client of its own, with a solved bot check, as the form sends it.
  let client = 0;
  const subscribe = async (email: string, brand = 'alzheimer') =>
    suite.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      remoteAddress: `10.9.0.${++client}`,
      payload: { email, brand, recaptchaToken: await solveAltcha(suite.app) },
    });
  const statusOf = async (email: string) =>
    (
      await suite.db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
    ).map((row) => row.status);

  it('counts a subscription only after the owner confirms by POST; opening the link changes nothing', async () => {
    const answer = await subscribe('Lezer@Example.nl');
    expect(newsletterSubscribeResponseSchema.parse(answer.json())).toEqual({ status: 'confirmation sent' });
    expect(await statusOf('lezer@example.nl')).toEqual(['pending']);
    const { url } = await lastLink(suite.db, 'lezer@example.nl');
    expect(url.origin).toBe(suite.server.runtime.context.config.brandOrigins.alzheimer);

    // A mail scanner opens the link (GET, HEAD): still pending, and the page offers one button.
    const opened = await suite.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Bevestig mijn aanmelding');
    await suite.app.inject({ method: 'HEAD', url: `${url.pathname}${url.search}` });
    expect(await statusOf('lezer@example.nl')).toEqual(['pending']);

    const token = url.searchParams.get('token') ?? '';
    const confirm = () =>
      postForm(suite.app, '/api/v1/newsletter/confirm', `token=${encodeURIComponent(token)}`);
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Je bent aangemeld');
    expect(await statusOf('lezer@example.nl')).toEqual(['confirmed']);
    // The link is single use.
    expect((await confirm()).statusCode).toBe(400);
  });

  it('answers an already confirmed address the same way, without a new mail', async () => {
    const before = await suite.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'lezer@example.nl'));
    const again = await subscribe('lezer@example.nl');
    expect(again.json()).toEqual({ status: 'confirmation sent' });
    const after = await suite.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'lezer@example.nl'));
    expect(after).toHaveLength(before.length);
  });

  it('refuses an expired link and limits confirmation mails to 3 an hour', async () => {
    await subscribe('later@example.nl', 'dementie');
    const { url } = await lastLink(suite.db, 'later@example.nl');
    suite.server.clock.advance(8 * 24 * 60 * 60 * 1000);
    const late = await postForm(
      suite.app,
      '/api/v1/newsletter/confirm',
      `token=${encodeURIComponent(url.searchParams.get('token') ?? '')}`,
    );
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('Deze link werkt niet meer');

    for (let i = 0; i < 3; i += 1)
      expect((await subscribe('veel@example.nl')).json().status).toBe('confirmation sent');
    expect((await subscribe('veel@example.nl')).json()).toEqual({ status: 'error too many attempts' });
  });

  it('answers bad input with a 400', async () => {
    expect((await subscribe('geen-adres')).statusCode).toBe(400);
    expect((await subscribe('a@b.nl', 'onbekend')).statusCode).toBe(400);
    const garbage = await postForm(suite.app, '/api/v1/newsletter/confirm', 'x'.repeat(5000));
    expect(garbage.statusCode).toBeLessThan(500);
  });
});
