import { expect } from '@playwright/test';
import { expectAxeClean, site, test } from './support';
import { contactAllCorrect, heading, mouse, nextButton, openTraining, play } from './training';

/*
 * The player and the connection, over the real server (decision 0024 and the draft 'the player waits
 * for the connection'): moving on without a connection waits and goes on by itself once it is back, as
 * answers are sent again; a run answer the player cannot read leads to the offline page, with a way on.
 */

const waiting =
  'Even geduld: er is nu geen verbinding. Zodra die er weer is, gaat de training vanzelf verder.';

test('moving on without a connection waits, then goes on by itself when it is back', async ({
  page,
  context,
}) => {
  await openTraining(page, 'dementie', 2);
  await play(page, mouse, contactAllCorrect.slice(0, 1));
  await expect(heading(page)).toHaveText('In een andere wereld');
  await expect(
    page.getByText('Iemand met dementie leeft steeds meer in een eigen wereld.', { exact: false }),
  ).toBeVisible();
  await mouse.press(nextButton(page));
  await expect(heading(page)).toHaveText('Wat denk jij?');
  await expect(page.getByRole('button', { name: 'Oneens', exact: true })).toBeVisible();

  // The connection goes: the next page cannot load. It says so calmly, not that the training failed.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Oneens', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bedankt voor je antwoord.' })).toBeVisible();
  await mouse.press(nextButton(page));
  await expect(heading(page)).toHaveText('Steeds dezelfde vraag');
  await expect(page.getByRole('status').filter({ hasText: waiting })).toBeVisible();
  await expect(page.getByText(/De training kon niet worden geladen/)).toHaveCount(0);
  await expectAxeClean(page);

  // Back: the question arrives without a press of any button, and the answer made offline is saved.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/elearning/MarkAssignment') && response.ok(),
  );
  await context.setOffline(false);
  await expect(
    page.getByRole('button', { name: 'Ik zeg rustig opnieuw hoe laat het is', exact: true }),
  ).toBeVisible();
  await expect(page.getByText(waiting)).toHaveCount(0);
  await saved;
  await expect(page.getByText('Nog niet opgeslagen. We proberen het opnieuw.')).toHaveCount(0);
});

test('a run answer the player cannot read leads to the offline page, and from there back into the training', async ({
  page,
}) => {
  const brand = 'dementievriendelijk';
  await page.route('**/api/elearning/StartRun', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"RunId":42,"Chapters":"geen"}' }),
  );
  await openTraining(page, brand, 2);
  await expect(page).toHaveURL(/\/training-offline\?training=2/);
  await expect(heading(page)).toHaveText('De training werkt nu even niet');
  await expectAxeClean(page);

  // The server answers properly again: the offline page's way on opens the training.
  await page.unroute('**/api/elearning/StartRun');
  await page.getByRole('link', { name: 'Probeer de training opnieuw' }).click();
  await expect(page).toHaveURL(new RegExp(`^${site(brand)}/trainingen/2`));
  await expect(heading(page)).toHaveText('Welkom');
});
