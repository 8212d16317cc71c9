import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { renderedSite } from '../../test-support/site';
import { freshEmail, lastLink, loginBody, signUp, Visitor } from './test-helpers';
import { ACTIVATE, ANONYMIZE, LOGIN, MINUTE, SESSION, useAuthSuite } from './test-suite';

describe.each(testBackends())('auth on $name', (backend) => {
  const { suite, db, linkAskedForKnownAddress } = useAuthSuite(backend);

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
});
