import { cookieName, type SiteCookieId, siteCookieIds, siteCookies } from '@dementie/api-client';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAuthModule } from '../modules/auth';
import { fakeSiteRoot, loginBody, Visitor } from '../modules/auth/test-helpers';
import { createElearningModule } from '../modules/elearning';
import { testCourse } from '../modules/elearning/test-fixtures';
import { mailModule } from '../modules/mail';
import { testBackends } from '../test-support/backends';
import { useTestApp } from '../test-support/suite';

type SetCookie = LightMyRequestResponse['cookies'][number];

const httpsOrigins = {
  dementie: 'https://dementie.example',
  dementievriendelijk: 'https://dv.example',
  alzheimer: 'https://alzheimer.example',
};

/**
 * The cookie statement (spec 1 §2: /cookies) shows api-client's cookie list. Whatever the server
 * really sets on a visit (a page, a training as a guest, a login, a cookie choice, a logout) must be
 * in that list, under the listed name, with the listed lifetime and HttpOnly flag.
 */
describe.each(testBackends())('the cookies the server sets, on $name', (backend) => {
  // Decision 0010: Secure and `__Host-` follow the brand's own origin, not the other brands'.
  const mixedHttp = { ...httpsOrigins, dementie: 'http://staging.dementie.example' };
  const mixedHttps = {
    dementie: 'https://dementie.example',
    dementievriendelijk: 'http://dv.staging.example',
    alzheimer: 'http://alzheimer.staging.example',
  };
  describe.each([
    { label: 'http', secure: false, origins: undefined },
    { label: 'https', secure: true, origins: httpsOrigins },
    { label: 'an http brand origin while the other brands are https', secure: false, origins: mixedHttp },
    { label: 'an https brand origin while the other brands are http', secure: true, origins: mixedHttps },
  ])('over $label', ({ secure, origins }) => {
    const suite = useTestApp(backend, {
      modules: [
        createAuthModule({ altchaMaxNumber: 2000 }),
        mailModule,
        createElearningModule({ trainings: [testCourse] }),
      ],
      ...(origins ? { config: { brandOrigins: origins } } : {}),
      app: {
        site: {
          brand: 'dementie',
          root: fakeSiteRoot(),
          origin: origins ? origins.dementie : 'http://127.0.0.1:4900',
        },
      },
    });

    /** Every Set-Cookie of one visit. */
    async function visit(): Promise<SetCookie[]> {
      const seen: SetCookie[] = [];
      const visitor = new Visitor(suite.app);
      const keep = (response: LightMyRequestResponse) => {
        seen.push(...response.cookies);
        return response;
      };
      keep(await visitor.open('/'));
      const run = keep(await visitor.post('/api/elearning/StartRun', { CourseId: testCourse.id }));
      expect(run.statusCode, run.body).toBe(200);
      const login = keep(
        await visitor.post('/api/v1/authentication/login', await loginBody(suite.app, 'koek@voorbeeld.nl')),
      );
      expect(login.json().status).toBe('success');
      const choice = keep(
        await visitor.request('POST', '/cookie-keuze', {
          payload: 'keuze=accepteren&terug=%2F',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
      expect(choice.statusCode).toBe(303);
      const logout = keep(await visitor.post('/api/v1/authentication/logout'));
      expect(logout.statusCode).toBe(200);
      return seen;
    }

    const listed = (name: string): SiteCookieId | undefined =>
      siteCookieIds.find((id) => cookieName(siteCookies[id], secure) === name);
    const isClearing = (cookie: SetCookie) =>
      cookie.value === '' ||
      cookie.maxAge === 0 ||
      (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now());

    it('sets only listed cookies, each with the listed name, lifetime and flags', async () => {
      const seen = await visit();
      const set = seen.filter((cookie) => !isClearing(cookie));
      for (const cookie of set) {
        const id = listed(cookie.name);
        expect(id, `${cookie.name} is not in api-client's siteCookies`).toBeDefined();
        if (!id) continue;
        const entry = siteCookies[id];
        expect(cookie.maxAge, cookie.name).toBe(entry.maxAgeSeconds ?? undefined);
        expect(cookie.expires, cookie.name).toBeUndefined();
        expect(Boolean(cookie.httpOnly), cookie.name).toBe(entry.httpOnly);
        expect(Boolean(cookie.secure), cookie.name).toBe(secure);
        expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
      }
      // Every cookie the statement lists is one the server really sets on such a visit.
      expect(new Set(set.map((cookie) => listed(cookie.name)))).toEqual(new Set(siteCookieIds));
      // Logging out clears listed cookies too (the session and its signed-in hint), under their listed names.
      const cleared = seen.filter(isClearing).map((cookie) => cookie.name);
      expect(cleared).toEqual([
        cookieName(siteCookies.session, secure),
        cookieName(siteCookies.signedIn, secure),
      ]);
    });
  });
});
