import { describe, expect, it } from 'vitest';
import { loaded } from './async-result.js';
import { createApiClient } from './client.js';
import { ANTI_FORGERY_HEADER } from './contracts/auth.js';
import { SEARCH_TOTAL_HEADER } from './contracts/search.js';
import { fixtures } from './fixtures/index.js';
import { ANTI_FORGERY_TOKEN_PATH, BRAND_HEADER } from './http.js';
import { fakeFetch, json } from './test-support/fake-fetch.js';

const BASE = 'https://api.example.nl';

/** A client whose fake server answers every request with `body`. */
function clientAnswering(body: unknown, status = 200) {
  const fake = fakeFetch(() => json(body, status));
  const client = createApiClient({
    baseUrl: `${BASE}/`,
    fetch: fake.fetch,
    antiForgeryToken: () => 'token-123',
  });
  return { client, requests: fake.requests };
}

function value<T>(result: { kind: string; value?: T }): T {
  expect(result.kind).toBe('loaded');
  return result.value as T;
}

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

describe('redirects, certificates, menus (spec 1 §7)', () => {
  it('redirect lookup maps From/To and sends the path; without a StatusCode it is a 301', async () => {
    const { client, requests } = clientAnswering(fixtures.redirectFrom.response);
    expect(value(await client.redirectFrom('/oude pagina'))).toEqual({
      from: '/oude-pagina',
      to: '/wat-is-dementie',
      status: 301,
    });
    expect(requests[0]?.url).toBe(`${BASE}/api/v1/redirect/from?path=%2Foude+pagina`);
  });

  it('redirect lookup keeps the stored status, and an answer with another status breaks its contract', async () => {
    for (const status of [301, 302, 307, 308]) {
      const { client } = clientAnswering({ From: '/a', To: '/b', StatusCode: status });
      expect(value(await client.redirectFrom('/a'))).toMatchObject({ status });
    }
    const { client } = clientAnswering({ From: '/a', To: '/b', StatusCode: 303 });
    expect(await client.redirectFrom('/a')).toMatchObject({ kind: 'failed', status: 599 });
  });

  it('redirect lookup: 404 means no redirect, without retry', async () => {
    const { client, requests } = clientAnswering({}, 404);
    expect(await client.redirectFrom('/x')).toEqual(loaded(null));
    expect(requests).toHaveLength(1);
  });

  it("redirect lookup: the reference server's 204 No Content means no redirect too", async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch });
    expect(await client.redirectFrom('/zoeken')).toEqual(loaded(null));
    expect(fake.requests).toHaveLength(1);
  });

  it('redirect lookup: another non-ok answer is a failure (spec 1 §8)', async () => {
    const { client } = clientAnswering({}, 500);
    expect(await client.redirectFrom('/x')).toMatchObject({ kind: 'failed', status: 500 });
  });

  it('creates a certificate and gives its id', async () => {
    const { client, requests } = clientAnswering(fixtures.createCertificate.response);
    expect(value(await client.createCertificate(fixtures.createCertificate.request.body))).toBe(
      fixtures.createCertificate.response.CertificateId,
    );
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(fixtures.createCertificate.request.body);
  });

  it('maps the certificate page; passed when content exists', async () => {
    const { client, requests } = clientAnswering(fixtures.certificatePage.response);
    const page = value(await client.certificatePage(fixtures.certificatePage.request.params.id));
    expect(page.resultKind).toBe('passed');
    expect(page.certificate).toEqual({
      id: '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
      name: 'Sanne de Vries',
      trainingName: 'Dementie herkennen in de winkel',
      score: { achieved: 42, total: 50 },
      date: '2025-06-01T13:45:00Z',
      imageLink: '/api/elearning/Certificate/Image/9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d.png',
    });
    expect(page.achievedByLoggedInUser).toBe(true);
    expect(page.linkItems).toEqual([
      { title: 'Meer trainingen', intro: 'Leer nog meer.', link: '/trainingen' },
    ]);
    expect(requests[0]?.url).toBe(
      `${BASE}/api/elearning/Certificate/CertificatePage/${page.certificate?.id}`,
    );
  });

  it('certificate page without content is failed (guest view)', async () => {
    const { client } = clientAnswering({ ...fixtures.certificatePage.response, CertificateContent: null });
    const page = value(await client.certificatePage(fixtures.certificatePage.request.params.id));
    expect(page.resultKind).toBe('failed');
    expect(page.certificate).toBeUndefined();
  });

  it('builds the certificate image URLs', () => {
    const { client } = clientAnswering({});
    expect(client.certificateImageUrl('abc')).toBe(`${BASE}/api/elearning/Certificate/Image/abc.png`);
    expect(client.certificateShareImageUrl('abc')).toBe(
      `${BASE}/api/elearning/Certificate/ShareImage/abc.png`,
    );
  });

  it('sorts menu items by weight, children too', async () => {
    const { client, requests } = clientAnswering(fixtures.menuItems.response);
    const menu = value(await client.menu('main'));
    expect(menu.map((item) => item.title)).toEqual(['Over dementie', 'Trainingen', 'Alzheimer Nederland']);
    expect(menu[1]?.below.map((item) => item.title)).toEqual(['Alle trainingen', 'Mijn trainingen']);
    expect(menu[2]?.external).toBe(true);
    expect(requests[0]?.url).toBe(`${BASE}/api/drupal/api/menu_items/main`);
  });
});

describe('CMS calls (spec 2 §7)', () => {
  it('homepage is the first element of the list', async () => {
    const { client, requests } = clientAnswering(fixtures.homepage.response);
    expect(value(await client.homepage()).type).toBe('homepage');
    expect(requests[0]?.url).toBe(`${BASE}/api/drupal/api/homepage`);
  });

  it('an empty homepage list is failed 404', async () => {
    const { client } = clientAnswering([]);
    expect(await client.homepage()).toMatchObject({ kind: 'failed', status: 404 });
  });

  it('fetches a page by alias, keeping slashes and existing percent-encoding', async () => {
    const { client, requests } = clientAnswering(fixtures.page.response);
    const node = value(await client.page('/caf%C3%A9/wat is dementie'));
    expect(node.label).toBe('Wat is dementie?');
    expect(requests[0]?.url).toBe(`${BASE}/api/drupal/caf%C3%A9/wat%20is%20dementie`);
  });

  it('fetches a preview', async () => {
    const { client, requests } = clientAnswering(fixtures.preview.response);
    expect(value(await client.preview({ entityType: 'node', entityId: '44', revisionId: '310' })).id).toBe(
      44,
    );
    expect(requests[0]?.url).toBe(`${BASE}/api/drupal/api/preview/node/44/310`);
    expect(requests[0]?.credentials).toBe('include');
  });

  it('asks overview page n as page n - 1 with status 0 and maps items and pagination', async () => {
    const { client, requests } = clientAnswering(fixtures.newsOverview.response);
    const page = value(await client.overview('news', 2));
    expect(requests[0]?.url).toBe(`${BASE}/api/drupal/news-overview?status=0&page=1`);
    expect(page.pagination).toEqual({ currentPage: 2, totalItems: 27, totalPages: 3 });
    expect(page.items[0]).toMatchObject({
      id: '44',
      path: '/nieuws/nieuwe-training-voor-winkelpersoneel',
      label: 'Nieuwe training voor winkelpersoneel',
      introduction: 'Hoe help je een klant die in de war is?',
      publicationDate: '2025-06-01T00:00:00.000Z',
    });
    expect(page.items[0]?.headerImage?.crops.map((crop) => crop.width)).toEqual([380, 760, 1140]);
    expect(page.items[1]).toMatchObject({
      path: '/nieuws/gemeente-zwolle-is-dementievriendelijk',
      publicationDate: '2025-05-20T08:00:00.000Z',
    });
    expect(page.items[1]?.headerImage).toBeUndefined();
  });

  it('reads the organisation and story overviews and their totals without page', async () => {
    const org = clientAnswering(fixtures.organisationOverview.response);
    expect(value(await org.client.overview('organisations', 1)).items).toHaveLength(1);
    expect(value(await org.client.overviewTotal('organisations'))).toBe(26);
    expect(org.requests.map((r) => r.url)).toEqual([
      `${BASE}/api/drupal/organizatie-overview?status=0&page=0`,
      `${BASE}/api/drupal/organizatie-overview?status=0`,
    ]);
    const stories = clientAnswering(fixtures.storyOverview.response);
    expect(value(await stories.client.overviewTotal('stories'))).toBe(31);
    expect(stories.requests[0]?.url).toBe(`${BASE}/api/drupal/ervaringsverhalen-overview?status=0`);
  });

  it('node-path gives the alias', async () => {
    const { client, requests } = clientAnswering(fixtures.nodePath.response);
    expect(await client.nodePath('node/12')).toEqual(loaded('/wat-is-dementie'));
    expect(requests[0]?.url).toBe(`${BASE}/api/drupal/api/node-path?path=node%2F12`);
  });

  it("node-path falls back to '/' when the field is missing (spec 3 §7)", async () => {
    const { client } = clientAnswering({});
    expect(await client.nodePath('node/12')).toEqual(loaded('/'));
  });

  it('node-path falls back to the input path on a failed answer (spec 3 §7)', async () => {
    const { client } = clientAnswering({}, 500);
    expect(await client.nodePath('node/12')).toEqual(loaded('node/12'));
  });

  it('counter gives the plain number', async () => {
    const { client } = clientAnswering(fixtures.counter.response);
    expect(await client.counter()).toEqual(loaded(48213));
  });

  it('counter: a non-numeric answer is failed with status 200 (spec 2 §5)', async () => {
    const { client } = clientAnswering({ total: 5 });
    expect(await client.counter()).toMatchObject({ kind: 'failed', status: 200 });
  });
});

describe('e-learning calls (spec 3 §7)', () => {
  it('GetCourses and GetFollowedCourses map to camelCase', async () => {
    const courses = clientAnswering(fixtures.getCourses.response);
    const list = value(await courses.client.getCourses());
    expect(list[0]).toEqual({
      id: 3,
      name: 'Dementie herkennen in de winkel',
      overviewDescription: 'In 20 minuten leer je de signalen herkennen.',
      description: 'Een training voor iedereen die met klanten werkt.',
      image: {
        url: '/sharedblobstorage/pictures/winkel.jpg',
        alt: 'Een kassa in een winkel',
        crops: [{ url: '/sharedblobstorage/pictures-400/winkel_400.jpg', width: 400 }],
      },
    });
    expect(list[1]).toEqual({
      id: 4,
      name: 'Omgaan met verwarring',
      overviewDescription: '',
      description: '',
    });
    const followed = clientAnswering(fixtures.getFollowedCourses.response);
    expect(value(await followed.client.getFollowedCourses())[0]).toMatchObject({
      id: 3,
      progress: 5,
      total: 12,
      score: 18,
      maxScore: 50,
      imported: false,
    });
    expect(followed.requests[0]?.credentials).toBe('include');
  });

  it('StartRun posts CourseId and orders chapters and activities', async () => {
    const { client, requests } = clientAnswering(fixtures.startRun.response);
    const run = value(await client.startRun(3));
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ CourseId: 3 });
    expect(run.runId).toBe('0b6c7a1e-2f3d-4e5a-8b9c-1d2e3f4a5b6c');
    expect(run.isNewRun).toBe(false);
    expect(run.chapters.map((c) => c.code)).toEqual(['H1', 'H2']);
    expect(run.chapters[1]?.activities.map((a) => a.id)).toEqual([211, 212]);
    expect(run.chapters[0]?.activities[1]).toEqual({
      id: 112,
      title: 'Wat zie je?',
      itemOrderNumber: 2,
      kind: 'InfoSlideMultipleChoiceQuestion',
      showInfoModal: false,
      status: { status: 'Done', progress: 100, points: 3 },
      chosenAnswerIds: [1121, 1123],
    });
    expect(run.chapters[0]?.image).toEqual({ url: '/sharedblobstorage/pictures/h1.jpg', alt: '', crops: [] });
  });

  it("StartRun with preview asks for the editor's outline only (no run)", async () => {
    const { client, requests } = clientAnswering(fixtures.startRun.response);
    await client.startRun(3, { preview: true, restart: true });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ CourseId: 3, Preview: true });
  });

  it('TeachingActivityWithContent maps content and answers', async () => {
    const { client, requests } = clientAnswering(fixtures.teachingActivityWithContent.response);
    const result = value(await client.teachingActivityWithContent(212));
    expect(requests[0]?.url).toBe(
      `${BASE}/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=212`,
    );
    expect(result).toMatchObject({ descriptorName: 'Contact maken', score: 0, maxScore: 4 });
    expect(result.activity).toMatchObject({
      kind: 'FlipCardMultipleChoiceQuestion',
      title: 'Flip de kaarten',
      introToAssignment: 'Kies de twee goede manieren.',
      shouldDragAnswer: false,
      progressScore: 0,
    });
    expect(result.activity.questionContent).toContain('Welkom!');
    expect(result.activity.answers?.[0]).toMatchObject({
      id: 2121,
      kind: 'FlipCardAnswer',
      title: 'Oogcontact maken',
      explanation: 'Oogcontact helpt om rust te geven.',
      image: { alt: 'Twee mensen kijken elkaar aan', width: 400, height: 400 },
    });
  });

  it('flip-card answers are shuffled by the client, the same way for the same seed', async () => {
    const { client, requests } = clientAnswering(fixtures.flipCardAnswers.response);
    const first = value(await client.flipCardAnswers(212, { seed: 'run-1:212' })).map((a) => a.id);
    const second = value(await client.flipCardAnswers(212, { seed: 'run-1:212' })).map((a) => a.id);
    expect(first).toEqual(second);
    expect([...first].sort()).toEqual([2121, 2122, 2123]);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ FlipCardMultipleChoiceQuestionId: 212 });
    // A random source that always picks index 0 rotates the list: [a,b,c] -> [b,c,a].
    const rotated = value(await client.flipCardAnswers(212, { random: () => 0 })).map((a) => a.id);
    expect(rotated).toEqual([2122, 2123, 2121]);
  });

  it('info-slide answers are shuffled by the client', async () => {
    const { client, requests } = clientAnswering(fixtures.infoSlideAnswers.response);
    const ids = value(await client.infoSlideAnswers(112, { random: () => 0 })).map((a) => a.id);
    expect(ids).toEqual([1122, 1123, 1121]);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ InfoSlideMultipleChoiceQuestionId: 112 });
  });

  it('statement answers are sorted by ItemOrderNumber', async () => {
    const { client, requests } = clientAnswering(fixtures.statementAnswers.response);
    expect(value(await client.statementAnswers(310)).map((a) => a.id)).toEqual([3101, 3102, 3103]);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ StatementQuestionId: 310 });
  });

  it('MarkAssignment posts CourseId, AssignmentId, AnswerIds with credentials', async () => {
    const { client, requests } = clientAnswering(fixtures.markAssignment.response);
    expect(
      value(await client.markAssignment({ courseId: 3, assignmentId: 212, answerIds: [2121, 2123] })),
    ).toEqual({
      minAcceptableScore: 39,
      points: 4,
      outcome: 'FullyCorrect',
      progress: 50,
    });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(fixtures.markAssignment.request.body);
    expect(requests[0]?.credentials).toBe('include');
  });

  it('MarkAssignment: 401 and 403 are unauthorized (spec 3 §6)', async () => {
    for (const status of [401, 403]) {
      const { client } = clientAnswering({}, status);
      expect(await client.markAssignment({ courseId: 3, assignmentId: 1, answerIds: [] })).toEqual({
        kind: 'unauthorized',
        status,
      });
    }
  });

  it('MarkInfoSlideDone posts an empty answer list by default', async () => {
    const { client, requests } = clientAnswering(fixtures.markInfoSlideDone.response);
    expect(value(await client.markInfoSlideDone({ courseId: 3, teachingActivityId: 211 })).points).toBe(1);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      CourseId: 3,
      TeachingActivityId: 211,
      AnswerIds: [],
    });
  });

  it('SummaryPage maps both result blocks', async () => {
    const { client, requests } = clientAnswering(fixtures.summaryPage.response);
    const page = value(await client.summaryPage(3));
    expect(requests[0]?.url).toBe(`${BASE}/api/elearning/Course/SummaryPage?courseId=3`);
    expect(page.startingPageUrl).toBe('/trainingen/3');
    expect(page.certificateAchievedBlock?.spotlerForm).toEqual({ scriptId: 'spotler-123', formId: 'form-9' });
    expect(page.certificateNotAchievedBlock?.pageBlock.showImageAndCertificate).toBe(false);
    expect(page.linkBlock?.items[0]?.link).toBe('/tips');
  });

  it('CompleteCourse merges per descriptor', async () => {
    const { client, requests } = clientAnswering(fixtures.completeCourse.response);
    const result = value(await client.completeCourse(3));
    expect(requests[0]?.url).toBe(`${BASE}/api/elearning/CompleteCourse/3`);
    expect(result.descriptors).toEqual([
      {
        kind: 'learning goal',
        name: 'Contact maken',
        description: 'Je weet hoe je iemand helpt.',
        itemOrderNumber: 1,
        score: 22,
        maxScore: 25,
      },
      {
        kind: 'signal',
        name: 'Signalen herkennen',
        description: 'Je ziet wat er anders is.',
        itemOrderNumber: 2,
        score: 20,
        maxScore: 25,
      },
    ]);
    expect(result.minAcceptableScore).toBe(39);
  });

  it('saves an editable document', async () => {
    const { client, requests } = clientAnswering(fixtures.saveEditableDocument.response);
    const body = fixtures.saveEditableDocument.request.body;
    const result = await client.saveEditableDocument({
      targetKind: body.TargetKind,
      targetId: body.TargetId,
      field: body.Field,
      content: body.Content,
    });
    expect(value(result)).toEqual({ revisionId: 7, savedAt: '2025-06-02T09:00:00Z' });
    expect(requests[0]?.method).toBe('PUT');
  });

  it('refuses to send an invalid editable document', async () => {
    const { client, requests } = clientAnswering({});
    const result = await client.saveEditableDocument({
      targetKind: 'TeachingActivity',
      targetId: 1,
      field: 'SlideContent',
      content: '{oops',
    });
    expect(result).toMatchObject({ kind: 'failed', status: 404 });
    expect(requests).toHaveLength(0);
  });
});

describe('search (spec 2 §7)', () => {
  /** A client whose every answer is `body` with the number of all hits in its header (or none). */
  function searchAnswering(body: unknown, total: string | null) {
    const fake = fakeFetch(() => {
      const answer = json(body);
      if (total !== null) answer.headers.set(SEARCH_TOTAL_HEADER, total);
      return answer;
    });
    return { client: createApiClient({ baseUrl: BASE, fetch: fake.fetch }), requests: fake.requests };
  }

  it('maps every doc type and sends query and contentType, the first page without a page', async () => {
    const { client, requests } = searchAnswering(fixtures.search.response, '6');
    const page = value(await client.search('dementie', 'nieuws'));
    expect(page.results.map((r) => r.type)).toEqual([
      'contentPage',
      'story',
      'news',
      'organization',
      'courses',
      'contentPage',
    ]);
    expect(page.results[0]).toEqual({
      id: 'node:12',
      title: 'Wat is dementie?',
      type: 'contentPage',
      preview: 'Dementie is een naam voor meer dan 50 ziektes.',
      url: '/wat-is-dementie',
    });
    expect(page.results[1]?.preview).toBeUndefined();
    expect(requests[0]?.url).toBe(`${BASE}/api/v1/Search?query=dementie&contentType=nieuws`);
  });

  it('asks a later page as page minus 1 and reads the number of all hits from the answer header', async () => {
    const { client, requests } = searchAnswering(fixtures.search.response, '93');
    const page = value(await client.search('dementie', 'alle', 3));
    expect(page.pagination).toEqual({ currentPage: 3, totalItems: 93, totalPages: 10 });
    expect(requests[0]?.url).toBe(`${BASE}/api/v1/Search?query=dementie&contentType=alle&page=2`);
  });

  it('fails an answer without the number of hits as one that breaks its contract', async () => {
    expect(await searchAnswering([], null).client.search('dementie')).toMatchObject({
      kind: 'failed',
      status: 599,
    });
    expect(await searchAnswering([], 'veel').client.search('dementie')).toMatchObject({
      kind: 'failed',
      status: 599,
    });
  });

  it('throws an unsupported error for an unknown doc type (spec 2 §5)', async () => {
    const { client } = searchAnswering(
      [{ Id: 1, Title: 'x', DocType: 'Podcast', Data: { Path: '/x' } }],
      '1',
    );
    await expect(client.search('x')).rejects.toThrow('Unsupported content type: Podcast');
  });

  it('treats synonyms as an empty list, whatever the answer', async () => {
    const ok = clientAnswering(fixtures.searchSynonyms.response);
    expect(await ok.client.searchSynonyms('dementie')).toEqual(loaded([]));
    expect(ok.requests[0]?.url).toBe(`${BASE}/api/v1/Search/synonyms?query=dementie`);
    const broken = clientAnswering({}, 500);
    expect(await broken.client.searchSynonyms('dementie')).toEqual(loaded([]));
  });

  it('gives suggestions for a prefix', async () => {
    const { client, requests } = clientAnswering(fixtures.searchSuggest.response);
    expect(value(await client.searchSuggest('deme'))).toEqual([
      'dementie',
      'dementievriendelijk',
      'dementie herkennen',
    ]);
    expect(requests[0]?.url).toBe(`${BASE}/api/v1/Search/suggest?prefix=deme`);
  });
});

describe('blob storage and newsletter (project choices)', () => {
  it('lists blobs with offset and limit', async () => {
    const { client, requests } = clientAnswering(fixtures.listBlobs.response);
    const page = value(await client.listBlobs({ offset: 15, limit: 10 }));
    expect(page.total).toBe(17);
    expect(page.images[0]).toEqual({
      alt: 'wandelen.jpg',
      url: '/blobstorage/pictures/wandelen.jpg',
      createdDate: '2025-05-02T10:00:00Z',
    });
    expect(requests[0]?.url).toBe(`${BASE}/blobstorage/pictures?offset=15&limit=10`);
    expect(requests[0]?.credentials).toBe('include');
  });

  it('uploads the file bytes with the file content type', async () => {
    const { client, requests } = clientAnswering(fixtures.uploadBlob.response);
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    expect(value(await client.uploadBlob('wandelen.jpg', file)).alt).toBe('wandelen.jpg');
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url).toBe(`${BASE}/blobstorage/pictures/wandelen.jpg`);
    expect(requests[0]?.headers['Content-Type']).toBe('image/jpeg');
    expect(requests[0]?.rawBody).toBe(file);
  });

  it('deletes a blob and creates variants', async () => {
    const del = clientAnswering(fixtures.deleteBlob.response);
    expect(value(await del.client.deleteBlob('wandelen.jpg', { force: true }))).toEqual({
      kind: 'deleted',
      deleted: ['wandelen.jpg', 'wandelen_404x227.jpg'],
    });
    expect(del.requests[0]?.method).toBe('DELETE');
    expect(del.requests[0]?.url).toBe(`${BASE}/blobstorage/pictures/wandelen.jpg?force=true`);
    const variants = clientAnswering(fixtures.createBlobVariants.response);
    expect(value(await variants.client.createBlobVariants('wandelen.jpg')).variants).toHaveLength(2);
    expect(variants.requests[0]?.url).toBe(`${BASE}/blobstorage/pictures/wandelen.jpg/variants`);
  });

  it('gives the places of an image in use: from the uses call, and from a refused delete (409)', async () => {
    const uses = clientAnswering(fixtures.blobUses.response);
    expect(value(await uses.client.blobUses('wandelen.jpg'))).toEqual(fixtures.blobUses.response.uses);
    expect(uses.requests[0]?.url).toBe(`${BASE}/blobstorage/pictures/wandelen.jpg/uses`);
    const refused = clientAnswering(
      { error: 'conflict', reason: 'in use', code: 'in-use', uses: fixtures.blobUses.response.uses },
      409,
    );
    expect(value(await refused.client.deleteBlob('wandelen.jpg'))).toEqual({
      kind: 'in-use',
      uses: fixtures.blobUses.response.uses,
    });
  });

  it('gives the refusal code of a refused upload', async () => {
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    for (const [status, code] of [
      [415, 'not-an-image'],
      [413, 'too-large'],
      [413, 'too-many-pixels'],
    ] as const) {
      const { client } = clientAnswering({ error: 'bad request', reason: 'no', code }, status);
      expect(await client.uploadBlob('wandelen.jpg', file)).toEqual({ kind: 'failed', status, error: code });
    }
  });

  it('rejects an unsafe blob name before sending', async () => {
    const { client, requests } = clientAnswering({});
    expect(await client.deleteBlob('../etc/passwd')).toMatchObject({ kind: 'failed', status: 404 });
    expect(requests).toHaveLength(0);
  });

  it('subscribes to the newsletter', async () => {
    const { client, requests } = clientAnswering(fixtures.newsletterSubscribe.response);
    expect(value(await client.newsletterSubscribe(fixtures.newsletterSubscribe.request.body))).toBe(
      'confirmation sent',
    );
    expect(requests[0]?.headers[ANTI_FORGERY_HEADER]).toBeUndefined();
  });
});

describe('memory test', () => {
  it('GETs one questionnaire by variant and maps it, sending no body', async () => {
    const { client, requests } = clientAnswering(fixtures.memoryTest.response);
    const test = value(await client.memoryTest('other'));
    expect(requests[0]?.url).toBe(`${BASE}/api/v1/memory-test/other`);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.body).toBeUndefined();
    expect(test.options.map((o) => o.points)).toEqual([1, 2, 3, 4, 5]);
    expect(test.questions[1]).toEqual({
      id: 'ander-2',
      text: 'Hij of zij weet niet zeker welke dag het is.',
    });
    expect(test.bands[1]?.links).toEqual([{ title: 'Hulp en advies', url: '/hulp-en-advies' }]);
  });

  it('fails an answer whose bands leave a score out', async () => {
    const broken = { ...fixtures.memoryTest.response, Bands: [fixtures.memoryTest.response.Bands[0]] };
    const { client } = clientAnswering(broken);
    expect((await client.memoryTest('other')).kind).toBe('failed');
  });
});
