import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBrandOrigins } from '../../core/config';
import { createRuntime, type Runtime } from '../../core/runtime';
import { startTestServer, type TestServer, testBackends, testConfig } from '../../test-support/backends';
import { createAuthModule } from '../auth';
import { fakeSiteRoot, loginBody, Visitor } from '../auth/test-helpers';
import { mailModule, mailService } from '../mail';
import { mailOutbox } from '../mail/schema';
import { devModule } from '.';

describe('dev mailbox', () => {
  let server: TestServer;
  let production: Runtime;
  let withSmtp: Runtime;
  let app: FastifyInstance;
  beforeAll(async () => {
    const pglite = testBackends()[0]!;
    server = await startTestServer(pglite, {
      modules: [createAuthModule({ altchaMaxNumber: 1000 }), mailModule, devModule],
    });
    // The same database seen by a process with a public origin: no mailbox there.
    production = await createRuntime({
      database: server.database,
      config: testConfig({
        brandOrigins: { ...localBrandOrigins(4900), alzheimer: 'https://www.alzheimer.example' },
      }),
      modules: [devModule],
    });
    withSmtp = await createRuntime({
      database: server.database,
      config: testConfig({ smtpUrl: 'smtp://127.0.0.1:1' }),
      modules: [devModule],
    });
    app = await server.runtime.buildApp({ site: { brand: 'dementie', root: fakeSiteRoot() } });
  });
  afterAll(async () => {
    await app?.close();
    await production?.close();
    await withSmtp?.close();
    await server?.close();
  });

  it('lists the mails with their links, as HTML and as JSON', async () => {
    const visitor = new Visitor(app);
    await visitor.open();
    await visitor.post('/api/v1/authentication/login', await loginBody(app, 'postbus@voorbeeld.nl'));
    const page = await app.inject({ method: 'GET', url: '/_dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Welkom bij Dementiewijzer: bevestig je e-mailadres');
    expect(page.body).toMatch(
      /<a class="open" href="http:\/\/127\.0\.0\.1:4901\/auto-activate\?activationToken=[^"]+">/,
    );
    const json = await app.inject({ method: 'GET', url: '/_dev/mailbox.json?to=postbus@voorbeeld.nl' });
    expect(json.json()).toEqual([
      expect.objectContaining({ kind: 'activation', to: 'postbus@voorbeeld.nl' }),
    ]);
    expect(json.json()[0].link).toContain('/auto-activate?activationToken=');
  });

  it('does not exist when a brand origin is public', async () => {
    const prodApp = await production.buildApp();
    expect((await prodApp.inject({ method: 'GET', url: '/_dev/mailbox' })).statusCode).toBe(404);
    expect((await prodApp.inject({ method: 'GET', url: '/_dev/mailbox.json' })).statusCode).toBe(404);
    await prodApp.close();
  });

  it('does not exist when mail goes out through SMTP, even on local origins', async () => {
    const smtpApp = await withSmtp.buildApp();
    expect((await smtpApp.inject({ method: 'GET', url: '/_dev/mailbox' })).statusCode).toBe(404);
    expect((await smtpApp.inject({ method: 'GET', url: '/_dev/mailbox.json' })).statusCode).toBe(404);
    await smtpApp.close();
  });

  it('neither lists nor prints the mails of a public instance that shares the database', async () => {
    // A public instance on the same database, without SMTP yet: its mails wait in the outbox.
    const publicSite = await createRuntime({
      database: server.database,
      config: testConfig({
        brandOrigins: { ...localBrandOrigins(4900), dementie: 'https://www.dementie.example' },
      }),
      modules: [createAuthModule({ altchaMaxNumber: 1000 }), mailModule],
    });
    try {
      const publicApp = await publicSite.buildApp({ site: { brand: 'dementie', root: fakeSiteRoot() } });
      const visitor = new Visitor(publicApp);
      await visitor.open();
      const login = await visitor.post(
        '/api/v1/authentication/login',
        await loginBody(publicApp, 'bezoeker.publiek@voorbeeld.nl'),
      );
      expect(login.json().status).toBe('success');
      await publicApp.close();
      const [waiting] = await server.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, 'bezoeker.publiek@voorbeeld.nl'));
      expect(waiting?.link).toMatch(/^https:\/\/www\.dementie\.example\/auto-activate\?/);

      // The local instance's worker runs a round: the public mail is not its to print or send.
      expect(await mailService(server.runtime.context).drainOnce()).toBe(0);
      const [after] = await server.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, waiting?.id ?? ''));
      expect(after).toMatchObject({ status: 'pending', attempts: 0 });
      // And its mailbox does not list it.
      const json = await app.inject({
        method: 'GET',
        url: '/_dev/mailbox.json?to=bezoeker.publiek@voorbeeld.nl',
      });
      expect(json.json()).toEqual([]);
      const page = await app.inject({ method: 'GET', url: '/_dev/mailbox' });
      expect(page.body).not.toContain('bezoeker.publiek');
    } finally {
      await publicSite.close();
    }
  });

  it('is on the brand port too, with each link as a link to open', async () => {
    const page = await app.inject({ method: 'GET', url: '/_dev/mailbox' });
    expect(page.body).toContain('<h1>Lokale mailbox</h1>');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toMatch(/<a class="open" href="http:\/\/127\.0\.0\.1:4901\/auto-activate\?/);
  });
});
