import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBrandOrigins, usesLocalMailbox } from '../../core/config';
import { startTestServer, type TestServer, testBackends } from '../../test-support/backends';
import { LoopbackSmtp } from '../../test-support/smtp';
import { useTestServer } from '../../test-support/suite';
import { createAuthModule } from '../auth';
import { fakeSiteRoot, lastLink, loginBody, mailsTo, Visitor } from '../auth/test-helpers';
import { enqueueMail, MAX_MAIL_ATTEMPTS, mailBackoffMs, mailModule, mailService } from '.';
import { localMailboxTransport, MailService, type MailTransport, type OutboxRow } from './outbox';
import { mailOutbox } from './schema';

/** Bodies arrive quoted-printable (TOOLCHAIN.md): soft line breaks and =XX bytes. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

describe.each(testBackends())('mail outbox on $name', (backend) => {
  const smtp = new LoopbackSmtp();
  let server: TestServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    await smtp.start();
    server = await startTestServer(backend, {
      modules: [createAuthModule({ altchaMaxNumber: 1000 }), mailModule],
      config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
    });
    app = await server.runtime.buildApp({ site: { brand: 'alzheimer', root: fakeSiteRoot() } });
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
    await smtp.stop();
  });

  const service = () => mailService(server.runtime.context);
  const login = async (email: string) => {
    const visitor = new Visitor(app);
    await visitor.open();
    const response = await visitor.post('/api/v1/authentication/login', await loginBody(app, email));
    await service().idle();
    return response;
  };

  it('keeps a link while SMTP is down and delivers it with back-off once it is back', async () => {
    await smtp.stop();
    const email = 'storing@voorbeeld.nl';
    expect((await login(email)).json().status).toBe('success'); // the visitor notices nothing
    await service().drainOnce();
    let [mail] = await mailsTo(server.database.db, email);
    expect(mail).toMatchObject({ status: 'pending', lastError: expect.any(String) });
    expect(mail?.attempts).toBeGreaterThanOrEqual(1);

    await smtp.start();
    // Not due yet: the back-off is respected.
    expect(await service().drainOnce()).toBe(0);
    server.clock.advance(mailBackoffMs(mail?.attempts ?? 1));
    expect(await service().drainOnce()).toBe(1);
    [mail] = await mailsTo(server.database.db, email);
    expect(mail).toMatchObject({ status: 'sent', lastError: null });

    const delivered = smtp.received.find((m) => m.to.includes(email));
    expect(delivered).toBeDefined();
    const decoded = decodeQuotedPrintable(delivered?.raw ?? '');
    const { url } = await lastLink(server.database.db, email);
    expect(decoded).toContain(url.toString().replace(/&/g, '&amp;')); // in the HTML part
    expect(decoded).toContain(url.toString()); // in the text part
    expect(decoded).toContain('één keer');
    expect(decoded).toMatch(/From: (=\?UTF-8\?Q\?)?"?Alzheimer/);
    expect(decoded).toContain('Subject: Welkom bij Alzheimer Steunpunt: bevestig je e-mailadres');
    expect(url.origin).toBe(server.runtime.context.config.brandOrigins.alzheimer);
  });

  it('drops a mail whose link has expired before SMTP came back', async () => {
    await smtp.stop();
    const email = 'teLaat@voorbeeld.nl'.toLowerCase();
    await login(email);
    server.clock.advance(24 * 60 * 60_000 + 1);
    await smtp.start();
    await service().drainOnce();
    const [mail] = await mailsTo(server.database.db, email);
    expect(mail?.status).toBe('expired');
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(false);
  });

  it('gives up after the last attempt', async () => {
    await smtp.stop();
    const email = 'opgegeven@voorbeeld.nl';
    await login(email);
    const db = server.database.db;
    const [mail] = await mailsTo(db, email);
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1, nextAttemptAt: server.clock.now(), expiresAt: null })
      .where(eq(mailOutbox.id, mail?.id ?? ''));
    await service().drainOnce();
    expect((await mailsTo(db, email))[0]?.status).toBe('failed');
    await smtp.start();
  });

  it('waits longer after each failure, at most 30 minutes', () => {
    expect([1, 2, 3, 4].map(mailBackoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(mailBackoffMs(20)).toBe(30 * 60_000);
  });
});

describe.each(testBackends())('a mail worker that stops on $name', (backend) => {
  // No mail module: no worker of the runtime's own takes the mails of this test.
  const suite = useTestServer(backend, { modules: [] });

  it('finishes the mail it is sending and hands the rest of its batch back for another process at once', async () => {
    const { runtime, clock } = suite.server;
    const recipients = ['eerste@voorbeeld.nl', 'tweede@voorbeeld.nl', 'derde@voorbeeld.nl'];
    for (const recipient of recipients) {
      await enqueueMail(
        suite.db,
        {
          kind: 'login',
          brand: 'dementie',
          origin: suite.server.runtime.context.config.brandOrigins.dementie,
          recipient,
          link: 'http://x/y',
        },
        clock.now(),
      );
    }
    const sent: string[] = [];
    let sending: () => void = () => undefined;
    const firstSendStarted = new Promise<void>((resolve) => {
      sending = resolve;
    });
    let finishSend: () => void = () => undefined;
    const sendMayFinish = new Promise<void>((resolve) => {
      finishSend = resolve;
    });
    const slow: MailTransport = {
      async send(mail) {
        sending();
        await sendMayFinish;
        sent.push(mail.recipient);
      },
    };
    const stopping = new MailService(runtime.context, slow);
    // The round claims all three, then the process is asked to stop while the first one is on its way.
    const round = stopping.drainOnce();
    await firstSendStarted;
    const closed = stopping.close();
    finishSend();
    expect(await round).toBe(1);
    await closed;
    expect(sent).toEqual(['eerste@voorbeeld.nl']);
    const rows = await suite.db.select().from(mailOutbox).orderBy(asc(mailOutbox.seq));
    expect(rows.map(({ status, lockedUntil, attempts }) => ({ status, lockedUntil, attempts }))).toEqual([
      { status: 'sent', lockedUntil: null, attempts: 1 },
      // Not locked for two minutes, and not counted as a failed attempt.
      { status: 'pending', lockedUntil: null, attempts: 0 },
      { status: 'pending', lockedUntil: null, attempts: 0 },
    ]);

    // Another process, at the same moment: it sends them without waiting for a lock to run out.
    const other = new MailService(runtime.context, {
      async send(mail) {
        sent.push(mail.recipient);
      },
    });
    expect(await other.drainOnce()).toBe(2);
    await other.close();
    expect(sent).toEqual(recipients);
  });
});

describe('the local mailbox transport', () => {
  const row = (link: string | null) =>
    ({
      brand: 'dementievriendelijk',
      recipient: 'postbus@voorbeeld.nl',
      subject: 'Je inloglink',
      link,
    }) as OutboxRow;

  it('prints the link of each mail and where the mailbox is, for the person at the console', async () => {
    const lines: string[] = [];
    const transport = localMailboxTransport(localBrandOrigins(4000), (line) => lines.push(line));
    await transport.send(row('http://127.0.0.1:4002/auto-activate?activationToken=abc'), {
      name: 'x',
      address: 'no-reply@localhost',
    });
    expect(lines.join('\n')).toContain(
      'Open this link: http://127.0.0.1:4002/auto-activate?activationToken=abc',
    );
    expect(lines.join('\n')).toContain('All mails: http://127.0.0.1:4002/_dev/mailbox');
  });

  it('is used only on a local instance: never with a public origin or with SMTP', () => {
    expect(usesLocalMailbox({ brandOrigins: localBrandOrigins(4000) })).toBe(true);
    expect(usesLocalMailbox({ brandOrigins: localBrandOrigins(4000, 'localhost') })).toBe(true);
    expect(usesLocalMailbox({ brandOrigins: localBrandOrigins(4000, '0.0.0.0') })).toBe(false);
    expect(usesLocalMailbox({ brandOrigins: localBrandOrigins(4000, '192.168.1.20') })).toBe(false);
    expect(
      usesLocalMailbox({
        brandOrigins: { ...localBrandOrigins(4000), dementie: 'https://www.dementie.example' },
      }),
    ).toBe(false);
    expect(usesLocalMailbox({ brandOrigins: localBrandOrigins(4000), smtpUrl: 'smtp://mail:25' })).toBe(
      false,
    );
  });
});
