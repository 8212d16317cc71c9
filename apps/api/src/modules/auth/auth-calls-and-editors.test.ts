import { isEditorResponseSchema, isSessionValidResponseSchema } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { useSecondApp } from '../../test-support/suite';
import { mailModule } from '../mail';
import { ALTCHA_MAX_NUMBER, authModule, setEditorRole } from '.';
import { changeEditorRole } from './editor';
import { fakeSiteRoot, freshEmail, lastLink, loginBody, mailsTo, signUp, Visitor } from './test-helpers';
import { ACTIVATE, ANONYMIZE, changeOwn, LOGIN, LOGOUT, SESSION, useAuthSuite } from './test-suite';

describe.each(testBackends())('auth on $name', (backend) => {
  const { suite, db } = useAuthSuite(backend);

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
