import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testBackends } from '../../test-support/backends';
import { mailModule } from '../mail';
import { mailOutbox } from '../mail/schema';
import { personalDataRegistry } from '../personal-data';
import { RateLimiter } from './rate-limit';
import { formerAddresses, users } from './schema';
import { type AuthService, createAuthService } from './service';
import { SessionStore } from './sessions';

// The account flows without HTTP: a session is opened through the callback the handler passes.
describe.each(testBackends())('the account flows on $name', (backend) => {
  let server: TestServer;
  let service: AuthService;
  const requester = { brand: 'dementie' as const, ip: '192.0.2.7' };

  beforeAll(async () => {
    server = await startTestServer(backend, { modules: [mailModule] });
    const { context } = server.runtime;
    service = createAuthService({
      context,
      sessions: new SessionStore(context.database.db, context.clock, false),
      limiter: new RateLimiter(context.database.db, context.clock, context.identity),
      personalData: personalDataRegistry,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The login call's input for `email`, now. */
  const loginOf = (email: string) => ({
    ...requester,
    email,
    newsletter: false,
    redirectPath: undefined,
    learnerId: null,
    now: server.clock.now(),
  });
  const noSession = async () => {};

  const mailsTo = async (recipient: string) =>
    server.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

  it('makes a new account with an activation mail and a session, then mails a known address a login link', async () => {
    const opened: string[] = [];
    const input = loginOf('nieuw@example.nl');
    const first = await service.requestLoginLink(input, async (_tx, userId) => {
      opened.push(userId);
    });
    expect(first.fresh).toBe(true);
    expect(opened).toEqual([first.user.id]);
    const second = await service.requestLoginLink(input, async (_tx, userId) => {
      opened.push(userId);
    });
    expect(second).toMatchObject({ fresh: false, user: { id: first.user.id } });
    expect(opened).toHaveLength(1);
    expect((await mailsTo('nieuw@example.nl')).map((mail) => mail.kind).sort()).toEqual([
      'activation',
      'login',
    ]);
  });

  it('does not give an account an address another account has', async () => {
    const make = (email: string) => service.requestLoginLink(loginOf(email), noSession);
    const a = await make('a@example.nl');
    await make('b@example.nl');
    expect(await service.changeEmail(a.user.id, 'b@example.nl', new Date())).toBe(false);
    expect(await service.changeEmail(a.user.id, 'c@example.nl', new Date())).toBe(true);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row?.email).toBe('c@example.nl');
  });

  it('erasure leaves an address the account gave up, and another account took, to its new owner', async () => {
    const make = (email: string) => service.requestLoginLink(loginOf(email), noSession);
    const handedOn = await make('doorgegeven@example.nl');
    expect(await service.changeEmail(handedOn.user.id, 'elders@example.nl', new Date())).toBe(true);
    // Someone else signs up with the address the first account gave up.
    const newOwner = await make('doorgegeven@example.nl');
    expect(newOwner.fresh).toBe(true);

    await service.eraseAccount(handedOn.user.id, server.clock.now());
    // The new owner's mail stays theirs; the erased account's history is gone.
    expect((await mailsTo('doorgegeven@example.nl')).map((mail) => mail.kind)).toContain('activation');
    const left = await server.database.db
      .select()
      .from(formerAddresses)
      .where(eq(formerAddresses.userId, handedOn.user.id));
    expect(left).toEqual([]);
  });

  it('erases an account: its address is gone, the row stays', async () => {
    const made = await service.requestLoginLink(loginOf('weg@example.nl'), noSession);
    await service.eraseAccount(made.user.id, server.clock.now());
    const [row] = await server.database.db.select().from(users).where(eq(users.id, made.user.id));
    expect(row?.email).toBeNull();
    expect(await mailsTo('weg@example.nl')).toEqual([]);
  });
});
