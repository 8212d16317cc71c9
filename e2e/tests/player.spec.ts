import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Brand, expectAxeClean, journeyPage, newEmail, site, test } from './support';
import {
  basisName,
  basisWithMistakes,
  contactAllCorrect,
  contactName,
  expectCertificateFormPage,
  expectSecondSummary,
  expectSummary,
  feedbackHeading,
  heading,
  keyboard,
  mouse,
  nextButton,
  openTraining,
  play,
  playClosingChapter,
  requestCertificate,
  touch,
  winkelName,
  winkelWithTwoSlips,
} from './training';

/*
 * "Done when": the training player over the real server and the demo trainings
 * (apps/api/content/trainings). Three whole trainings, each with another input: mouse, keyboard
 * only, and touch. The expected scores follow from the content files: an info slide counts its
 * points when shown, a question the sum of the chosen answers' scores (spec 3 §5).
 */

/** The run as the server has it: the course's StartRun with this browser's cookies. */
async function serverRun(request: APIRequestContext, brand: Brand, courseId: number) {
  const response = await request.post(`${site(brand)}/api/elearning/StartRun`, {
    data: { CourseId: courseId },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    RunId: string;
    IsNewRun: boolean;
    Chapters: {
      TeachingActivities: { TeachingActivity: { Id: number }; ChosenAnswerIds: number[] }[];
    }[];
  };
}

/**
 * The StartRun answer the player got while `action` ran: IsNewRun true is what fires
 * training_start (the journeys decline cookies, so no dataLayer to read).
 */
async function startRunDuring(page: Page, action: () => Promise<unknown>) {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/elearning/StartRun') && response.ok(),
  );
  await action();
  return (await (await answer).json()) as { RunId: string; IsNewRun: boolean };
}

function chosenOnServer(run: Awaited<ReturnType<typeof serverRun>>, activityId: number): number[] {
  for (const chapter of run.Chapters) {
    const activity = chapter.TeachingActivities.find(
      (candidate) => candidate.TeachingActivity.Id === activityId,
    );
    if (activity) return activity.ChosenAnswerIds ?? [];
  }
  throw new Error(`activity ${activityId} not in the run`);
}

/*
 * Three whole trainings, each walked by one kind of input. Each is a serial journey on one page whose
 * steps are tests of their own: a walk of about 25 screens, then what follows the summary, each well
 * inside its time limit on a busy 2-core machine.
 */
test.describe('a whole training by mouse, all answers right', () => {
  test.describe.configure({ mode: 'serial' });
  const learner = journeyPage();
  let certificate = '';

  test('the walk: summary 23/23, certificate achieved, axe on every screen kind', async () => {
    const page = learner();
    await openTraining(page, 'dementievriendelijk', 2);
    const axeDone = new Set<string>();
    await play(page, mouse, contactAllCorrect, async (step, view) => {
      // Axe once per screen kind: info slide, each question kind and its feedback.
      const kind = `${step.kind}:${view}`;
      if (axeDone.has(kind)) return;
      axeDone.add(kind);
      await expectAxeClean(page);
    });
    expect([...axeDone].sort()).toEqual(
      ['choice', 'drag', 'flip']
        .flatMap((kind) => [`${kind}:feedback`, `${kind}:question`])
        .concat('info:question')
        .sort(),
    );
    await playClosingChapter(page, contactName);
    await expectSummary(page, contactName, 23, 23, true);
    await expectAxeClean(page);
  });

  test('the second summary, the certificate form page and the certificate', async () => {
    const page = learner();
    await mouse.press(nextButton(page));
    await expectSecondSummary(page);
    await expectAxeClean(page);
    await mouse.press(page.getByRole('button', { name: 'Naar je certificaat' }));
    // The certificate form page stands alone, without the player's header.
    await expectCertificateFormPage(page);
    await expectAxeClean(page);
    certificate = await requestCertificate(page, newEmail('opnieuw'));
  });

  test('coming back leads to the certificate; a second attempt keeps the first certificate', async () => {
    const page = learner();
    // Coming back to the training reopens the finished run where the learner left it, the
    // certificate form page, which now leads to the certificate instead of a second form, and no
    // longer invites to ask for it.
    const reopened = await startRunDuring(page, () =>
      page.goto(`${site('dementievriendelijk')}/trainingen/2`),
    );
    expect(reopened.IsNewRun).toBe(false);
    await expect(heading(page)).toHaveText('Je hebt je certificaat al aangevraagd');
    await expect(page.getByText('Heb je genoeg punten gehaald?', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Bekijk je certificaat' })).toHaveAttribute(
      'href',
      certificate,
    );
    await expect(page.locator('form.au-certificate-form')).toHaveCount(0);
    await expectAxeClean(page);
    // A second attempt: the first certificate stays (decision 0026).
    const second = await startRunDuring(page, () =>
      mouse.press(page.getByRole('button', { name: 'Training opnieuw doen' })),
    );
    expect(second.IsNewRun).toBe(true);
    expect(second.RunId).not.toBe(reopened.RunId);
    await expect(heading(page)).toHaveText('Welkom');
    await page.goto(`${site('dementievriendelijk')}${certificate}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Gefeliciteerd, Anna/ })).toBeVisible();
  });
});

test.describe('a whole training by keyboard only, with two half answers', () => {
  test.describe.configure({ mode: 'serial' });
  const learner = journeyPage();
  let runId = '';

  test('the walk: summary 20/23, certificate achieved', async () => {
    const page = learner();
    await openTraining(page, 'alzheimer', 1);
    await play(page, keyboard, winkelWithTwoSlips);
    await playClosingChapter(page, winkelName);
    await expectSummary(page, winkelName, 20, 23, true);
  });

  test('a reload keeps the summary and the certificate form page of the same run', async () => {
    const page = learner();
    // A reload of the summary shows the same summary of the same run, not step 1 (decision 0026).
    const reopened = await startRunDuring(page, () => page.reload());
    expect(reopened.IsNewRun).toBe(false);
    runId = reopened.RunId;
    await expectSummary(page, winkelName, 20, 23, true);
    await keyboard.press(nextButton(page));
    await expectSecondSummary(page);
    await keyboard.press(page.getByRole('button', { name: 'Naar je certificaat' }));
    await expectCertificateFormPage(page);
    // And a reload of the certificate form page shows the form again, of the same run.
    const again = await startRunDuring(page, () => page.reload());
    expect(again).toEqual({ ...again, RunId: runId, IsNewRun: false });
    await expectCertificateFormPage(page);
  });
});

test.describe('a whole training on a phone, by touch, with mistakes', () => {
  test.describe.configure({ mode: 'serial' });
  const learner = journeyPage({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('the walk: summary 15/22, certificate not achieved', async () => {
    const page = learner();
    await openTraining(page, 'dementie', 3);
    await play(page, touch, basisWithMistakes);
    await playClosingChapter(page, basisName);
    await expectSummary(page, basisName, 15, 22, false);
    // The pass rule shown: 18 of 22 are needed (ceil(0.78 x 22)), so 3 more points.
    await expect(page.getByText('Je hebt nog 3 punten nodig voor je certificaat.')).toBeVisible();
  });

  test('not achieved: no certificate, the result page, and a true restart', async () => {
    const page = learner();
    await touch.press(nextButton(page));
    await expectSecondSummary(page);
    // Not achieved: no certificate button; a true restart, and the result page.
    await expect(page.getByRole('button', { name: 'Naar je certificaat' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Bekijk je resultaat' })).toBeVisible();
    const restarted = await startRunDuring(page, () =>
      touch.press(page.getByRole('button', { name: 'Training opnieuw doen' })),
    );
    expect(restarted.IsNewRun).toBe(true);
    await expect(heading(page)).toHaveText(basisWithMistakes[0]?.title ?? '');
    await expect(page.getByRole('progressbar', { name: 'Voortgang' })).toHaveAttribute(
      'aria-valuetext',
      /^stap 1 van /,
    );
  });
});

test('a reload resumes in place, and an answer made without network is saved once it is back', async ({
  page,
  context,
}) => {
  await openTraining(page, 'dementie', 2);
  await play(page, mouse, contactAllCorrect.slice(0, 3));
  await expect(heading(page)).toHaveText('Steeds dezelfde vraag');

  // The network is gone for this answer: it stays on screen as 'not yet saved'.
  let refused = 0;
  await page.route('**/api/elearning/MarkAssignment', async (route) => {
    refused += 1;
    await route.abort('internetdisconnected');
  });
  await mouse.press(page.getByRole('button', { name: 'Ik zeg rustig opnieuw hoe laat het is', exact: true }));
  await expect(page.getByRole('heading', { level: 2, name: feedbackHeading.fully })).toBeVisible();
  await expect(page.getByText('Nog niet opgeslagen. We proberen het opnieuw.')).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  expect(chosenOnServer(await serverRun(context.request, 'dementie', 2), 2104)).toEqual([]);

  // Back online: the retry saves it, and the server has the answer.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/elearning/MarkAssignment') && response.ok(),
  );
  await page.unroute('**/api/elearning/MarkAssignment');
  await saved;
  await expect(page.getByText('Nog niet opgeslagen. We proberen het opnieuw.')).toHaveCount(0);
  expect(chosenOnServer(await serverRun(context.request, 'dementie', 2), 2104)).toEqual([21041]);

  // A reload in the middle: the same feedback page, with the same answer.
  await page.reload();
  await expect(heading(page)).toHaveText('Steeds dezelfde vraag');
  await expect(page.getByRole('heading', { level: 2, name: feedbackHeading.fully })).toBeVisible();
  await expect(page.getByText('Ik zeg rustig opnieuw hoe laat het is (Jouw antwoord)')).toBeVisible();
  // The answer is locked, and so is its page: no Previous to answer again (spec 3 §4).
  await expect(page.getByRole('button', { name: 'Vorige' })).toHaveCount(0);

  // Halfway a flip-card question the reload keeps the run's card order too.
  await mouse.press(nextButton(page));
  await play(page, mouse, contactAllCorrect.slice(4, 5));
  await expect(heading(page)).toHaveText('Signalen van onrust');
  // The cards arrive after the heading: read their order once all four are there.
  await expect(page.locator('.ep-card__title')).toHaveCount(4);
  const order = await page.locator('.ep-card__title').allTextContents();
  await page.reload();
  await expect(heading(page)).toHaveText('Signalen van onrust');
  await expect(page.locator('.ep-card__title')).toHaveText(order);
});
