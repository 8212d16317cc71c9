import { LEARNER_TOKEN_HEADER } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { authModule } from '../modules/auth';
import { certificatesModule } from '../modules/certificates';
import { createElearningModule } from '../modules/elearning';
import { testCourse } from '../modules/elearning/test-fixtures';
import { mailModule } from '../modules/mail';
import { testBackends } from '../test-support/backends';
import { useTestApp } from '../test-support/suite';
import { parseCorsOrigins } from './config';

// Another team's app on its own origin (decision 0082): the configured origins call the learning API
// from the browser without cookies, the learner known by a token in a header; every other origin is
// refused; our own sites keep their cookies.

const PARTNER = 'https://partner.example';
const STRANGER = 'https://stranger.example';

const modules = [
  authModule,
  mailModule,
  createElearningModule({ trainings: [testCourse] }),
  certificatesModule,
];
const tokenHeader = LEARNER_TOKEN_HEADER.toLowerCase();

/** The headers Chromium sends with a script's request from a page on `origin` (another site). */
function fromPage(origin: string, token: string) {
  return {
    origin,
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'cors',
    [tokenHeader]: token,
    'x-brand': 'dementie',
  };
}

describe('CORS_ORIGINS', () => {
  it('reads origins, drops duplicates and stops the start on something that is not an origin', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' https://a.example, http://localhost:5173 https://a.example/ ')).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
    expect(() => parseCorsOrigins('a.example')).toThrow(/'a.example' is not an origin/);
    expect(() => parseCorsOrigins('https://a.example/app')).toThrow(/no path/);
    expect(() => parseCorsOrigins('ftp://a.example')).toThrow(/not an origin/);
  });
});

describe.each(testBackends())('the API for other origins on $name', (backend) => {
  const suite = useTestApp(backend, { modules, config: { corsOrigins: [PARTNER] } });

  function preflight(origin: string) {
    return suite.app.inject({
      method: 'OPTIONS',
      url: '/api/elearning/StartRun',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-learner-token,x-brand',
      },
    });
  }

  function post(url: string, body: object, headers: Record<string, string>) {
    return suite.app.inject({ method: 'POST', url, payload: body, headers });
  }

  async function startRun(headers: Record<string, string>) {
    return post('/api/elearning/StartRun', { CourseId: 900 }, headers);
  }

  it('answers a configured origin’s preflight, without credentials', async () => {
    const response = await preflight(PARTNER);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/POST/);
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['content-type', 'x-learner-token', 'x-brand']) expect(allowed).toContain(header);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/Origin/);
  });

  it('refuses an origin that is not configured, with a reason, before any call runs', async () => {
    const refused = await preflight(STRANGER);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.json().reason).toMatch(/https:\/\/stranger\.example .*CORS_ORIGINS/);
    // The call itself, had a browser sent it anyway: refused too, and no run is made.
    const call = await startRun(fromPage(STRANGER, 'new'));
    expect(call.statusCode).toBe(403);
    expect(call.headers[tokenHeader]).toBeUndefined();
  });

  it('keeps a learner on another origin by the token alone: no cookie set or read', async () => {
    const first = await startRun(fromPage(PARTNER, 'new'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(first.headers['access-control-expose-headers'])).toMatch(/X-Learner-Token/i);
    expect(String(first.headers['access-control-expose-headers'])).toMatch(/X-Total-Count/i);
    expect(first.headers['set-cookie']).toBeUndefined();
    const token = String(first.headers[tokenHeader]);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]+$/);
    const runId = first.json().RunId;

    // The same token resumes the same run; nothing new is handed out.
    const again = await startRun(fromPage(PARTNER, token));
    expect(again.json().RunId).toBe(runId);
    expect(again.headers[tokenHeader]).toBeUndefined();

    // A token that is not ours (changed signature) is nobody: a new learner, a new run.
    const forged = `${token.slice(0, token.indexOf('.'))}.${'A'.repeat(43)}`;
    const stranger = await startRun(fromPage(PARTNER, forged));
    expect(stranger.json().RunId).not.toBe(runId);
    expect(stranger.headers[tokenHeader]).not.toBe(token);

    // Marking works with the token as the identity, and without it the run is not this visitor's.
    const mark = (headers: Record<string, string>) =>
      post(
        '/api/elearning/MarkInfoSlideDone',
        { CourseId: 900, TeachingActivityId: 9001, AnswerIds: [] },
        headers,
      );
    expect((await mark(fromPage(PARTNER, token))).statusCode).toBe(200);
    expect((await mark(fromPage(PARTNER, 'new'))).statusCode).toBe(401);
  });

  it('reaches a certificate from another origin: the token is the anti-forgery proof there', async () => {
    const started = await startRun(fromPage(PARTNER, 'new'));
    const token = String(started.headers[tokenHeader]);
    const headers = fromPage(PARTNER, token);
    const marks: [string, object][] = [
      ['/api/elearning/MarkInfoSlideDone', { CourseId: 900, TeachingActivityId: 9001, AnswerIds: [] }],
      ['/api/elearning/MarkAssignment', { CourseId: 900, AssignmentId: 9002, AnswerIds: [90021] }],
      ['/api/elearning/MarkAssignment', { CourseId: 900, AssignmentId: 9003, AnswerIds: [90031, 90032] }],
      ['/api/elearning/MarkAssignment', { CourseId: 900, AssignmentId: 9004, AnswerIds: [90042] }],
      ['/api/elearning/MarkAssignment', { CourseId: 900, AssignmentId: 9005, AnswerIds: [90052] }],
    ];
    for (const [url, body] of marks) {
      const response = await post(url, body, headers);
      expect(response.statusCode, response.body).toBe(200);
    }
    const create = (with_: Record<string, string>) =>
      post(
        '/api/elearning/Certificate/CreateCertificate',
        { personName: 'Ans de Vries', runId: started.json().RunId },
        with_,
      );
    // Another site without a token stays refused as before (decision 0005).
    const { [tokenHeader]: _omitted, ...withoutToken } = headers;
    expect((await create(withoutToken)).statusCode).toBe(403);
    const created = await create(headers);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().CertificateId).toMatch(/^[0-9a-f-]{36}$/);

    // The certificate form's login call: the token passes the anti-forgery check (the bot check then
    // answers, as it would for anyone); no token, or a token that is not a learner's, is forged.
    const login = (with_: Record<string, string>) =>
      post(
        '/api/v1/authentication/login',
        {
          email: 'ans@example.nl',
          newsletter: false,
          recaptchaToken: 'not-solved',
          FromLoginPage: false,
          FromCTABlock: false,
          FromCertificatePage: true,
        },
        with_,
      );
    const passed = await login(headers);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().status).toBe('error recaptcha failed');
    expect((await login(fromPage(PARTNER, 'new'))).statusCode).toBe(403);
    expect((await login(withoutToken)).statusCode).toBe(403);
  });

  it('keeps our own sites on the learner cookie, exactly as before', async () => {
    const response = await startRun({ 'x-brand': 'dementie' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.some((cookie) => cookie.name === 'dm_learner' && cookie.httpOnly)).toBe(true);
    expect(response.headers[tokenHeader]).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(testBackends())('the API without CORS_ORIGINS on $name', (backend) => {
  const suite = useTestApp(backend, { modules });

  it('answers no other origin: its preflight is refused', async () => {
    const response = await suite.app.inject({
      method: 'OPTIONS',
      url: '/api/elearning/GetCourses',
      headers: { origin: PARTNER, 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });
});
