import { describe, expect, it } from 'vitest';
import { loaded } from './async-result.js';
import { createApiClient } from './client.js';
import { ANTI_FORGERY_HEADER } from './contracts/auth.js';
import { fixtures } from './fixtures/index.js';
import { ANTI_FORGERY_TOKEN_PATH, BRAND_HEADER } from './http.js';
import { BASE, clientAnswering, value } from './test-support/client.js';
import { fakeFetch, json } from './test-support/fake-fetch.js';

describe('authentication calls (spec 1 §7)', () => {
  it('login posts the spec fields and maps the answer', async () => {
    const { client, requests } = clientAnswering(fixtures.login.response);
    const result = await client.login({
      email: 'sanne@example.nl',
      newsletter: true,
      recaptchaToken: 'tok',
      redirectPath: '/mijn-trainingen',
      fromLoginPage: true,
    });
    expect(value(result)).toEqual({ status: 'account magic link sent', redirectPath: '/mijn-trainingen' });
    const [request] = requests;
    expect(request?.url).toBe(`${BASE}/api/v1/authentication/login`);
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      ...fixtures.login.request.body,
      recaptchaToken: 'tok',
    });
  });

  it.each([400, 401, 403, 429, 500])(
    'login counts a non-ok answer (%i) as error generic not authorized',
    async (status) => {
      const { client } = clientAnswering({ message: 'nope' }, status);
      const result = await client.login({ email: 'a@b.nl', newsletter: false, recaptchaToken: 't' });
      expect(result).toEqual(loaded({ status: 'error generic not authorized' }));
    },
  );

  it('IsSessionValid: success with a user is logged in', async () => {
    const { client, requests } = clientAnswering(fixtures.isSessionValid.response);
    expect(value(await client.isSessionValid())).toEqual({
      loggedIn: true,
      user: {
        email: 'sanne@example.nl',
        created: '2025-04-02T08:15:00Z',
        id: '6f1c2b1e-4a0d-4c55-9a57-0d3e0a3b9c11',
        analyticsId: 'q3Vt0mX8b2Yc1LkZpA9fWg',
      },
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).toBeUndefined();
  });

  it.each(['invalid', 'error generic not authorized'])(
    "IsSessionValid: '%s' means logged out",
    async (status) => {
      const { client } = clientAnswering({ status, user: fixtures.isSessionValid.response.user });
      expect(value(await client.isSessionValid())).toEqual({ loggedIn: false });
    },
  );

  it('logout ignores the answer body, even an empty one', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch });
    expect(await client.logout()).toEqual(loaded(undefined));
    expect(fake.requests[0]?.url).toBe(`${BASE}/api/v1/authentication/logout`);
  });

  it('activate maps status and user', async () => {
    const { client, requests } = clientAnswering(fixtures.activate.response);
    const result = value(await client.activate(fixtures.activate.request.body));
    expect(result.status).toBe('success');
    expect(result.user?.email).toBe('sanne@example.nl');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(fixtures.activate.request.body);
  });

  it('change-email and anonymize magic links pass not authorized through', async () => {
    const { client, requests } = clientAnswering(fixtures.changeEmailFromMagicLink.response);
    expect(
      value(await client.changeEmailFromMagicLink(fixtures.changeEmailFromMagicLink.request.body)),
    ).toEqual({
      status: 'not authorized',
    });
    expect(
      value(await client.anonymizeUserFromMagicLink(fixtures.changeEmailFromMagicLink.request.body)),
    ).toEqual({
      status: 'not authorized',
    });
    expect(requests.map((r) => r.url)).toEqual([
      `${BASE}/api/v1/authentication/change-email-from-magiclink`,
      `${BASE}/api/v1/authentication/anonymize-user-from-magiclink`,
    ]);
  });

  it('change-own-email puts user id and URL-encoded e-mail in the path, with a JSON content type', async () => {
    const { client, requests } = clientAnswering(fixtures.changeOwnEmail.response);
    const userId = fixtures.changeOwnEmail.request.params.userId;
    expect(value(await client.changeOwnEmail(userId, 'sanne+nieuw@example.nl'))).toBe('success');
    expect(requests[0]?.url).toBe(
      `${BASE}/api/v1/authentication/change-own-email/${userId}/sanne%2Bnieuw%40example.nl`,
    );
    expect(requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(requests[0]?.body).toBe('{}');
  });

  it('anonymize-account reads and ignores the body', async () => {
    const { client } = clientAnswering({ anything: true });
    expect(await client.anonymizeAccount()).toEqual(loaded(undefined));
  });

  it('fetches the ALTCHA challenge and the editor check', async () => {
    const { client, requests } = clientAnswering(fixtures.altchaChallenge.response);
    expect(value(await client.altchaChallenge())).toMatchObject({ algorithm: 'SHA-256' });
    const editor = clientAnswering(fixtures.isEditor.response);
    expect(value(await editor.client.isEditor())).toBe(false);
    expect(requests[0]?.method).toBe('GET');
    expect(editor.requests[0]?.url).toBe(`${BASE}/api/v1/authentication/is-editor`);
  });
});

describe('header rules', () => {
  it('sends the anti-forgery header on state-changing auth calls and nowhere else (spec 1 §7)', async () => {
    const { client, requests } = clientAnswering({});
    await client.logout();
    await client.anonymizeAccount();
    await client.isSessionValid();
    await client.menu('main');
    await client.certificatePage(fixtures.certificatePage.request.params.id);
    await client.createCertificate(fixtures.createCertificate.request.body);
    await client.markAssignment({ courseId: 3, assignmentId: 212, answerIds: [1] });
    expect(requests.map((r) => r.headers[ANTI_FORGERY_HEADER])).toEqual([
      'token-123',
      'token-123',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads the anti-forgery token at request time, and asks the token call when the page holds none (decision 0104)', async () => {
    let token: string | undefined;
    let issued = 0;
    const fake = fakeFetch((request) => {
      if (request.url.endsWith(ANTI_FORGERY_TOKEN_PATH)) {
        issued += 1;
        return json({ token: `asked-${issued}` });
      }
      return json({});
    });
    const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch, antiForgeryToken: () => token });
    await client.logout();
    await client.logout();
    token = 'from-the-page';
    await client.logout();
    expect(
      fake.requests.map((r) => `${r.method} ${r.url.slice(BASE.length)} ${r.headers[ANTI_FORGERY_HEADER]}`),
    ).toEqual([
      `GET ${ANTI_FORGERY_TOKEN_PATH} undefined`,
      'POST /api/v1/authentication/logout asked-1',
      // Asked once: the visitor cookie it is bound to lasts the browser session.
      'POST /api/v1/authentication/logout asked-1',
      'POST /api/v1/authentication/logout from-the-page',
    ]);
    // The token call carries the cookies it sets the visitor cookie with, and asks nothing of anyone else.
    expect(fake.requests[0]?.credentials).toBe('include');
    // Calls that change nothing never ask.
    await client.isSessionValid();
    expect(issued).toBe(1);
  });

  it('asks again, once, when an asked token is refused (its visitor cookie is gone), and sends no header when none comes', async () => {
    let issued = 0;
    const fake = fakeFetch((request) => {
      if (request.url.endsWith(ANTI_FORGERY_TOKEN_PATH)) {
        issued += 1;
        return issued <= 2 ? json({ token: `asked-${issued}` }) : json({ error: 'down' }, 503);
      }
      return request.headers[ANTI_FORGERY_HEADER] === 'asked-1'
        ? json({ error: 'forbidden', reason: 'anti-forgery check failed' }, 403)
        : json({});
    });
    const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch, antiForgeryToken: () => undefined });
    expect((await client.logout()).kind).toBe('loaded');
    expect(fake.requests.map((r) => r.headers[ANTI_FORGERY_HEADER] ?? r.method)).toEqual([
      'GET',
      'asked-1',
      'GET',
      'asked-2',
    ]);
    // A token call that fails: the call goes without the header (the server refuses it with its reason).
    const failing = fakeFetch((request) =>
      request.url.endsWith(ANTI_FORGERY_TOKEN_PATH) ? json({}, 503) : json({}),
    );
    const other = createApiClient({ baseUrl: BASE, fetch: failing.fetch, antiForgeryToken: () => undefined });
    await other.logout();
    expect(failing.requests.map((r) => `${r.method} ${r.headers[ANTI_FORGERY_HEADER]}`)).toEqual([
      'GET undefined',
      'POST undefined',
    ]);
  });

  it("uses credentials 'include' on marked calls and 'same-origin' elsewhere", async () => {
    const { client, requests } = clientAnswering({});
    await client.overview('news', 1);
    await client.overview('organisations', 1);
    await client.markAssignment({ courseId: 3, assignmentId: 212, answerIds: [1] });
    await client.summaryPage(3);
    await client.isSessionValid();
    await client.menu('footer');
    await client.search('dementie');
    expect(requests.map((r) => r.credentials)).toEqual([
      'include',
      'same-origin',
      'include',
      'include',
      'include',
      'same-origin',
      'same-origin',
    ]);
  });

  it('sends the brand header when a brand is configured, and Accept JSON', async () => {
    const fake = fakeFetch(() => json([]));
    const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch, brand: 'alzheimer' });
    await client.menu('top-menu');
    expect(fake.requests[0]?.headers[BRAND_HEADER]).toBe('alzheimer');
    expect(fake.requests[0]?.headers.Accept).toBe('application/json');
  });
});
