import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { answerCookies, type Brand, expectAxeClean, freshPage, newEmail, site, test } from './support';
import {
  contactAllCorrect,
  contactName,
  expectSummary,
  heading,
  type Input,
  keyboard,
  mouse,
  nextButton,
  play,
  playClosingChapter,
  requestCertificate,
  touch,
} from './training';

/*
 * Every way out of a training lands on a real page (spec 3 §2), on the three brands, by
 * mouse, keyboard only and touch. Links to a training carry the page they are on (startingPageUrl);
 * 'Stop met de training' (/sluiten-training) and the certificate form's 'Terug naar de website'
 * (/einde-training) lead back to it, else to /trainingen; a training that cannot be shown has its
 * calm /training-offline page. Training 2 is on every brand.
 */

const CONTACT = 2;
const exitLink = (page: Page) => page.getByRole('link', { name: 'Stop met de training' });

/** The exits are redirects from the server itself (302), so they work before and without the scripts. */
async function expectServerRedirect(request: APIRequestContext, brand: Brand, from: string, to: string) {
  const response = await request.get(`${site(brand)}${from}`, { maxRedirects: 0 });
  expect(response.status(), from).toBe(302);
  expect(response.headers().location, from).toBe(to);
}

/** What the page pushed onto its dataLayer (only with statistics consent, decision 0031). */
async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
  );
}

/** The training's events of this page (spec 3 §7): its start page view and the training_ ones. */
async function trainingEvents(page: Page) {
  return (await dataLayer(page)).filter(
    (event) =>
      String(event.event).startsWith('training_') ||
      (event.event === 'virtual_page_view' && event.page_path === '/training-gestart'),
  );
}

async function pageViews(page: Page) {
  return (await dataLayer(page)).filter((event) => event.event === 'page_view');
}

async function expectTrainingsPage(page: Page) {
  await expect(page).toHaveURL(/\/trainingen$/);
  await expect(heading(page)).toHaveText('Trainingen');
  await expect(page).toHaveTitle(/^Trainingen \| /);
}

async function expectNewsPage(page: Page) {
  await expect(page).toHaveURL(/\/nieuws$/);
  await expect(heading(page)).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
}

/** From the trainings overview into training 2 and out again, then in from the news page and out. */
async function leaveBothWays(page: Page, brand: Brand, input: Input) {
  await page.goto(`${site(brand)}/trainingen`);
  await answerCookies(page, 'Weigeren');
  // The card's link says where the learner starts from (spec 3 §2).
  const start = page.locator(`a[href="/trainingen/${CONTACT}?startingPageUrl=%2Ftrainingen"]`);
  await input.press(start);
  await expect(page).toHaveURL(new RegExp(`/trainingen/${CONTACT}\\?startingPageUrl=%2Ftrainingen$`));
  await expect(heading(page)).toHaveText('Welkom');
  await input.press(exitLink(page));
  await expectTrainingsPage(page);

  // A link from another page (as a CMS link there carries it): back to that page.
  await page.goto(`${site(brand)}/trainingen/${CONTACT}?startingPageUrl=%2Fnieuws`);
  await expect(heading(page)).toHaveText('Welkom');
  await expect(exitLink(page)).toHaveAttribute('href', '/sluiten-training?startingPageUrl=%2Fnieuws');
  await input.press(exitLink(page));
  await expectNewsPage(page);

  // 'Training sluiten' in the header: the trainings overview (spec 3 §2 default).
  await page.goto(`${site(brand)}/trainingen/${CONTACT}?startingPageUrl=%2Fnieuws`);
  await expect(heading(page)).toHaveText('Welkom');
  await input.press(page.getByRole('link', { name: 'Training sluiten' }));
  await expectTrainingsPage(page);
}

/** The offline page: calm text, a retry that opens the training, a way back to where the learner was. */
async function offlinePage(page: Page, brand: Brand, input: Input) {
  const offline = `${site(brand)}/training-offline?training=${CONTACT}&startingPageUrl=%2Fnieuws`;
  const response = await page.goto(offline);
  expect(response?.status()).toBe(200);
  await expect(heading(page)).toHaveText('De training werkt nu even niet');
  await expect(page).toHaveTitle(/^De training werkt nu even niet \| /);
  await expectAxeClean(page);
  await input.press(page.getByRole('link', { name: 'Probeer de training opnieuw' }));
  await expect(page).toHaveURL(new RegExp(`/trainingen/${CONTACT}\\?startingPageUrl=%2Fnieuws$`));
  await expect(heading(page)).toHaveText('Welkom');
  await page.goto(offline);
  await input.press(page.getByRole('link', { name: 'Terug naar de pagina waar je was' }));
  await expectNewsPage(page);
}

async function serverAnswers(request: APIRequestContext, brand: Brand) {
  await expectServerRedirect(request, brand, '/sluiten-training?startingPageUrl=%2Fnieuws', '/nieuws');
  await expectServerRedirect(request, brand, '/sluiten-training', '/trainingen');
  await expectServerRedirect(
    request,
    brand,
    '/sluiten-training?startingPageUrl=%2F%2Fevil.example',
    '/trainingen',
  );
  await expectServerRedirect(request, brand, '/einde-training?startingPageUrl=%2Fnieuws', '/nieuws');
  await expectServerRedirect(request, brand, '/einde-training', '/trainingen');
  for (const unknown of ['/training-offline?training=abc', '/iets-offline']) {
    expect((await request.get(`${site(brand)}${unknown}`)).status(), unknown).toBe(404);
  }
}

test.describe('ways out of a training', () => {
  // The first walks a whole training (about 25 screens) to reach the certificate form page: about 25 s
  // here, inside the journeys' 120 s limit.

  test('by mouse on dementievriendelijk: every exit, the certificate form included, and the real training name in events', async ({
    page,
    request,
    browser,
  }) => {
    const brand: Brand = 'dementievriendelijk';
    await serverAnswers(request, brand);
    await leaveBothWays(page, brand, mouse);
    await offlinePage(page, brand, mouse);

    // A whole run from the news page, in a browser of its own that accepted the cookies first, so
    // every training event is sent: each names the training.
    const fresh = await freshPage(browser);
    const learner = fresh.page;
    await learner.goto(`${site(brand)}/nieuws`);
    await answerCookies(learner, 'Accepteren');
    await learner.goto(`${site(brand)}/trainingen/${CONTACT}?startingPageUrl=%2Fnieuws`);
    await play(learner, mouse, contactAllCorrect);
    await playClosingChapter(learner, contactName);
    await expectSummary(learner, contactName, 23, 23, true);
    // Spec 3 §7, in its order: the start, one event per step (a question and its feedback page are
    // one step), the completion, the result page; each step with its tracking record (spec 3 §3).
    const run = await trainingEvents(learner);
    expect(run.map((event) => event.event)).toEqual([
      'virtual_page_view',
      'training_start',
      ...contactAllCorrect.map(() => 'training_process'),
      'training_complete',
      'training_result_page',
    ]);
    const steps = run.filter((event) => event.event === 'training_process');
    const places = steps.map((event) => Number(event.step) * 100 + Number(event.sub_step));
    expect(places).toEqual([...new Set(places)].sort((a, b) => a - b));
    for (const step of steps) {
      expect(step).toMatchObject({ pageKind: 'training', trainingsId: CONTACT, nodeId: null, userId: null });
    }
    expect(new Set(steps.map((step) => step.questionId)).size).toBe(contactAllCorrect.length);
    // A reload of the finished summary sends none of them again.
    await learner.reload();
    await expectSummary(learner, contactName, 23, 23, true);
    expect(await trainingEvents(learner)).toEqual([]);

    await mouse.press(nextButton(learner));
    await mouse.press(learner.getByRole('button', { name: 'Naar je certificaat' }));
    await expect(heading(learner)).toHaveText('Vraag je certificaat aan');
    expect(await trainingEvents(learner)).toEqual([]);
    const names = run.map((event) => `${event.event}:${event.training_name ?? event.page_path}`);
    expect(names.filter((name) => !name.endsWith(`:${contactName}`))).toEqual([
      'virtual_page_view:/training-gestart',
    ]);
    const back = learner.getByRole('link', { name: 'Terug naar de website' });
    await expect(back).toHaveAttribute('href', '/einde-training?startingPageUrl=%2Fnieuws');

    // The form leads to /jouw-resultaat, which goes on to the certificate: one page view, the
    // certificate's, not one for the page that only led on.
    const certificate = await requestCertificate(learner, newEmail('gebeurtenissen'));
    await expect
      .poll(() => pageViews(learner), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ page_path: certificate })]);

    // Back in the training, on its certificate form page, which now says the certificate was asked
    // for and leads to it: still no training event again.
    await learner.goto(`${site(brand)}/trainingen/${CONTACT}?startingPageUrl=%2Fnieuws`);
    await expect(heading(learner)).toHaveText('Je hebt je certificaat al aangevraagd');
    await expect(learner.getByRole('link', { name: 'Bekijk je certificaat' })).toHaveAttribute(
      'href',
      certificate,
    );
    expect(await trainingEvents(learner)).toEqual([]);
    await mouse.press(back);
    await expectNewsPage(learner);
    await fresh.context.close();
  });

  test('by keyboard only on alzheimer: stop, close and the offline page', async ({ page, request }) => {
    const brand: Brand = 'alzheimer';
    await serverAnswers(request, brand);
    await leaveBothWays(page, brand, keyboard);
    await offlinePage(page, brand, keyboard);
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test('by touch on dementie: stop, close and the offline page', async ({ page, request }) => {
      const brand: Brand = 'dementie';
      await serverAnswers(request, brand);
      await leaveBothWays(page, brand, touch);
      await offlinePage(page, brand, touch);
    });
  });
});
