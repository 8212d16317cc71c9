import {
  activateResponseSchema,
  altchaChallengeResponseSchema,
  isSessionValidResponseSchema,
  loginResponseSchema,
} from '@dementie/api-client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { freshEmail, lastLink, loginBody, mailsTo, signUp, solveAltcha, Visitor } from './test-helpers';
import {
  ACTIVATE,
  ANONYMIZE,
  ANONYMIZE_LINK,
  CHANGE_LINK,
  changeOwn,
  LOGIN,
  LOGOUT,
  MINUTE,
  SESSION,
  useAuthSuite,
} from './test-suite';

describe.each(testBackends())('auth on $name', (backend) => {
  const { suite, signedIn, db } = useAuthSuite(backend);

  describe('login', () => {
    it("gives the account an analytics pseudonym (the tracking record's userId): not its id, the same at every check, another for another account", async () => {
      const signIn = async (label: string) => {
        const visitor = new Visitor(suite.app);
        await visitor.open();
        const login = loginResponseSchema.parse(
          (await visitor.post(LOGIN, await loginBody(suite.app, freshEmail(label)))).json(),
        );
        const check = isSessionValidResponseSchema.parse((await visitor.post(SESSION)).json());
        return { login: login.user, check: check.user };
      };
      const anna = await signIn('pseudoniem-a');
      const bram = await signIn('pseudoniem-b');
      const pseudonym = anna.login?.AnalyticsId ?? '';
      expect(pseudonym).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(anna.check?.AnalyticsId).toBe(pseudonym);
      // Nothing of the account in it: not its id (nor a part of it), not its address.
      const id = anna.login?.Id ?? '';
      expect(pseudonym).not.toContain(id.replaceAll('-', '').slice(0, 8));
      expect(pseudonym).not.toContain('pseudoniem');
      expect(bram.login?.AnalyticsId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(bram.login?.AnalyticsId).not.toBe(pseudonym);
    });

    it('makes an account for an unknown address, signs in at once and mails an activation link on the brand origin', async () => {
      const email = freshEmail('nieuw');
      const visitor = new Visitor(suite.app);
      const page = await visitor.open();
      expect(page.body).toMatch(/<input type="hidden" name="csrf" value="[^"]+"/);
      const response = await visitor.post(LOGIN, await loginBody(suite.app, email), {
        headers: { host: 'evil.example' },
      });
      expect(response.statusCode).toBe(200);
      const body = loginResponseSchema.parse(response.json());
      expect(body).toMatchObject({
        status: 'success',
        user: { Email: email },
        redirectPath: '/mijn-trainingen',
      });

      const session = response.cookies.find((c) => c.name === 'dm_session');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.secure).toBeFalsy();
      expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
      const hint = response.cookies.find((c) => c.name === 'dm_link_requested');
      expect(hint?.httpOnly).toBeFalsy();

      const check = isSessionValidResponseSchema.parse((await visitor.post(SESSION)).json());
      expect(check).toMatchObject({ status: 'success', user: { Email: email, Id: body.user?.Id } });
      expect(signedIn.at(-1)).toEqual({ userId: body.user?.Id, learnerId: null });

      const mails = await mailsTo(db(), email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        kind: 'activation',
        brand: 'dementievriendelijk',
        fromName: 'Dementievriendelijk Samenleven',
      });
      const { url, params } = await lastLink(db(), email);
      expect(url.origin).toBe(suite.server.runtime.context.config.brandOrigins.dementievriendelijk);
      expect(url.pathname).toBe('/auto-activate');
      expect(params).toMatchObject({ userEmail: email, redirectPath: '/mijn-trainingen' });
      expect(params.activationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mails[0]?.text).toContain(url.toString());
      expect(mails[0]?.html).toContain('lang="nl"');
      // Only the hash is stored.
      const stored = await db().execute(sql`select token_hash from auth_tokens`);
      expect(JSON.stringify(stored)).not.toContain(params.activationToken);
    });

    it('mails a login link to a known address and answers account magic link sent', async () => {
      const email = freshEmail('bekend');
      await signUp(suite.app, db(), email);
      const visitor = new Visitor(suite.app);
      await visitor.open();
      const response = await visitor.post(LOGIN, await loginBody(suite.app, email.toUpperCase()));
      const body = loginResponseSchema.parse(response.json());
      expect(body.status).toBe('account magic link sent');
      expect(body.user).toBeFalsy();
      expect(response.cookies.find((c) => c.name === 'dm_session')).toBeUndefined();
      const mails = await mailsTo(db(), email);
      expect(mails.at(-1)).toMatchObject({ kind: 'login' });
      const { params } = await lastLink(db(), email);
      const activated = activateResponseSchema.parse(
        (await visitor.post(ACTIVATE, { activationToken: params.activationToken, email })).json(),
      );
      expect(activated).toMatchObject({ status: 'success', user: { Email: email } });
      expect(isSessionValidResponseSchema.parse((await visitor.post(SESSION)).json()).status).toBe('success');
    });

    it('ignores a redirect path that leaves the site', async () => {
      const email = freshEmail('redirect');
      const visitor = new Visitor(suite.app);
      await visitor.open();
      const response = await visitor.post(
        LOGIN,
        await loginBody(suite.app, email, { RedirectPath: '//evil.example/x' }),
      );
      expect(response.json().redirectPath ?? null).toBeNull();
      expect((await lastLink(db(), email)).params.redirectPath).toBeUndefined();
    });

    it('answers 403 without the anti-forgery header, with a wrong one, and for a cross-site request', async () => {
      const visitor = new Visitor(suite.app);
      await visitor.open();
      const body = await loginBody(suite.app, freshEmail('csrf'));
      expect((await visitor.post(LOGIN, body, { csrf: false })).statusCode).toBe(403);
      expect(
        (await visitor.post(LOGIN, body, { headers: { 'x-csrf-token': 'nep' }, csrf: false })).statusCode,
      ).toBe(403);
      expect(
        (await visitor.post(LOGIN, body, { headers: { 'sec-fetch-site': 'cross-site' } })).statusCode,
      ).toBe(403);
      const stranger = new Visitor(suite.app);
      await stranger.open();
      // Another visitor's token does not match this visitor's cookie.
      expect(
        (await visitor.post(LOGIN, body, { headers: { 'x-csrf-token': stranger.csrf }, csrf: false }))
          .statusCode,
      ).toBe(403);
      for (const url of [
        LOGOUT,
        ACTIVATE,
        CHANGE_LINK,
        ANONYMIZE_LINK,
        ANONYMIZE,
        changeOwn(crypto.randomUUID(), 'a@b.nl'),
      ]) {
        expect((await visitor.post(url, {}, { csrf: false })).statusCode, url).toBe(403);
      }
      expect(
        (await visitor.post(LOGIN, body, { headers: { 'sec-fetch-site': 'same-origin' } })).statusCode,
      ).toBe(200);
    });

    it('answers 400 to a body that breaks the contract (the client counts it as error generic not authorized)', async () => {
      const visitor = new Visitor(suite.app);
      await visitor.open();
      const response = await visitor.post(LOGIN, { email: 'geen-adres' });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('bot check (ALTCHA)', () => {
    it('serves a challenge that is never cached', async () => {
      const response = await suite.app.inject({
        method: 'GET',
        url: '/api/v1/authentication/altcha-challenge',
      });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(altchaChallengeResponseSchema.parse(response.json()).salt).toMatch(/expires=\d+/);
    });

    it('refuses a missing, forged, replayed or stale solution', async () => {
      const visitor = new Visitor(suite.app);
      await visitor.open();
      const email = freshEmail('bot');
      const status = async (token: string) =>
        (await visitor.post(LOGIN, { ...(await loginBody(suite.app, email)), recaptchaToken: token })).json()
          .status;
      expect(await status('')).toBe('error recaptcha failed');
      expect(await status('-1')).toBe('error recaptcha failed');
      const solved = await solveAltcha(suite.app);
      const forged = JSON.parse(Buffer.from(solved, 'base64').toString()) as { number: number };
      forged.number += 1;
      expect(await status(Buffer.from(JSON.stringify(forged)).toString('base64'))).toBe(
        'error recaptcha failed',
      );
      expect(await status(solved)).toBe('success');
      expect(await status(solved)).toBe('error recaptcha failed'); // replayed
      const stale = await solveAltcha(suite.app);
      suite.server.clock.advance(10 * MINUTE + 1000);
      expect(await status(stale)).toBe('error recaptcha failed');
    });
  });

  describe('rate limits', () => {
    it('mails at most 5 links per address per hour', async () => {
      const email = freshEmail('vaak');
      const visitor = new Visitor(suite.app);
      await visitor.open();
      const statuses: string[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await visitor.post(LOGIN, await loginBody(suite.app, email))).json().status);
      expect(statuses).toEqual([
        'success',
        'account magic link sent',
        'account magic link sent',
        'account magic link sent',
        'account magic link sent',
        'error too many attempts',
      ]);
      expect(await mailsTo(db(), email)).toHaveLength(5);
      suite.server.clock.advance(60 * MINUTE);
      expect((await visitor.post(LOGIN, await loginBody(suite.app, email))).json().status).toBe(
        'account magic link sent',
      );
    });

    it('allows 30 login calls per IP per 10 minutes', async () => {
      const visitor = new Visitor(suite.app);
      await visitor.open();
      const body = { ...(await loginBody(suite.app, freshEmail('ip'))), recaptchaToken: 'ongeldig' };
      for (let i = 0; i < 30; i += 1)
        expect((await visitor.post(LOGIN, body)).json().status).toBe('error recaptcha failed');
      expect((await visitor.post(LOGIN, body)).json().status).toBe('error too many attempts');
      const other = new Visitor(suite.app);
      await other.open();
      expect((await other.post(LOGIN, body)).json().status).toBe('error recaptcha failed');
      suite.server.clock.advance(10 * MINUTE);
      expect((await visitor.post(LOGIN, body)).json().status).toBe('error recaptcha failed');
    });
  });
});
