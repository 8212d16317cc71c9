import { expect, type Page } from '@playwright/test';
import { BOT_CHECK_CEILING_MS, type Brand, expectAxeClean, newEmail, signUp, site, test } from './support';
import { contactName, finishTraining, heading, nextButton, openTraining } from './training';

/*
 * The end of a training as a learner sees it, over the real server: the summary says its outcome once
 * and its scorecards show that they open; the certificate form names every field to fix at once; my
 * trainings keeps a certificate once earned, also after a second attempt (draft 'my trainings keeps the
 * certificate'). Training 2 ('Goed contact met iemand met dementie') is on every brand.
 */

const CONTACT = 2;
test.use({ reducedMotion: 'reduce' });

/** The summary of a finished run of training 2, as the player reopens it (the cookie banner answered). */
async function openSummary(page: Page, brand: Brand, cookiesAnswered = false) {
  if (cookiesAnswered) await page.goto(`${site(brand)}/trainingen/${CONTACT}`);
  else await openTraining(page, brand, CONTACT);
  await expect(heading(page)).toHaveText(`Samenvatting: ${contactName}`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Gefeliciteerd, je hebt het certificaat gehaald!' }),
  ).toBeVisible();
}

/** The chevron of a scorecard: its rotation in degrees, as drawn. */
function signTurn(page: Page, name: string) {
  return page
    .locator('.ep-scorecard')
    .filter({ hasText: name })
    .locator('.ep-scorecard__sign')
    .evaluate((sign) => {
      const matrix = new DOMMatrix(getComputedStyle(sign).transform);
      return Math.round((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI);
    });
}

test('the summary congratulates once, its scorecards show that they open, and the form names every field to fix', async ({
  page,
}) => {
  const brand = 'alzheimer';
  await page.goto(`${site(brand)}/trainingen`);
  await finishTraining(page.request, brand, CONTACT);
  await openSummary(page, brand);
  const player = page.locator('.ep-player');
  await expect(player.getByText(/Gefeliciteerd/)).toHaveCount(1);

  // Each scorecard has a visible sign that turns when it opens, by mouse or by keyboard.
  const card = player.locator('.ep-scorecard').filter({ hasText: 'Onrust' });
  const summary = card.locator('summary');
  await expect(card.locator('.ep-scorecard__sign')).toBeVisible();
  await expect(player.locator('.ep-scorecard__sign')).toHaveCount(
    await player.locator('.ep-scorecard').count(),
  );
  const closed = await signTurn(page, 'Onrust');
  await summary.click();
  await expect(card.locator('details')).toHaveAttribute('open', '');
  const open = await signTurn(page, 'Onrust');
  expect(Math.abs(open - closed)).toBe(180);
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(card.locator('details')).not.toHaveAttribute('open', '');
  expect(await signTurn(page, 'Onrust')).toBe(closed);
  await expectAxeClean(page);

  // The certificate form: sent with a wrong address and no names, every field says what to fix at once.
  await nextButton(page).click();
  await page.getByRole('button', { name: 'Naar je certificaat' }).click();
  await expect(heading(page)).toHaveText('Vraag je certificaat aan');
  const form = page.locator('form.au-certificate-form');
  const email = form.getByRole('textbox', { name: 'E-mailadres' });
  await email.fill('anna@');
  const submit = form.getByRole('button', { name: 'Vraag je certificaat aan' });
  await expect(submit).toBeEnabled({ timeout: BOT_CHECK_CEILING_MS });
  await submit.click();
  const first = form.getByRole('textbox', { name: 'Voornaam' });
  const last = form.getByRole('textbox', { name: 'Achternaam' });
  for (const field of [email, first, last]) await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Tussenvoegsel' })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByText('Dit e-mailadres klopt niet. Kijk het nog een keer na.')).toBeVisible();
  await expect(form.getByText('Vul je voornaam in.')).toBeVisible();
  await expect(form.getByText('Vul je achternaam in.')).toBeVisible();
  await expect(email).toBeFocused();
  await expectAxeClean(page);
});

test('my trainings keeps the certificate after a second attempt; a finished card leads to it', async ({
  page,
}) => {
  const brand = 'dementievriendelijk';
  await signUp(page, brand, newEmail('mijntrainingen'));
  await finishTraining(page.request, brand, CONTACT);
  await openSummary(page, brand, true);
  await nextButton(page).click();
  await page.getByRole('button', { name: 'Naar je certificaat' }).click();
  const form = page.locator('form.au-certificate-form');
  await form.getByRole('textbox', { name: 'Voornaam' }).fill('Anna');
  await form.getByRole('textbox', { name: 'Achternaam' }).fill('de Vries');
  const submit = form.getByRole('button', { name: 'Vraag je certificaat aan' });
  await expect(submit).toBeEnabled({ timeout: BOT_CHECK_CEILING_MS });
  await submit.click();
  await expect(page).toHaveURL(/\/jouw-resultaat\/[0-9a-f-]{36}$/);
  const certificate = new URL(page.url()).pathname;

  // Finished: the card leads to the certificate, with a second attempt beside it; nothing to go on with.
  await page.goto(`${site(brand)}/mijn-trainingen`);
  const card = page.getByRole('main').getByRole('article', { name: contactName });
  await expect(card.getByText('Je hebt je certificaat gehaald.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Bekijk je certificaat' })).toHaveAttribute(
    'href',
    certificate,
  );
  await expect(card.getByRole('link', { name: 'Ga verder' })).toHaveCount(0);
  await expectAxeClean(page);

  // A second attempt: the card follows the new run and still shows the certificate earned.
  await card.getByRole('link', { name: 'Training opnieuw doen' }).click();
  await expect(heading(page)).toHaveText('Welkom');
  await page.goto(`${site(brand)}/mijn-trainingen`);
  await expect(card.getByText(/^\d+ van \d+ onderdelen gedaan$/)).not.toHaveText(/^(\d+) van \1 /);
  await expect(card.getByText('Je hebt je certificaat gehaald.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Bekijk je certificaat' })).toHaveAttribute(
    'href',
    certificate,
  );
  await expect(card.getByRole('link', { name: /^(Ga verder|Begin met de training)$/ })).toBeVisible();
  await expectAxeClean(page);
});
