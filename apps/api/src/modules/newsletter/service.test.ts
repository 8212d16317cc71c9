import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testBackends } from '../../test-support/backends';
import { RateLimiter } from '../auth/rate-limit';
import { lastLink } from '../auth/test-helpers';
import { mailModule } from '../mail';
import { mailOutbox } from '../mail/schema';
import { newsletterSubscriptions } from './schema';
import { createNewsletterService } from './service';

// The newsletter flows without HTTP: the bot check is a stand-in that accepts one answer.
describe.each(testBackends())('the newsletter flows on $name', (backend) => {
  let server: TestServer;
  let service: ReturnType<typeof createNewsletterService>;
  let client = 0;

  beforeAll(async () => {
    server = await startTestServer(backend, { modules: [mailModule] });
    const { context } = server.runtime;
    service = createNewsletterService({
      context,
      limiter: new RateLimiter(context.database.db, context.clock, context.identity),
      botCheck: { verify: async (answer) => answer === 'mens' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const subscribe = (email: string, botToken = 'mens') =>
    service.subscribe({ email, brand: 'dementie', botToken, ip: `192.0.2.${++client}` });
  const rowsOf = (email: string) =>
    server.database.db
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));

  it('refuses a failed bot check without a row or a mail', async () => {
    expect(await subscribe('robot@example.nl', 'robot')).toEqual({ status: 'error recaptcha failed' });
    expect(await rowsOf('robot@example.nl')).toEqual([]);
    const mails = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'robot@example.nl'));
    expect(mails).toEqual([]);
  });

  it('mails a confirmation link whose token confirms once; other tokens confirm nothing', async () => {
    expect(await subscribe(' Buur@Example.nl ')).toEqual({ status: 'confirmation sent' });
    expect(await rowsOf('buur@example.nl')).toEqual([{ status: 'pending' }]);
    const token = (await lastLink(server.database.db, 'buur@example.nl')).url.searchParams.get('token');
    expect(await service.confirm(undefined)).toBe(false);
    expect(await service.confirm('x'.repeat(43))).toBe(false);
    expect(await service.confirm(token)).toBe(true);
    expect(await rowsOf('buur@example.nl')).toEqual([{ status: 'confirmed' }]);
    expect(await service.confirm(token)).toBe(false);
  });

  it('limits one address to three mails an hour and says when to try again', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await subscribe('veel@example.nl')).status).toBe('confirmation sent');
    const fourth = await subscribe('veel@example.nl');
    expect(fourth.status).toBe('error too many attempts');
    expect(fourth.status === 'error too many attempts' && fourth.limit.retryAfterSeconds).toBeGreaterThan(0);
    expect(await rowsOf('veel@example.nl')).toHaveLength(3);
  });
});
