import {
  activateResponseSchema,
  altchaChallengeResponseSchema,
  changeOwnEmailResponseSchema,
  isEditorResponseSchema,
  isSessionValidResponseSchema,
  loginResponseSchema,
  magicLinkResponseSchema,
} from '@dementie/api-client';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { renderedSite } from '../../test-support/site';
import { useSecondApp, useTestApp } from '../../test-support/suite';
import { mailModule } from '../mail';
import { ALTCHA_MAX_NUMBER, authModule, createAuthModule, setEditorRole } from '.';
import { changeEditorRole } from './editor';
import { sessions, users } from './schema';
import {
  fakeSiteRoot,
  freshEmail,
  lastLink,
  loginBody,
  mailsTo,
  signUp,
  solveAltcha,
  Visitor,
} from './test-helpers';

const LOGIN = '/api/v1/authentication/login';
const SESSION = '/api/v1/authentication/IsSessionValid';
const LOGOUT = '/api/v1/authentication/logout';
const ACTIVATE = '/api/v1/authentication/activate';
const CHANGE_LINK = '/api/v1/authentication/change-email-from-magiclink';
const ANONYMIZE_LINK = '/api/v1/authentication/anonymize-user-from-magiclink';
const ANONYMIZE = '/api/v1/authentication/anonymize-account';
const changeOwn = (userId: string, email: string) =>
  `/api/v1/authentication/change-own-email/${userId}/${encodeURIComponent(email)}`;

const MINUTE = 60_000;

describe.each(testBackends())('auth on $name', (backend) => {
  const signedIn: { userId: string; learnerId: string | null }[] = [];
  const suite = useTestApp(backend, {
    // Small ALTCHA work keeps the suite fast; the https suite below checks the product's default.
    modules: [createAuthModule({ altchaMaxNumber: 2000 }), mailModule],
    prepare: (server) =>
      server.runtime.context.events.on('user.signedIn', (event) => {
        signedIn.push(event);
      }),
    app: { site: { brand: 'dementievriendelijk', root: fakeSiteRoot() } },
  });
  // Every test starts a fresh hour, so the per-address and per-IP windows of one test never
  // reach into the next.
  beforeEach(() => suite.server.clock.advance(61 * MINUTE));

  const db = () => suite.db;

  /** A signed-up address, and a new browser that asked for its login link. */
  async function linkAskedForKnownAddress(label: string) {
    const email = freshEmail(label);
    await signUp(suite.app, db(), email);
    const visitor = new Visitor(suite.app);
    await visitor.open();
    await visitor.post(LOGIN, await loginBody(suite.app, email));
    return { email, visitor };
  }

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

  describe('links', () => {
    it('uses a token once, refuses unknown, wrong-address and wrong-purpose tokens', async () => {
      const email = freshEmail('eenmalig');
      const visitor = await signUp(suite.app, db(), email);
      const other = new Visitor(suite.app);
      await other.open();
      await other.post(LOGIN, await loginBody(suite.app, email));
      const { params } = await lastLink(db(), email);
      const invalid = { status: 'error token not valid' };
      expect((await other.post(ACTIVATE, { activationToken: 'x'.repeat(43), email })).json()).toEqual(
        invalid,
      );
      expect(
        (
          await other.post(ACTIVATE, { activationToken: params.activationToken, email: 'ander@voorbeeld.nl' })
        ).json(),
      ).toEqual(invalid);
      // An anonymize token is no login token.
      await visitor.post(ANONYMIZE);
      const anonymizeToken = (await lastLink(db(), email)).params.activationToken;
      expect((await other.post(ACTIVATE, { activationToken: anonymizeToken, email })).json()).toEqual(
        invalid,
      );
      expect(
        (await other.post(ACTIVATE, { activationToken: params.activationToken, email })).json().status,
      ).toBe('success');
      expect((await other.post(ACTIVATE, { activationToken: params.activationToken, email })).json()).toEqual(
        invalid,
      );
    });

    it('lets exactly one of two simultaneous requests use a link', async () => {
      const email = freshEmail('tegelijk');
      await signUp(suite.app, db(), email);
      const a = new Visitor(suite.app);
      const b = new Visitor(suite.app);
      await Promise.all([a.open(), b.open()]);
      await a.post(LOGIN, await loginBody(suite.app, email));
      const { params } = await lastLink(db(), email);
      const answers = await Promise.all(
        [a, b].map((v) => v.post(ACTIVATE, { activationToken: params.activationToken, email })),
      );
      expect(answers.map((r) => r.json().status).sort()).toEqual(['error token not valid', 'success']);
    });

    it('never uses a token on GET or HEAD of the link (the page only POSTs)', async () => {
      const { email, visitor } = await linkAskedForKnownAddress('scanner');
      const { url, params } = await lastLink(db(), email);
      const scanner = new Visitor(suite.app);
      const get = await scanner.request('GET', `${url.pathname}${url.search}`);
      expect(get.statusCode).toBe(200);
      expect(get.headers['content-type']).toContain('text/html');
      expect((await scanner.request('HEAD', `${url.pathname}${url.search}`)).statusCode).toBe(200);
      expect((await scanner.post(SESSION)).json().status).toBe('invalid');
      // The same-browser hint is only in the browser that asked.
      expect(scanner.cookies.has('dm_link_requested')).toBe(false);
      expect(visitor.cookies.get('dm_link_requested')).toBe('1');
      expect(
        (await visitor.post(ACTIVATE, { activationToken: params.activationToken, email })).json().status,
      ).toBe('success');
    });

    it('makes older unused links of the same purpose stop working', async () => {
      const { email, visitor } = await linkAskedForKnownAddress('nieuwste');
      const first = (await lastLink(db(), email)).params.activationToken;
      await visitor.post(LOGIN, await loginBody(suite.app, email));
      const second = (await lastLink(db(), email)).params.activationToken;
      expect((await visitor.post(ACTIVATE, { activationToken: first, email })).json().status).toBe(
        'error token not valid',
      );
      expect((await visitor.post(ACTIVATE, { activationToken: second, email })).json().status).toBe(
        'success',
      );
    });

    it.each([
      ['login', 15 * MINUTE],
      ['activation', 24 * 60 * MINUTE],
    ] as const)('a %s link works until its lifetime ends', async (kind, lifetime) => {
      const tokenAt = async (email: string) => {
        const visitor = new Visitor(suite.app);
        await visitor.open();
        await visitor.post(LOGIN, await loginBody(suite.app, email));
        return { visitor, token: (await lastLink(db(), email)).params.activationToken ?? '' };
      };
      const email = freshEmail(kind);
      if (kind === 'login') await signUp(suite.app, db(), email);
      const early = await tokenAt(email);
      suite.server.clock.advance(lifetime - 1000);
      expect(
        (await early.visitor.post(ACTIVATE, { activationToken: early.token, email })).json().status,
      ).toBe('success');
      const late = kind === 'login' ? await tokenAt(email) : await tokenAt(freshEmail('laat'));
      const lateEmail = (await late.visitor.post(SESSION)).json().user?.Email ?? email;
      suite.server.clock.advance(lifetime);
      expect(
        (await late.visitor.post(ACTIVATE, { activationToken: late.token, email: lateEmail })).json().status,
      ).toBe('error token not valid');
    });
  });

  describe('the /logout page without scripts (spec 1 §2, §7)', () => {
    /**
     * A built site whose server render of /logout is the logout screen's form as the site renders it
     * (packages/site render test): the anti-forgery field marked for the server to fill.
     */
    function logoutSite() {
      return renderedSite(`export async function render(request) {
  const url = new URL(request.url);
  const redirect = url.searchParams.get('redirect') ?? '/';
  return { kind: 'html', status: 200, headHtml: '<title>Uitloggen</title>',
    appHtml: '<form class="au-actions" action="/logout" method="post"><input type="hidden" data-page-field="" name="csrf"/>'
      + '<input type="hidden" name="redirect" value="' + redirect + '"/><button type="submit">Uitloggen</button></form>' };
}`);
    }

    let site: FastifyInstance;
    beforeAll(async () => {
      site = await suite.server.runtime.buildApp({ site: { brand: 'dementievriendelijk', ...logoutSite() } });
    });
    afterAll(async () => {
      await site?.close();
    });

    /** A signed-in visitor on the rendered site, with the /logout page's form field read. */
    async function onLogoutPage(url = '/logout?redirect=/trainingen') {
      const account = await signUp(suite.app, db(), freshEmail('uitloggen'));
      const visitor = new Visitor(site);
      for (const [name, value] of account.cookies) visitor.cookies.set(name, value);
      const page = await visitor.open(url);
      const field = /<input type="hidden" data-page-field="" name="csrf" value="([^"]+)"\/>/.exec(
        page.body,
      )?.[1];
      return { visitor, page, field };
    }
    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      csrf: false,
    });

    it('opening the page logs nobody out; its form carries the visitor’s anti-forgery token', async () => {
      const { visitor, page, field } = await onLogoutPage();
      expect(page.statusCode).toBe(200);
      expect(field).toBe(visitor.csrf);
      expect((await visitor.post(SESSION)).json().status).toBe('success');
    });

    it('posting the form ends the session and answers 303 to the redirect', async () => {
      const { visitor, field } = await onLogoutPage();
      const response = await visitor.request(
        'POST',
        '/logout',
        form({ csrf: field ?? '', redirect: '/trainingen' }),
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/trainingen');
      expect(response.cookies.find((c) => c.name === 'dm_session')?.value).toBe('');
      expect((await visitor.post(SESSION)).json().status).toBe('invalid');
    });

    it('goes to / without a redirect, and never to another site', async () => {
      for (const redirect of [
        undefined,
        '//elders.example/x',
        'https://elders.example/',
        '/\\elders.example',
      ]) {
        const { visitor, field } = await onLogoutPage('/logout');
        const fields: Record<string, string> = { csrf: field ?? '' };
        if (redirect !== undefined) fields.redirect = redirect;
        const response = await visitor.request('POST', '/logout', form(fields));
        expect(response.statusCode, String(redirect)).toBe(303);
        expect(response.headers.location).toBe('/');
      }
    });

    it('refuses a forged form: the session stays and the page says it went wrong', async () => {
      const { visitor, field } = await onLogoutPage();
      const forged = [
        form({ redirect: '/trainingen' }),
        form({ csrf: 'x'.repeat(field?.length ?? 10), redirect: '/trainingen' }),
        {
          ...form({ csrf: field ?? '', redirect: '/trainingen' }),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'cross-site',
          },
        },
      ];
      for (const attempt of forged) {
        const response = await visitor.request('POST', '/logout', attempt);
        expect(response.statusCode).toBe(303);
        // Another site's form is refused before its fields are read: the page without its redirect.
        const crossSite = attempt.headers['sec-fetch-site'] === 'cross-site';
        expect(response.headers.location).toBe(
          crossSite ? '/logout?fout=1' : '/logout?redirect=%2Ftrainingen&fout=1',
        );
        expect((await visitor.post(SESSION)).json().status).toBe('success');
      }
    });
  });

  describe('sessions', () => {
    it('gives a new session id at every login and ends it on the server at logout', async () => {
      const email = freshEmail('sessie');
      const visitor = await signUp(suite.app, db(), email);
      const before = visitor.cookies.get('dm_session');
      await visitor.post(LOGIN, await loginBody(suite.app, email));
      await visitor.post(ACTIVATE, {
        activationToken: (await lastLink(db(), email)).params.activationToken,
        email,
      });
      const after = visitor.cookies.get('dm_session');
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      const stolen = new Visitor(suite.app);
      stolen.cookies.set('dm_session', before ?? '');
      expect((await stolen.post(SESSION)).json().status).toBe('invalid');

      const copy = new Visitor(suite.app);
      copy.cookies.set('dm_session', after ?? '');
      const logout = await visitor.post(LOGOUT);
      expect(logout.json()).toEqual({ status: 'success' });
      expect(logout.cookies.find((c) => c.name === 'dm_session')?.value).toBe('');
      expect((await copy.post(SESSION)).json().status).toBe('invalid');
    });

    it('keeps a readable signed-in hint beside the session: set at sign-in, kept in step by the session check, cleared at logout', async () => {
      const email = freshEmail('hint');
      const visitor = await signUp(suite.app, db(), email);
      expect(visitor.cookies.get('dm_signed_in')).toBe('1');
      // A session without the hint (one from before it existed) gets it at the next check.
      visitor.cookies.delete('dm_signed_in');
      const check = await visitor.post(SESSION);
      expect(check.json().status).toBe('success');
      const hint = check.cookies.find((c) => c.name === 'dm_signed_in');
      expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
      // Readable by the page's first script.
      expect(hint?.httpOnly).toBeFalsy();
      // A hint without a session (it ended elsewhere) is taken away at the next check.
      const stale = new Visitor(suite.app);
      stale.cookies.set('dm_signed_in', '1');
      stale.cookies.set('dm_session', 'no-such-session');
      expect((await stale.post(SESSION)).json().status).toBe('invalid');
      expect(stale.cookies.has('dm_signed_in')).toBe(false);
      await visitor.post(LOGOUT);
      expect(visitor.cookies.has('dm_signed_in')).toBe(false);
      expect(visitor.cookies.has('dm_session')).toBe(false);
    });

    it('ends a session after 30 idle days and after 90 days in any case', async () => {
      const email = freshEmail('idle');
      const idle = await signUp(suite.app, db(), email);
      suite.server.clock.advance(29 * 24 * 60 * MINUTE);
      expect((await idle.post(SESSION)).json().status).toBe('success');
      suite.server.clock.advance(29 * 24 * 60 * MINUTE);
      expect((await idle.post(SESSION)).json().status).toBe('success'); // touched 29 days ago
      suite.server.clock.advance(30 * 24 * 60 * MINUTE);
      expect((await idle.post(SESSION)).json().status).toBe('invalid');

      const active = await signUp(suite.app, db(), freshEmail('actief'));
      for (let day = 0; day < 89; day += 7) {
        suite.server.clock.advance(7 * 24 * 60 * MINUTE);
        if (day + 7 < 90) expect((await active.post(SESSION)).json().status).toBe('success');
      }
      suite.server.clock.advance(2 * 24 * 60 * MINUTE);
      expect((await active.post(SESSION)).json().status).toBe('invalid');
    });

    it('ends sessions opened for an address before its owner proved it', async () => {
      const email = freshEmail('kaper');
      const squatter = new Visitor(suite.app);
      await squatter.open();
      expect((await squatter.post(LOGIN, await loginBody(suite.app, email))).json().status).toBe('success');
      const owner = new Visitor(suite.app);
      await owner.open();
      const { params } = await lastLink(db(), email);
      expect(
        (await owner.post(ACTIVATE, { activationToken: params.activationToken, email })).json().status,
      ).toBe('success');
      expect((await squatter.post(SESSION)).json().status).toBe('invalid');
      expect((await owner.post(SESSION)).json().status).toBe('success');
    });
  });

  describe('change e-mail', () => {
    it('mails a link to the new address and a notice to the old one; the link changes the address', async () => {
      const email = freshEmail('oud');
      const newEmail = freshEmail('nieuw');
      const visitor = await signUp(suite.app, db(), email);
      const userId = (await visitor.post(SESSION)).json().user.Id as string;
      const answer = changeOwnEmailResponseSchema.parse(
        (await visitor.post(changeOwn(userId, newEmail))).json(),
      );
      expect(answer).toEqual({ Status: 'success' });
      expect((await mailsTo(db(), email)).at(-1)).toMatchObject({ kind: 'change-email-notice', link: null });
      const { url, params } = await lastLink(db(), newEmail);
      expect(url.pathname).toBe('/change-email');
      expect(params).toMatchObject({ userId, redirectPath: '/account-gegevens' });

      // Another browser (not signed in) and another account: not authorized, the link stays usable.
      const stranger = new Visitor(suite.app);
      await stranger.open();
      const body = { activationToken: params.activationToken, userId };
      expect(magicLinkResponseSchema.parse((await stranger.post(CHANGE_LINK, body)).json())).toEqual({
        status: 'not authorized',
      });
      const someoneElse = await signUp(suite.app, db(), freshEmail('ander'));
      expect((await someoneElse.post(CHANGE_LINK, body)).json()).toEqual({ status: 'not authorized' });
      expect((await visitor.post(CHANGE_LINK, { ...body, userId: crypto.randomUUID() })).json()).toEqual({
        status: 'error token not valid',
      });

      const changed = magicLinkResponseSchema.parse((await visitor.post(CHANGE_LINK, body)).json());
      expect(changed).toMatchObject({ status: 'success', user: { Email: newEmail, Id: userId } });
      expect((await visitor.post(CHANGE_LINK, body)).json()).toEqual({ status: 'error token not valid' });
      expect((await visitor.post(SESSION)).json().user.Email).toBe(newEmail);
    });

    it('answers not authorized, 409 for the current address and error too many attempts', async () => {
      const email = freshEmail('wijzig');
      const visitor = await signUp(suite.app, db(), email);
      const userId = (await visitor.post(SESSION)).json().user.Id as string;
      const stranger = new Visitor(suite.app);
      await stranger.open();
      expect((await stranger.post(changeOwn(userId, freshEmail('x')))).json()).toEqual({
        Status: 'not authorized',
      });
      expect((await visitor.post(changeOwn(crypto.randomUUID(), freshEmail('x')))).json()).toEqual({
        Status: 'not authorized',
      });
      // The current address is not invalid: a 409 with its own reason (decision 0033), and no mail.
      const mailsBefore = (await mailsTo(db(), email)).length;
      const same = await visitor.post(changeOwn(userId, email.toUpperCase()));
      expect(same.statusCode).toBe(409);
      expect(same.json()).toEqual({
        error: 'same email',
        reason: 'the new address is already the address of this account',
      });
      expect(await mailsTo(db(), email)).toHaveLength(mailsBefore);
      // An address the contract refuses never reaches the handler.
      expect((await visitor.post(changeOwn(userId, 'naam@localhost'))).statusCode).toBe(400);
      const target = freshEmail('doel');
      for (let i = 0; i < 5; i += 1)
        expect((await visitor.post(changeOwn(userId, target))).json().Status).toBe('success');
      expect((await visitor.post(changeOwn(userId, target))).json()).toEqual({
        Status: 'error too many attempts',
      });
    });

    it('never tells that an address has an account: its owner gets a notice instead of a link', async () => {
      const taken = freshEmail('bezet');
      await signUp(suite.app, db(), taken);
      const visitor = await signUp(suite.app, db(), freshEmail('vrager'));
      const userId = (await visitor.post(SESSION)).json().user.Id as string;
      expect((await visitor.post(changeOwn(userId, taken))).json()).toEqual({ Status: 'success' });
      expect((await mailsTo(db(), taken)).at(-1)).toMatchObject({ kind: 'change-email-taken', link: null });
    });

    it('a change-e-mail link works for one hour', async () => {
      const visitor = await signUp(suite.app, db(), freshEmail('uur'));
      const userId = (await visitor.post(SESSION)).json().user.Id as string;
      const newEmail = freshEmail('uurnieuw');
      await visitor.post(changeOwn(userId, newEmail));
      const { params } = await lastLink(db(), newEmail);
      suite.server.clock.advance(60 * MINUTE);
      expect(
        (await visitor.post(CHANGE_LINK, { activationToken: params.activationToken, userId })).json(),
      ).toEqual({
        status: 'error token not valid',
      });
    });
  });

  describe('anonymize', () => {
    it('needs a signed-in visitor to ask, and a link that works for one hour', async () => {
      const stranger = new Visitor(suite.app);
      await stranger.open();
      expect((await stranger.post(ANONYMIZE)).statusCode).toBe(401);
      const email = freshEmail('uurweg');
      const visitor = await signUp(suite.app, db(), email);
      const userId = (await visitor.post(SESSION)).json().user.Id as string;
      await visitor.post(ANONYMIZE);
      const early = (await lastLink(db(), email)).params;
      suite.server.clock.advance(59 * MINUTE);
      await visitor.post(ANONYMIZE);
      const late = (await lastLink(db(), email)).params;
      // The newer link replaced the older one.
      expect(
        (await visitor.post(ANONYMIZE_LINK, { activationToken: early.activationToken, userId })).json()
          .status,
      ).toBe('error token not valid');
      suite.server.clock.advance(60 * MINUTE);
      expect(
        (await visitor.post(ANONYMIZE_LINK, { activationToken: late.activationToken, userId })).json(),
      ).toEqual({
        status: 'error token not valid',
      });
    });

    it('erases the person: no trace of the address in any table, sessions and mails gone', async () => {
      const email = freshEmail('wissen');
      const newEmail = freshEmail('wissennieuw');
      const visitor = await signUp(suite.app, db(), email);
      const phone = new Visitor(suite.app);
      await phone.open();
      await phone.post(LOGIN, await loginBody(suite.app, email));
      await phone.post(ACTIVATE, {
        activationToken: (await lastLink(db(), email)).params.activationToken,
        email,
      });
      const userId = (await visitor.post(SESSION)).json().user.Id as string;
      await visitor.post(changeOwn(userId, newEmail));
      const anonymize = await visitor.post(ANONYMIZE);
      expect(anonymize.json()).toEqual({ status: 'success' });
      const { url, params } = await lastLink(db(), email);
      expect(url.pathname).toBe('/anonymize-user');
      expect(params.userId).toBe(userId);
      const body = { activationToken: params.activationToken, userId };
      const stranger = new Visitor(suite.app);
      await stranger.open();
      expect((await stranger.post(ANONYMIZE_LINK, body)).json()).toEqual({ status: 'not authorized' });

      const answer = await visitor.post(ANONYMIZE_LINK, body);
      expect(magicLinkResponseSchema.parse(answer.json())).toEqual({ status: 'success' });
      expect(answer.cookies.find((c) => c.name === 'dm_session')?.value).toBe('');
      expect((await visitor.post(SESSION)).json().status).toBe('invalid');
      expect((await phone.post(SESSION)).json().status).toBe('invalid');
      expect((await visitor.post(ANONYMIZE_LINK, body)).json().status).toBe('error token not valid');

      const tables = (await db().execute(
        sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      )) as unknown as { rows?: { table_name: string }[] } | { table_name: string }[];
      const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((row) => row.table_name);
      expect(names).toContain('auth_users');
      expect(names).toContain('mail_outbox');
      for (const name of names) {
        for (const needle of [email, newEmail]) {
          const found = (await db().execute(
            sql`select count(*)::int as n from ${sql.identifier(name)} t where row_to_json(t)::text ilike ${`%${needle}%`}`,
          )) as unknown as { rows?: { n: number }[] } | { n: number }[];
          const n = (Array.isArray(found) ? found : (found.rows ?? []))[0]?.n;
          expect(n, `${name} holds ${needle}`).toBe(0);
        }
      }
      const [row] = await db().select().from(users).where(eq(users.id, userId));
      expect(row).toMatchObject({ email: null });
      expect(row?.anonymizedAt).toBeInstanceOf(Date);
      expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    });
  });

  describe('calls without payload (spec 1 §7)', () => {
    // IsSessionValid, logout and anonymize-account carry no payload, change-own-email only a JSON
    // content type: a browser or proxy that adds a JSON content type to an empty body changes nothing.
    // Any other type is refused, empty or not (decision 0093): text/plain
    // and forms are what another site's page can send without a preflight.
    const json = { 'content-type': 'application/json' };
    const emptyBodies = [
      { label: 'no body and no content type', options: {} },
      { label: 'an empty body with content-type application/json', options: { payload: '', headers: json } },
      {
        label: 'an empty body with content-type application/json; charset=utf-8',
        options: { payload: '', headers: { 'content-type': 'application/json; charset=utf-8' } },
      },
    ];
    const otherTypes = ['text/plain', 'application/x-www-form-urlencoded'];

    it.each(emptyBodies)('gives the normal answers to $label', async ({ options }) => {
      const email = freshEmail('leeg');
      const visitor = await signUp(suite.app, db(), email);
      const session = await visitor.request('POST', SESSION, options);
      expect(session.statusCode).toBe(200);
      const check = isSessionValidResponseSchema.parse(session.json());
      expect(check).toMatchObject({ status: 'success', user: { Email: email } });

      const change = await visitor.request(
        'POST',
        changeOwn(check.user?.Id ?? '', freshEmail('leegnieuw')),
        options,
      );
      expect(change.statusCode).toBe(200);
      expect(change.json()).toEqual({ Status: 'success' });

      const anonymize = await visitor.request('POST', ANONYMIZE, options);
      expect(anonymize.statusCode).toBe(200);
      expect(anonymize.json()).toEqual({ status: 'success' });
      expect((await mailsTo(db(), email)).at(-1)).toMatchObject({ kind: 'anonymize' });

      const logout = await visitor.request('POST', LOGOUT, options);
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ status: 'success' });
      const after = await visitor.request('POST', SESSION, options);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({ status: 'invalid' });
    });

    it.each(otherTypes)('answers 415 with a reason to an empty body with content-type %s', async (type) => {
      const visitor = await signUp(suite.app, db(), freshEmail('leegander'));
      for (const url of [SESSION, ANONYMIZE, LOGOUT]) {
        const response = await visitor.request('POST', url, {
          payload: '',
          headers: { 'content-type': type },
        });
        expect(response.statusCode, url).toBe(415);
        expect(response.json().reason, url).toContain('application/json');
      }
      expect((await visitor.post(SESSION)).json().status).toBe('success');
    });

    it('still answers 400 with a reason to a call that needs a body and gets none', async () => {
      const visitor = new Visitor(suite.app);
      await visitor.open();
      for (const { options } of emptyBodies) {
        const response = await visitor.request('POST', ACTIVATE, options);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'bad request',
          reason: expect.stringMatching(/body/i),
        });
      }
      // A body of a type no call reads is refused as such, not taken for an empty one.
      const form = await visitor.request('POST', ACTIVATE, {
        payload: 'email=a%40b.nl',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.statusCode).toBe(415);
      expect(form.json()).toMatchObject({ reason: expect.stringContaining('application/json') });
    });
  });

  describe('editors', () => {
    it('is-editor is false until the command line tool grants the role', async () => {
      const email = freshEmail('redacteur');
      const visitor = await signUp(suite.app, db(), email);
      const ask = async () =>
        isEditorResponseSchema.parse(
          (await visitor.request('GET', '/api/v1/authentication/is-editor')).json(),
        );
      expect(await ask()).toEqual({ IsEditor: false });
      expect(await setEditorRole(db(), email.toUpperCase(), true)).toBe(true);
      expect(await ask()).toEqual({ IsEditor: true });
      expect(await setEditorRole(db(), 'niemand@voorbeeld.nl', true)).toBe(false);
      const guest = new Visitor(suite.app);
      expect(
        isEditorResponseSchema.parse((await guest.request('GET', '/api/v1/authentication/is-editor')).json()),
      ).toEqual({
        IsEditor: false,
      });
    });
  });

  describe('the editor role on the command line (decision 0012)', () => {
    it('is granted only to an activated account, and shows in the session answer', async () => {
      const typedOnly = freshEmail('getypt');
      const stranger = new Visitor(suite.app);
      await stranger.open();
      const login = await stranger.post(
        '/api/v1/authentication/login',
        await loginBody(suite.app, typedOnly),
      );
      expect(login.json().status).toBe('success');
      // The address was only typed into the login form: its owner never opened the mail.
      expect(await changeEditorRole(db(), typedOnly, true)).toBe('not activated');
      expect(await changeEditorRole(db(), 'niemand@voorbeeld.nl', true)).toBe('no account');

      const email = freshEmail('echte-redacteur');
      const editor = await signUp(suite.app, db(), email);
      const session = async () => (await editor.post('/api/v1/authentication/IsSessionValid', {})).json();
      expect((await session()).user).not.toHaveProperty('IsEditor');
      expect(await changeEditorRole(db(), email, true)).toBe('granted');
      expect((await session()).user).toMatchObject({ Email: email, IsEditor: true });
      expect(await changeEditorRole(db(), email, false)).toBe('revoked');
      expect((await session()).user).not.toHaveProperty('IsEditor');
    });
  });

  describe('over https', () => {
    // Another process on the same database, configured for https origins (a public deployment).
    const secure = useSecondApp(suite, {
      modules: [authModule, mailModule],
      config: {
        brandOrigins: {
          dementie: 'https://dementie.example',
          dementievriendelijk: 'https://dv.example',
          alzheimer: 'https://alzheimer.example',
        },
      },
      app: { site: { brand: 'alzheimer', root: fakeSiteRoot() } },
    });

    it('makes the session and anti-forgery cookies Secure with the __Host- prefix, and links on the https origin', async () => {
      const visitor = new Visitor(secure.app);
      const page = await visitor.open();
      expect(page.cookies.find((c) => c.name === '__Host-dm_csrf')).toMatchObject({
        secure: true,
        httpOnly: true,
        path: '/',
      });
      const email = freshEmail('veilig');
      const response = await visitor.post(LOGIN, await loginBody(secure.app, email));
      expect(response.json().status).toBe('success');
      const session = response.cookies.find((c) => c.name === '__Host-dm_session');
      expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.domain).toBeUndefined();
      expect(response.cookies.find((c) => c.name === 'dm_link_requested')?.secure).toBe(true);
      expect((await lastLink(db(), email)).url.origin).toBe('https://alzheimer.example');
      // The product's ALTCHA work, not the small one of this suite.
      const challenge = await secure.app.inject({
        method: 'GET',
        url: '/api/v1/authentication/altcha-challenge',
      });
      expect(challenge.json().maxnumber).toBe(ALTCHA_MAX_NUMBER);
    });
  });
});
