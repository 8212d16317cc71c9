import { expect, type Page } from '@playwright/test';
import { type Brand, test } from './support';
import {
  basisWithMistakes,
  box,
  contactAllCorrect,
  feedbackHeading,
  heading,
  type Input,
  keyboard,
  mouse,
  nextButton,
  openTraining,
  play,
  type Step,
  touch,
  winkelWithTwoSlips,
} from './training';

/*
 *, item 5: the flip cards of every demo training laid out without overlap or clipped text
 * at a phone's and two desktop widths, front and back; and the items placed in a drag box or the
 * cards chosen before 'Controleer je antwoord' found again after a reload.
 */

const widths = [390, 1024, 1280] as const;

/**
 * What is wrong with the flip-card layout on screen now, as sentences (empty when all is well):
 * a card or one of its parts (face, back, turn button) reaching outside its card, the list or the
 * window; two cards' parts overlapping; text cut off inside a face (scroll size above client size).
 */
async function flipCardLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // The turn animation rotates the back: measure the resting layout, once it has ended.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null)));
    const problems: string[] = [];
    const list = document.querySelector<HTMLElement>('.ep-flip__cards');
    if (!list) return ['no flip cards on the page'];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    }
    const box = (element: Element) => element.getBoundingClientRect();
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const viewport = new DOMRect(0, -1e9, root.clientWidth, 2e9);
    const cards = [...list.querySelectorAll<HTMLElement>(':scope > .ep-card')];
    const name = (card: Element) => card.querySelector('.ep-card__title')?.textContent ?? '(no title)';
    const partName = (part: Element) =>
      part.classList.contains('ep-card__back')
        ? 'back'
        : part.classList.contains('ep-card__flip')
          ? 'turn button'
          : 'front';
    const parts = cards.flatMap((card) =>
      [...card.querySelectorAll(':scope > .ep-card__face, :scope > .ep-card__flip')].map((part) => ({
        card,
        part,
      })),
    );
    for (const card of cards) {
      if (!inside(box(card), box(list))) problems.push(`card "${name(card)}" reaches outside the list`);
    }
    for (const { card, part } of parts) {
      const label = `${partName(part)} of "${name(card)}"`;
      if (!inside(box(part), box(card))) problems.push(`${label} reaches outside its card`);
      if (!inside(box(part), viewport)) problems.push(`${label} reaches outside the window`);
      if (!part.classList.contains('ep-card__face')) continue;
      // Text cut off: any box in the face whose content is larger than the box itself, or text
      // reaching outside the face.
      for (const element of [part, ...part.querySelectorAll('*')]) {
        const { scrollWidth, scrollHeight, clientWidth, clientHeight } = element;
        if (clientWidth === 0 && clientHeight === 0) continue; // inline boxes have no client size
        if (scrollWidth > clientWidth + 1 || scrollHeight > clientHeight + 1) {
          problems.push(`${label}: <${element.tagName.toLowerCase()}> cuts off its content`);
        }
        if (element !== part && !inside(box(element), box(part))) {
          problems.push(`${label}: <${element.tagName.toLowerCase()}> reaches outside the face`);
        }
      }
    }
    for (const [index, a] of parts.entries()) {
      for (const b of parts.slice(index + 1)) {
        if (a.card !== b.card && overlap(box(a.part), box(b.part))) {
          problems.push(
            `${partName(a.part)} of "${name(a.card)}" overlaps ${partName(b.part)} of "${name(b.card)}"`,
          );
        }
      }
    }
    return problems;
  });
}

/** The flip cards laid out well at every width (the same page, the window resized). */
async function expectFlipCardsLaidOut(page: Page, what: string): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await flipCardLayoutProblems(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const flipTrainings: readonly { brand: Brand; courseId: number; steps: readonly Step[] }[] = [
  { brand: 'dementievriendelijk', courseId: 2, steps: contactAllCorrect },
  { brand: 'alzheimer', courseId: 1, steps: winkelWithTwoSlips },
  { brand: 'dementie', courseId: 3, steps: basisWithMistakes },
];

test.describe('flip cards at 390, 1024 and 1280 px', () => {
  // A walk through most of a training, with nine layout checks per question (about 10 s here).
  for (const { brand, courseId, steps } of flipTrainings) {
    test(`training ${courseId} on ${brand}: no card overlaps another, no text is cut off, front and back`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openTraining(page, brand, courseId);
      const last = steps.map((step) => step.kind).lastIndexOf('flip');
      for (const step of steps.slice(0, last + 1)) {
        if (step.kind !== 'flip') {
          await play(page, mouse, [step]);
          continue;
        }
        await expect(heading(page)).toHaveText(step.title);
        await expect(page.locator('.ep-card').first()).toBeVisible();
        await expectFlipCardsLaidOut(page, `${step.title}, the fronts`);
        for (const answer of step.answers) {
          const card = page.getByRole('button', { name: answer });
          await mouse.press(card);
          await expect(card).toHaveAttribute('aria-pressed', 'true');
        }
        await expectFlipCardsLaidOut(page, `${step.title}, chosen`);
        await mouse.press(page.getByRole('button', { name: 'Controleer je antwoord' }));
        // Every card turned over: the backs hold the longest texts.
        const turn = page.locator('.ep-card__flip');
        await expect(turn.first()).toBeVisible();
        for (let index = 0; index < (await turn.count()); index += 1) {
          await mouse.press(turn.nth(index));
          await expect(turn.nth(index)).toHaveAttribute('aria-pressed', 'true');
        }
        await expect(page.locator('.ep-card__back')).toHaveCount(await turn.count());
        await expectFlipCardsLaidOut(page, `${step.title}, turned over`);
        await mouse.press(nextButton(page));
        await expect(
          page.getByRole('heading', { level: 2, name: feedbackHeading[step.result] }),
        ).toBeVisible();
        await mouse.press(nextButton(page));
      }
    });
  }
});

/*
 * Training 3 'Dementie: de basis': the drag question 'Signalen van vergeten' and the flip-card
 * question 'Moeite met taal' right after it, answered as in basisWithMistakes.
 */
const dragStep = basisWithMistakes[4];
const flipStep = basisWithMistakes[5];
const beforeDrag = basisWithMistakes.slice(0, 4);
const selectionsKey = 'dementie.player.selections.3';

async function expectInBox(page: Page, answers: readonly string[]): Promise<void> {
  for (const answer of answers) {
    await expect(box(page).getByRole('button', { name: answer, exact: true })).toBeVisible();
  }
  await expect(box(page).locator('.ep-drag__answer')).toHaveCount(answers.length);
}

/** Places items and chooses a card, reloads in between, and finds them again (decision 0024). */
async function selectionsSurviveReloads(page: Page, input: Input): Promise<void> {
  if (dragStep?.kind !== 'drag' || flipStep?.kind !== 'flip') throw new Error('training 3 changed');
  await play(page, input, beforeDrag);

  // Two of the three items in the box, then a reload: both are still in the box.
  await expect(heading(page)).toHaveText(dragStep.title);
  const [first, second, third] = dragStep.answers as [string, string, string];
  await input.toBox(page, first);
  await input.toBox(page, second);
  await page.reload();
  await expect(heading(page)).toHaveText(dragStep.title);
  await expectInBox(page, [first, second]);
  // The third, checked: the result counts all three.
  await input.toBox(page, third);
  await input.press(page.getByRole('button', { name: 'Controleer je antwoord' }));
  await input.press(nextButton(page));
  await expect(page.getByRole('heading', { level: 2, name: feedbackHeading[dragStep.result] })).toBeVisible();
  await expect(page.locator('.ep-feedback__points')).toHaveText(`${dragStep.points} punten verdiend`);
  await input.press(nextButton(page));

  // One card chosen, a reload: it is still chosen, and the second completes the answer.
  await expect(heading(page)).toHaveText(flipStep.title);
  const [card, otherCard] = flipStep.answers as [string, string];
  await input.press(page.getByRole('button', { name: card }));
  await expect(page.getByRole('button', { name: card })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heading(page)).toHaveText(flipStep.title);
  await expect(page.getByRole('button', { name: card })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: otherCard })).toHaveAttribute('aria-pressed', 'false');
  await input.press(page.getByRole('button', { name: otherCard }));
  await input.press(page.getByRole('button', { name: 'Controleer je antwoord' }));
  await input.press(nextButton(page));
  await expect(page.getByRole('heading', { level: 2, name: feedbackHeading[flipStep.result] })).toBeVisible();
  await expect(page.locator('.ep-feedback__points')).toHaveText(`${flipStep.points} punten verdiend`);
  // Checked answers are the run's now: nothing unchecked is kept any more.
  expect(await page.evaluate((key) => window.localStorage.getItem(key), selectionsKey)).toBeNull();
}

test.describe('selections not yet checked survive a reload', () => {
  test('by keyboard only', async ({ page }) => {
    await openTraining(page, 'dementie', 3);
    await selectionsSurviveReloads(page, keyboard);
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test('by tap', async ({ page }) => {
      await openTraining(page, 'alzheimer', 3);
      await selectionsSurviveReloads(page, touch);
    });
  });
});
