import { expect, type Page } from '@playwright/test';
import { e2eEditorEmail, e2eSecondEditorEmail } from '../playwright.config';
import { rgbPng } from './png';
import {
  answerCookies,
  expectAxeClean,
  site,
  submitLogin,
  test,
  waitForTakeOverOnLoad,
  watchPolicies,
} from './support';

/*
 * "Done when": an editor uploads an image, picks it into an activity's image block in the
 * player's admin mode, saves, and a visitor then sees it in the player; once the editor deletes it
 * anyway, the visitor's page shows no image and no empty box where it was. The editor address gets its
 * role from the e2e server's development-only E2E_EDITOR_EMAILS hook (playwright.config.ts).
 */

/** A real 20x20 RGB PNG (a small orange square). */
const smallPng = () => rgbPng(20, 20, () => [230, 120, 20]);

/** Signs in through the login page: a new address gets an account and a session at once. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${site('dementie')}/login`);
  await answerCookies(page, 'Weigeren');
  await submitLogin(page, email);
  await expect(page).not.toHaveURL(/\/login/);
}

// Training 2 'Goed contact met iemand met dementie' on the dementie brand; its first activity is an
// info slide of text only (the first slide of training 3 holds the demo video, and an activity
// document has room for one image or video).
const trainingPath = '/trainingen/2';
const slideTitle = 'Welkom';
const alt = 'Een oranje vierkant, geplaatst door de redactie';

test('an editor uploads an image, places it in an activity and a visitor sees it; deleted, it leaves no empty box', async ({
  page,
  browser,
}) => {
  await signIn(page, e2eEditorEmail);
  await page.goto(`${site('dementie')}${trainingPath}?admin=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(slideTitle);
  const editor = page.getByRole('region', { name: `Inhoud van de activiteit bewerken: ${slideTitle}` });
  await expect(editor).toBeVisible();
  await editor.getByRole('combobox', { name: 'Soort blok' }).selectOption({ label: 'Afbeelding' });
  await editor.getByRole('button', { name: 'Blok toevoegen' }).click();

  await editor.getByRole('button', { name: 'Kies een afbeelding' }).click();
  const panel = page.getByRole('region', { name: 'Afbeeldingen' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Uploaden', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Afbeelding uploaden' });
  await upload.getByLabel('Kies een bestand').setInputFiles({
    name: 'e2e-oranje.png',
    mimeType: 'image/png',
    buffer: smallPng(),
  });
  await expect(upload.getByRole('img')).toBeVisible(); // the preview
  await upload.getByRole('button', { name: 'Uploaden', exact: true }).click();
  await expect(upload).toBeHidden();
  // The new image is the pending card; 'Kiezen' chooses it.
  await expect(panel.locator('[aria-pressed="true"]')).toHaveCount(1);
  await expectAxeClean(page);
  await panel.getByRole('button', { name: 'Kiezen' }).click();
  await expect(panel).toBeHidden();

  await editor.getByRole('textbox', { name: 'Beschrijving van de afbeelding (alt-tekst)' }).fill(alt);
  await editor.getByRole('button', { name: 'Opslaan' }).click();
  await expect(editor.getByText('Opgeslagen.', { exact: true })).toBeVisible();

  // A visitor, in a browser of their own, sees the image in the player.
  const visitor = await browser.newContext();
  watchPolicies(visitor);
  const visitorPage = waitForTakeOverOnLoad(await visitor.newPage());
  await visitorPage.goto(`${site('dementie')}${trainingPath}`);
  await answerCookies(visitorPage, 'Weigeren');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(slideTitle);
  await expect(visitorPage.getByRole('region', { name: /bewerken/ })).toHaveCount(0);
  await expect(visitorPage.getByRole('region', { name: 'Bewerkmodus' })).toHaveCount(0);
  const image = visitorPage.getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  expect(await image.getAttribute('src')).toMatch(
    /^\/blobstorage\/pictures\/e2e-oranje[^/]*\.(png|webp|jpe?g)$/,
  );
  // The file really is served: the browser decoded it.
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(20);
  await expectAxeClean(visitorPage);

  // The editor deletes the image while it is in use, after the library names where (decision 0047).
  await page.goto(`${site('dementie')}/redactie/afbeeldingen`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afbeeldingen beheren');
  const library = page.getByRole('region', { name: 'Afbeeldingen' });
  await library.getByRole('button', { name: /e2e-oranje/ }).click();
  await library.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  const verify = page.getByRole('dialog', { name: 'Afbeelding verwijderen?' });
  await expect(verify).toContainText(`onderdeel ‘${slideTitle}’`);
  await expect(verify.getByRole('alert')).toContainText('tonen deze pagina’s geen afbeelding meer');
  await verify.getByRole('button', { name: 'Toch verwijderen' }).click();
  await expect(verify).toBeHidden();
  await expect(library.getByRole('button', { name: /e2e-oranje/ })).toHaveCount(0);

  // As the warning said: the visitor's page shows no image there any more, and no empty box for it.
  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(slideTitle);
  await expect(visitorPage.getByRole('heading', { name: 'Fijn dat je er bent' })).toBeVisible();
  await expect(visitorPage.getByRole('img', { name: alt })).toHaveCount(0);
  await expect(visitorPage.locator('img[src*="e2e-oranje"], img[srcset*="e2e-oranje"]')).toHaveCount(0);
  await expect(visitorPage.locator('.ep-doc__image')).toHaveCount(0);
  // No image on the page failed to load (a broken one is drawn as an empty box of its size).
  const broken = await visitorPage
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth === 0)
        .map((img) => img.currentSrc || img.src),
    );
  expect(broken).toEqual([]);
  await expectAxeClean(visitorPage);
  await visitor.close();
});

// Decision 0049: the editor's view. Training 2's activities in course order, then the two ending pages.
const trainingTwo = [
  'Welkom',
  'In een andere wereld',
  'Wat denk jij?',
  'Steeds dezelfde vraag',
  'Let op veranderingen',
  'Signalen van onrust',
  'Signalen van terugtrekken',
  'Samen plezier hebben',
  'Wat kun je samen doen?',
  'Wat neem jij mee?',
  'Samenvatting',
  'Tweede samenvatting',
];

test("an editor walks a training without answering, edits a drag answer and a flip card's back, and loses no edits", async ({
  page,
}) => {
  await signIn(page, e2eSecondEditorEmail);
  const startRuns: unknown[] = [];
  const markings: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/elearning/StartRun')) startRuns.push(request.postDataJSON());
    if (/\/api\/elearning\/Mark(Assignment|InfoSlideDone)/.test(request.url())) markings.push(request.url());
  });
  await page.goto(`${site('dementie')}${trainingPath}?admin=1`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(slideTitle);
  await expect(page.getByRole('region', { name: 'Bewerkmodus' })).toBeVisible();
  await expectAxeClean(page);

  // From the first to the last page with Volgende, answering nothing.
  for (const [index, name] of trainingTwo.entries()) {
    await expect(title).toHaveText(name);
    const next = page.getByRole('button', { name: 'Volgende' });
    if (index === trainingTwo.length - 1) {
      await expect(next).toHaveCount(0);
      break;
    }
    await next.click();
  }
  await expect(page.getByText(/Hier ziet de deelnemer de uitslag/)).toBeVisible();
  await expect(page.getByRole('button', { name: /certificaat/i })).toHaveCount(0);

  // Straight to the drag question through the editor's list.
  const bar = page.getByRole('region', { name: 'Bewerkmodus' });
  await bar.getByText('Naar een activiteit').click();
  await bar.getByRole('button', { name: 'Signalen van terugtrekken' }).click();
  await expect(title).toHaveText('Signalen van terugtrekken');
  const answer = page.getByRole('region', {
    name: 'Antwoord 1 bewerken: Komt niet meer naar de koffieochtend',
  });
  await expect(answer).toBeVisible();
  await answer.getByRole('checkbox', { name: 'Opvallend tonen' }).check();
  await expect(answer.getByText('Nog niet opgeslagen.')).toBeVisible();

  // Volgende with that edit unsaved asks first; Blijven keeps it.
  await page.getByRole('button', { name: 'Volgende' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
  await expect(dialog).toContainText(
    'Je hebt wijzigingen die nog niet zijn opgeslagen. Wil je deze pagina verlaten zonder op te slaan?',
  );
  await expect(dialog.getByRole('button', { name: 'Blijven' })).toBeFocused();
  // Checked once it has faded in (half-way its colours are not yet the real ones).
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Blijven' }).click();
  await expect(dialog).toBeHidden();
  await expect(title).toHaveText('Signalen van terugtrekken');
  await expect(answer.getByRole('checkbox', { name: 'Opvallend tonen' })).toBeChecked();
  await answer.getByRole('button', { name: 'Opslaan' }).click();
  await expect(answer.getByText('Opgeslagen.', { exact: true })).toBeVisible();

  // A flip card's back, without answering or turning the card.
  await page.getByRole('button', { name: 'Vorige' }).click();
  await expect(title).toHaveText('Signalen van onrust');
  const back = page.getByRole('region', {
    name: "Achterkant van kaart 'Zoekt steeds naar de sleutels' bewerken",
  });
  await back.getByRole('checkbox', { name: 'Opvallend tonen' }).check();
  await back.getByRole('button', { name: 'Opslaan' }).click();
  await expect(back.getByText('Opgeslagen.', { exact: true })).toBeVisible();
  await expectAxeClean(page);

  // Saved: after a reload both edits are there.
  await page.reload();
  await expect(title).toHaveText(slideTitle);
  await bar.getByText('Naar een activiteit').click();
  await bar.getByRole('button', { name: 'Signalen van onrust' }).click();
  await expect(
    page
      .getByRole('region', { name: "Achterkant van kaart 'Zoekt steeds naar de sleutels' bewerken" })
      .getByRole('checkbox', { name: 'Opvallend tonen' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(answer.getByRole('checkbox', { name: 'Opvallend tonen' })).toBeChecked();

  // No run and no marking for the editor: only the preview of the outline.
  expect(startRuns.length).toBeGreaterThan(0);
  for (const body of startRuns) expect(body).toMatchObject({ Preview: true });
  expect(markings).toEqual([]);

  // Closing the page with an unsaved edit: the browser's own prompt.
  await answer.getByRole('checkbox', { name: 'Opvallend tonen' }).uncheck();
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const unload = await prompt;
  expect(unload.type()).toBe('beforeunload');
  await unload.accept();
});
