import { expect, type FrameLocator, type Locator, type Page, type Response } from '@playwright/test';
import { answerCookies, BOT_CHECK_CEILING_MS, type Brand, site } from './support';

/*
 * A learner in the training player, shared by the journeys: the steps of the demo trainings
 * (apps/api/content/trainings) with the answers a journey gives, the three ways of working a page
 * (mouse, keyboard only, touch), and the closing chapter and summary every demo training ends with.
 */

export type FeedbackKind = 'fully' | 'partially' | 'wrong';

/**
 * Where the player is: a page of the site, or the frame of another site's page that holds the embed
 * page (e2e/tests/embed.spec.ts). The steps find their buttons and headings in either.
 */
export type Surface = Page | FrameLocator;

/** The page itself, for what only a page can do (the mouse, evaluating script). */
function pageOf(surface: Surface): Page {
  if ('mouse' in surface) return surface;
  throw new Error('the mouse works a page of the site, not a frame: use touch or keyboard there');
}

/** One page of a training as the learner goes through it, with the answers this journey gives. */
export type Step =
  | { readonly kind: 'info'; readonly title: string }
  | {
      /** Statement or the click variant of the info-slide question: one answer, auto-advance. */
      readonly kind: 'choice';
      readonly title: string;
      readonly answer: string;
      readonly result: FeedbackKind;
      /** Points on the feedback page; statements show none. */
      readonly points?: number;
    }
  | {
      readonly kind: 'flip' | 'drag';
      readonly title: string;
      readonly answers: readonly string[];
      readonly result: FeedbackKind;
      readonly points: number;
    };

export const feedbackHeading: Record<FeedbackKind, string> = {
  fully: 'Goed gedaan! Je antwoord is helemaal goed.',
  partially: 'Bijna! Een deel van je antwoord is goed.',
  wrong: 'Helaas, je antwoord is niet goed.',
};
/** A statement asks for an opinion: no answer is right, so its feedback thanks instead of praising. */
export const opinionHeading = 'Bedankt voor je antwoord.';

/** How the learner works the page: every action goes through one of these. */
export interface Input {
  readonly name: 'mouse' | 'keyboard' | 'touch';
  /** Activates a button or link. */
  press(target: Locator): Promise<void>;
  /** Moves a drag question's answer into the box. */
  toBox(page: Surface, answer: string): Promise<void>;
}

/** Moves keyboard focus to `target` with Tab alone, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

export const placeButton = (page: Surface, answer: string) =>
  page.getByRole('button', { name: `Zet ${answer} in: Jouw keuze` });
export const answerButton = (page: Surface, answer: string) =>
  page.getByRole('region', { name: 'Antwoorden' }).getByRole('button', { name: answer, exact: true });
export const box = (page: Surface) => page.getByRole('region', { name: 'Jouw keuze' });

export const mouse: Input = {
  name: 'mouse',
  press: (target) => target.click(),
  async toBox(surface, answer) {
    const page = pageOf(surface);
    // Native drag and drop, as with a real mouse. By hand rather than dragTo: dragTo scrolls the
    // box into view between pressing and moving, which would start the drag on another answer.
    // The page may still be moving (scrolling to the new heading, content arriving), so the whole
    // gesture is repeated until the answer is in the box: the state we wait for, not a time.
    await expect(async () => {
      await answerButton(page, answer).scrollIntoViewIfNeeded();
      const points = await page.evaluate((label) => {
        const source = [
          ...document.querySelectorAll<HTMLElement>('.ep-drag__zone--pool .ep-drag__answer'),
        ].find((element) => element.textContent === label);
        const target = document.querySelector<HTMLElement>('.ep-drag__zone--box');
        if (!source || !target) return undefined;
        const a = source.getBoundingClientRect();
        const b = target.getBoundingClientRect();
        const from = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
        const to = { x: b.x + b.width / 2, y: Math.max(b.y, 0) + 60 };
        const hits =
          source.contains(document.elementFromPoint(from.x, from.y)) &&
          target.contains(document.elementFromPoint(to.x, to.y));
        return hits ? { from, to } : undefined;
      }, answer);
      expect(points).toBeDefined();
      if (!points) return;
      await page.mouse.move(points.from.x, points.from.y);
      await page.mouse.down();
      await page.mouse.move(points.to.x, points.to.y, { steps: 4 });
      await page.mouse.up();
      await expect(box(page).getByRole('button', { name: answer, exact: true })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
  },
};

export const keyboard: Input = {
  name: 'keyboard',
  async press(target) {
    const page = target.page();
    await tabTo(page, target);
    await page.keyboard.press('Enter');
  },
  async toBox(page, answer) {
    await keyboard.press(answerButton(page, answer));
    // Picking moves focus to the box's place button: one more Enter puts the answer in.
    const place = placeButton(page, answer);
    await expect(place).toBeFocused();
    await place.page().keyboard.press('Enter');
    await expect(box(page).getByRole('button', { name: answer, exact: true })).toBeVisible();
  },
};

export const touch: Input = {
  name: 'touch',
  press: (target) => target.tap(),
  async toBox(page, answer) {
    // Tap the answer, then the box (the pick-then-place way for fingers).
    await answerButton(page, answer).tap();
    await placeButton(page, answer).tap();
    await expect(box(page).getByRole('button', { name: answer, exact: true })).toBeVisible();
  },
};

/** 'Draai de kaart om: <title>' (the title is visually hidden, so the name may hold a space before the colon). */
export const flipName = (title: string) =>
  new RegExp(`^Draai de kaart om\\s*: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
export const heading = (page: Surface) => page.getByRole('heading', { level: 1 });
export const nextButton = (page: Surface) =>
  page.getByRole('button', { name: /^(Volgende|Naar het overzicht)$/ });

/** Opens a training on a brand site with the cookie banner answered. */
export async function openTraining(page: Page, brand: Brand, courseId: number): Promise<void> {
  await page.goto(`${site(brand)}/trainingen/${courseId}`);
  await answerCookies(page, 'Weigeren');
}

/** Goes through `steps` from the current page on; `check` runs on pages a journey wants to inspect. */
export async function play(
  page: Surface,
  input: Input,
  steps: readonly Step[],
  check?: (step: Step, view: 'question' | 'feedback') => Promise<void>,
): Promise<void> {
  for (const step of steps) {
    await expect(heading(page)).toHaveText(step.title);
    if (step.kind === 'info') {
      await check?.(step, 'question');
      await input.press(nextButton(page));
      continue;
    }
    if (step.kind === 'choice') {
      await check?.(step, 'question');
      await input.press(page.getByRole('button', { name: step.answer, exact: true }));
      // The player moves on to the feedback by itself after 200 ms (spec 3 §4).
    } else {
      if (step.kind === 'flip') {
        for (const answer of step.answers) {
          const card = page.getByRole('button', { name: answer });
          await input.press(card);
          await expect(card).toHaveAttribute('aria-pressed', 'true');
        }
      } else {
        for (const answer of step.answers) await input.toBox(page, answer);
      }
      await check?.(step, 'question');
      await input.press(page.getByRole('button', { name: 'Controleer je antwoord' }));
      if (input.name === 'keyboard') {
        // The check button goes away once checked: focus must not fall back to the page's start.
        await expect(page.locator('body')).not.toBeFocused();
      }
      if (step.kind === 'flip') {
        // Once checked, a card turns over to show whether it was right.
        const flip = page.getByRole('button', { name: flipName(step.answers[0] ?? '') });
        await input.press(flip);
        await expect(flip).toHaveAttribute('aria-pressed', 'true');
      }
      await input.press(nextButton(page));
    }
    const statement = step.kind === 'choice' && step.points === undefined;
    const feedback = page.getByRole('heading', {
      level: 2,
      name: statement ? opinionHeading : feedbackHeading[step.result],
    });
    await expect(feedback).toBeVisible();
    if (step.kind === 'choice' && step.points === undefined) {
      await expect(page.locator('.ep-feedback__points')).toHaveCount(0);
    } else {
      const points = step.points ?? 0;
      await expect(page.locator('.ep-feedback__points')).toHaveText(
        points === 1 ? '1 punt verdiend' : `${points} punten verdiend`,
      );
    }
    await check?.(step, 'feedback');
    await input.press(nextButton(page));
  }
}

/**
 * The end of every demo training (decision 0027: ONE ending). The closing chapter's pages ('Je bent
 * klaar!', 'Wat neem je mee?', 'Vraag je certificaat aan') are never slides of their own: after the
 * last feedback page 'Naar het overzicht' opens the summary at once, with the course's own summary
 * text on it and one score flower (the summary's; the content's points summary is not repeated).
 */
export async function playClosingChapter(page: Surface, trainingName: string): Promise<void> {
  await expect(heading(page)).toHaveText(`Samenvatting: ${trainingName}`);
  await expect(page.getByText(`Dankjewel dat je de training ‘${trainingName}’ hebt gedaan.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Je bent klaar!' })).toHaveCount(0);
  await expect(page.locator('.ep-flower')).toHaveCount(1);
}

/** The second summary page, with the course's own 'Wat neem je mee?' content on it. */
export async function expectSecondSummary(page: Surface): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Zo ging het' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dit weet je nu' })).toBeVisible();
}

/** The certificate form page: standalone, its title once, the course's own text and the form. */
export async function expectCertificateFormPage(page: Surface): Promise<void> {
  await expect(heading(page)).toHaveText('Vraag je certificaat aan');
  await expect(page.getByRole('heading', { name: 'Vraag je certificaat aan' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Training sluiten' })).toHaveCount(0);
  await expect(page.getByText('Heb je genoeg punten gehaald?', { exact: false })).toBeVisible();
  await expect(page.locator('form.au-certificate-form')).toBeVisible();
}

/** Whether a response answers the certificate form's call (spec 3 §7 CreateCertificate). */
function isCreateCertificateAnswer(response: Response): boolean {
  return (
    response.request().method() === 'POST' && /\/CreateCertificate$/.test(new URL(response.url()).pathname)
  );
}

/**
 * Fills in the certificate form for Anna (de Vries, unless a test needs another last name) and
 * sends it once the button allows. Returns the send button, for a test that sends again. A name the
 * form itself refuses (spec 1 §5: a word we do not print) never reaches the server, so the step then
 * does not wait for the certificate call.
 */
export async function sendCertificateForm(
  page: Surface,
  email: string,
  lastName = 'de Vries',
  { refusedByTheForm = false }: { readonly refusedByTheForm?: boolean } = {},
): Promise<Locator> {
  const form = page.locator('form.au-certificate-form');
  await form.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await form.getByRole('textbox', { name: 'Voornaam' }).fill('Anna');
  await form.getByRole('textbox', { name: 'Achternaam' }).fill(lastName);
  const submit = form.getByRole('button', { name: 'Vraag je certificaat aan' });
  // The button waits for the bot check's proof of work.
  await expect(submit).toBeEnabled({ timeout: BOT_CHECK_CEILING_MS });
  // Sending may sign in first and then asks for the certificate: on a loaded machine that can take
  // longer than an expectation's 15 s, so the step waits for the certificate call's answer (a ceiling).
  if (refusedByTheForm) {
    await submit.click();
    return submit;
  }
  const host = 'mouse' in page ? page : page.owner().page();
  const answered = host.waitForResponse(isCreateCertificateAnswer, { timeout: BOT_CHECK_CEILING_MS });
  await submit.click();
  await answered;
  return submit;
}

/**
 * Fills in the certificate form as Anna de Vries and sends it. The result page opens at the new
 * certificate's own address, which is returned.
 */
export async function requestCertificate(page: Page, email: string): Promise<string> {
  await sendCertificateForm(page, email);
  await expect(page).toHaveURL(/\/jouw-resultaat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Gefeliciteerd, Anna/ })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The summary: the result heading and the score once the flower's counter has run. */
export async function expectSummary(
  page: Surface,
  trainingName: string,
  score: number,
  max: number,
  achieved: boolean,
): Promise<void> {
  await expect(heading(page)).toHaveText(`Samenvatting: ${trainingName}`);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: achieved
        ? 'Gefeliciteerd, je hebt het certificaat gehaald!'
        : 'Bijna! Je hebt het certificaat nog niet gehaald',
    }),
  ).toBeVisible();
  await expect(page.getByText(`${score} van ${max} punten`, { exact: true })).toBeAttached();
  // The visible counter runs up to the score (spec 3 §9 timings: up to a few seconds).
  await expect(page.locator('.ep-flower__count')).toHaveText(String(score), { timeout: 15_000 });
}
export { finishTraining, rememberFinishedTraining } from './training-api';
// The steps of the demo trainings and a whole run through the API, in files of their own.
export {
  basisName,
  basisWithMistakes,
  contactAllCorrect,
  contactName,
  winkelName,
  winkelWithTwoSlips,
} from './training-steps';
