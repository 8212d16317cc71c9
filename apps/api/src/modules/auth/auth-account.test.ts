import { changeOwnEmailResponseSchema, magicLinkResponseSchema } from '@dementie/api-client';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { sessions, users } from './schema';
import { freshEmail, lastLink, loginBody, mailsTo, signUp, Visitor } from './test-helpers';
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
  const { suite, db } = useAuthSuite(backend);

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
});
