import {
  certificatePageResponseSchema,
  completeCourseResponseSchema,
  getFollowedCoursesResponseSchema,
  loginResponseSchema,
  startRunResponseSchema,
} from '@dementie/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import { createAuthModule } from '../auth';
import { fakeSiteRoot, freshEmail, lastLink, loginBody, signUp, Visitor } from '../auth/test-helpers';
import { createElearningModule } from '../elearning';
import { testCourse } from '../elearning/test-fixtures';
import { finishTestCourse } from '../elearning/test-helpers';
import { mailModule } from '../mail';
import { createCertificatesModule } from '.';

/*
 * The certificate form's mail (spec 1 §4, §7; decision 0032): a guest finishes a training in one browser,
 * asks for the certificate with an address, and opens the mailed link in a NEW browser (a mail
 * client opens links in a new tab or another browser, without the first tab's session storage).
 * The page the link leads to must work there: the certificate is the signed-in person's own, and
 * the result of a training without a certificate is answered for them.
 */

const LOGIN = '/api/v1/authentication/login';
const ACTIVATE = '/api/v1/authentication/activate';
const CREATE = '/api/elearning/Certificate/CreateCertificate';
const RESULT = `/api/elearning/CompleteCourse/${testCourse.id}`;
const certificatePage = (id: string) => `/api/elearning/Certificate/CertificatePage/${id}`;

describe.each(testBackends())('a mailed link opened in a new browser on $name', (backend) => {
  const suite = useTestApp(backend, {
    modules: [
      createAuthModule({ altchaMaxNumber: 1000 }),
      mailModule,
      createElearningModule({ trainings: [testCourse] }),
      createCertificatesModule(),
    ],
    app: { site: { brand: 'dementie', root: fakeSiteRoot() } },
  });
  // A fresh hour per test: the per-address and per-IP limits of one test never reach the next.
  beforeEach(() => suite.server.clock.advance(61 * 60_000));

  const db = () => suite.db;

  /** A guest finishes the test course in their own browser: 9 of 11 (achieved) or 7 (not achieved). */
  async function guestFinishes(achieved: boolean): Promise<{ guest: Visitor; runId: string }> {
    const guest = new Visitor(suite.app);
    await guest.open();
    return { guest, runId: await finishTestCourse(guest, { achieved }) };
  }

  /** The certificate page as this browser gets it. */
  async function certificateIn(browser: Visitor, certificateId: string) {
    return certificatePageResponseSchema.parse(
      (await browser.request('GET', certificatePage(certificateId))).json(),
    );
  }

  /** The test course's result as this browser gets it. */
  /** A fresh address that already has an account (signed up in a browser of its own). */
  async function knownAddress(label: string) {
    const email = freshEmail(label);
    await signUp(suite.app, db(), email);
    return email;
  }

  async function resultIn(browser: Visitor) {
    return completeCourseResponseSchema.parse((await browser.request('GET', RESULT)).json());
  }

  /** The certificate form's login call (spec 1 §7: FromCertificatePage) with its redirect path. */
  async function certificateFormLogin(guest: Visitor, email: string, redirectPath: string) {
    const answer = await guest.post(
      LOGIN,
      await loginBody(suite.app, email, {
        RedirectPath: redirectPath,
        FromLoginPage: false,
        FromCertificatePage: true,
      }),
    );
    return loginResponseSchema.parse(answer.json());
  }

  /** Opens the newest mailed link in a browser that has never seen the site. */
  async function openLinkInNewBrowser(email: string) {
    const { url, params } = await lastLink(db(), email);
    const browser = new Visitor(suite.app);
    await browser.open(`${url.pathname}${url.search}`);
    const activated = await browser.post(ACTIVATE, { activationToken: params.activationToken, email });
    expect(activated.json().status).toBe('success');
    return { browser, params };
  }

  it('a second attempt keeps the first run’s certificate; reopening before it shows the finished run (decision 0026)', async () => {
    const { guest, runId } = await guestFinishes(true);
    const created = await guest.post(CREATE, { personName: 'Anna de Vries', runId });
    const certificateId = created.json().CertificateId as string;
    // Opening the training again reopens the finished run (its summary and certificate form).
    const reopened = startRunResponseSchema.parse(
      (await guest.post('/api/elearning/StartRun', { CourseId: testCourse.id })).json(),
    );
    expect(reopened).toMatchObject({ RunId: runId, IsNewRun: false });
    // The same run's certificate form answers the certificate already made.
    expect((await guest.post(CREATE, { personName: 'Anna de Vries', runId })).json()).toEqual({
      CertificateId: certificateId,
    });
    const again = startRunResponseSchema.parse(
      (await guest.post('/api/elearning/StartRun', { CourseId: testCourse.id, Restart: true })).json(),
    );
    expect(again.IsNewRun).toBe(true);
    expect(again.RunId).not.toBe(runId);
    const page = await certificateIn(guest, certificateId);
    expect(page.CertificateContent).toMatchObject({ Id: certificateId, AchievedScore: 9 });
    expect(await resultIn(guest)).toMatchObject({
      Runs: 2,
      Score: 9,
    });
  });

  it('a known address: the certificate is the owner’s in the new browser, at /jouw-resultaat/{id}', async () => {
    const email = await knownAddress('bekend');
    const { guest, runId } = await guestFinishes(true);
    const created = await guest.post(CREATE, { personName: 'Anna de Vries', runId });
    const certificateId = created.json().CertificateId as string;
    const redirectPath = `/jouw-resultaat/${certificateId}`;
    expect((await certificateFormLogin(guest, email, redirectPath)).status).toBe('account magic link sent');

    const stranger = new Visitor(suite.app);
    expect((await certificateIn(stranger, certificateId)).CertificateAchievedByLoggedInUser).toBe(false);

    const { browser, params } = await openLinkInNewBrowser(email);
    expect(params.redirectPath).toBe(redirectPath);
    const page = await certificateIn(browser, certificateId);
    expect(page.CertificateAchievedByLoggedInUser).toBe(true);
    // The training is theirs too: 'my trainings' and the result answer in the new browser.
    const followed = getFollowedCoursesResponseSchema.parse(
      (await browser.request('GET', '/api/elearning/GetFollowedCourses')).json(),
    );
    expect(followed.map((entry) => entry.Course.Id)).toEqual([testCourse.id]);
    expect(await resultIn(browser)).toMatchObject({
      Runs: 1,
      Score: 9,
    });
  });

  it('my trainings keeps showing the certificate once earned, also after a second attempt', async () => {
    const email = await knownAddress('mijntrainingen');
    const { guest, runId } = await guestFinishes(true);
    const certificateId = (await guest.post(CREATE, { personName: 'Anna de Vries', runId })).json()
      .CertificateId as string;
    await certificateFormLogin(guest, email, `/jouw-resultaat/${certificateId}`);
    const { browser } = await openLinkInNewBrowser(email);
    const followed = async () =>
      getFollowedCoursesResponseSchema.parse(
        (await browser.request('GET', '/api/elearning/GetFollowedCourses')).json(),
      );
    expect(await followed()).toEqual([
      expect.objectContaining({ CertificateId: certificateId, Progress: 5, Total: 5 }),
    ]);
    // 'Training opnieuw doen' a minute later: the latest run starts again, the certificate stays.
    suite.server.clock.advance(60_000);
    const again = startRunResponseSchema.parse(
      (await browser.post('/api/elearning/StartRun', { CourseId: testCourse.id, Restart: true })).json(),
    );
    expect(again.IsNewRun).toBe(true);
    expect(await followed()).toEqual([
      expect.objectContaining({ CertificateId: certificateId, Progress: 0, Total: 5 }),
    ]);
  });

  it('my trainings names no certificate for a training without one', async () => {
    const email = await knownAddress('geencertificaat');
    const { guest } = await guestFinishes(false);
    await certificateFormLogin(guest, email, `/jouw-resultaat?training=${testCourse.id}`);
    const { browser } = await openLinkInNewBrowser(email);
    const [course] = getFollowedCoursesResponseSchema.parse(
      (await browser.request('GET', '/api/elearning/GetFollowedCourses')).json(),
    );
    expect(course?.CertificateId).toBeNull();
  });

  it('a known address without a certificate: the result of ?training= answers in the new browser', async () => {
    const email = await knownAddress('nietgehaald');
    const { guest } = await guestFinishes(false);
    const redirectPath = `/jouw-resultaat?training=${testCourse.id}`;
    expect((await certificateFormLogin(guest, email, redirectPath)).status).toBe('account magic link sent');

    const { browser, params } = await openLinkInNewBrowser(email);
    expect(params.redirectPath).toBe(redirectPath);
    const result = await browser.request('GET', RESULT);
    expect(result.statusCode).toBe(200);
    expect(completeCourseResponseSchema.parse(result.json())).toMatchObject({
      Runs: 1,
      Score: 7,
      MaxPossibleScore: 11,
    });
  });

  it('a new address: the activation link in a new browser shows the certificate as the owner’s', async () => {
    const email = freshEmail('nieuw');
    const { guest, runId } = await guestFinishes(true);
    const certificateId = (await guest.post(CREATE, { personName: 'Els Gast', runId })).json()
      .CertificateId as string;
    const answer = await certificateFormLogin(guest, email, `/jouw-resultaat/${certificateId}`);
    expect(answer).toMatchObject({ status: 'success', redirectPath: `/jouw-resultaat/${certificateId}` });

    const { browser } = await openLinkInNewBrowser(email);
    const page = await certificateIn(browser, certificateId);
    expect(page.CertificateAchievedByLoggedInUser).toBe(true);
  });

  it('the guest’s browser alone no longer reaches the joined run (a shared computer stays private)', async () => {
    const email = await knownAddress('gedeeld');
    const { guest } = await guestFinishes(false);
    await certificateFormLogin(guest, email, `/jouw-resultaat?training=${testCourse.id}`);
    await openLinkInNewBrowser(email);
    // The run joined the account: the learner cookie of the (still logged-out) guest browser
    // does not reach it any more.
    expect(await resultIn(guest)).toMatchObject({
      Runs: 0,
    });
  });
});
