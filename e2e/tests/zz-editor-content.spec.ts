// Named to run last: an editor changes the shared demo content (images, videos, highlighted text)
// that the learner journeys before it read by name.
import { expect, type Locator, type Page } from '@playwright/test';
import { e2eThirdEditorEmail } from '../playwright.config';
import { rgbPng } from './png';
import {
  accountMenu,
  answerCookies,
  expectAxeClean,
  signUp,
  site,
  test,
  waitForTakeOverOnLoad,
  watchPolicies,
} from './support';

/*
 * Decision 0045 "Done when": what an editor saves is what a visitor sees. The editor finds the editor's
 * pages through the account menu, uploads an image with alt text, places it in an activity and in
 * an answer, gives an expandable an icon, types one YouTube link and fills in another, is stopped
 * when leaving with unsaved edits, and saves. A visitor in another browser then sees each of them
 * (the images with srcset). Deleting the image names where it is used.
 */

/** A real 1200x800 PNG (two colour bands): large enough for the server to make its width variants. */
const photoPng = () => rgbPng(1200, 800, (y) => (y < 400 ? [40, 110, 160] : [120, 170, 80]));

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#0b5c75"/></svg>';
const ALT = 'Twee mensen lopen samen door het park';
const TRAINING = 'Goed contact met iemand met dementie';
const trainingPath = '/trainingen/2';

async function editorOf(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name });
  await expect(region).toBeVisible();
  return region;
}

async function addBlock(editor: Locator, kind: string): Promise<Locator> {
  await editor.getByRole('combobox', { name: 'Soort blok' }).selectOption({ label: kind });
  await editor.getByRole('button', { name: 'Blok toevoegen' }).click();
  const block = editor.getByRole('group', { name: new RegExp(`: ${kind}$`) }).last();
  // The editor puts the focus on the new block's title in the next frame, so a keyboard user hears
  // where they are; typing before that lost every key after the focus moved (only 'ht' of a link).
  await expect(block.locator('.ep-doc-editor__block-title')).toBeFocused();
  return block;
}

async function save(editor: Locator): Promise<void> {
  await editor.getByRole('button', { name: 'Opslaan' }).click();
  await expect(editor.getByText('Opgeslagen.', { exact: true })).toBeVisible();
}

/** Volgende in admin mode, until the heading says `title`. */
async function goTo(page: Page, title: string): Promise<void> {
  const bar = page.getByRole('region', { name: 'Bewerkmodus' });
  await bar.getByText('Naar een activiteit').click();
  await bar.getByRole('button', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** The contrast ratio (WCAG) of a link's text colour against the background of the list it is in. */
async function contrastWithList(link: Locator): Promise<number> {
  return link.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (value: string) => {
      const [r, g, b] = rgb(value).map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const list = element.closest('ul') as HTMLElement;
    const [light, dark] = [
      luminance(getComputedStyle(element).color),
      luminance(getComputedStyle(list).backgroundColor),
    ].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

/** The srcset of an image, as a list of widths. */
async function srcsetWidths(image: Locator): Promise<number[]> {
  const srcset = (await image.getAttribute('srcset')) ?? '';
  return srcset
    .split(',')
    .map((candidate) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1]))
    .filter((width) => Number.isFinite(width));
}

test('what an editor saves is what a visitor sees, and deleting an image in use names its places', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signUp(page, 'dementie', e2eThirdEditorEmail);
  // The local-instance hook makes this address an editor once signed in: the next page knows it.
  await page.goto(`${site('dementie')}/`);

  // The role is visible, and the account menu leads to the editor's pages (readable: axe-clean).
  await accountMenu(page).getByRole('button', { name: 'Mijn account' }).click();
  await expect(accountMenu(page).getByText('Redacteur')).toBeVisible();
  await expectAxeClean(page);
  // axe cannot tell the open list's background for sure (it overlaps the page): the contrast of its
  // links against the list is measured here (they were once white on white).
  for (const name of ['Trainingen bewerken', 'Afbeeldingen beheren', 'Mijn profiel']) {
    expect(await contrastWithList(accountMenu(page).getByRole('link', { name }))).toBeGreaterThanOrEqual(4.5);
  }
  await accountMenu(page).getByRole('link', { name: 'Trainingen bewerken' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trainingen bewerken');
  await expectAxeClean(page);
  await page.getByRole('link', { name: `${TRAINING} bewerken` }).click();
  await expect(page).toHaveURL(new RegExp(`${trainingPath}\\?admin=1`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom');

  // 1. An activity: an image uploaded with its alt text, and an icon on its expandable.
  await goTo(page, 'In een andere wereld');
  const slide = await editorOf(page, 'Inhoud van de activiteit bewerken: In een andere wereld');
  const imageBlock = await addBlock(slide, 'Afbeelding');
  await imageBlock.getByRole('button', { name: 'Kies een afbeelding' }).click();
  const panel = page.getByRole('region', { name: 'Afbeeldingen' });
  await panel.getByRole('button', { name: 'Uploaden', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Afbeelding uploaden' });
  await upload
    .getByLabel('Kies een bestand')
    .setInputFiles({ name: 'e2e-park.png', mimeType: 'image/png', buffer: photoPng() });
  await upload.getByRole('button', { name: 'Uploaden', exact: true }).click();
  await expect(upload).toBeHidden();
  await panel.getByRole('button', { name: 'Kiezen' }).click();
  await expect(panel).toBeHidden();
  // No alt text yet: saving is refused with a reason.
  await slide.getByRole('button', { name: 'Opslaan' }).click();
  await expect(slide.getByText(/Vul een beschrijving van de afbeelding in/).first()).toBeVisible();
  await imageBlock.getByRole('textbox', { name: /Beschrijving van de afbeelding/ }).fill(ALT);
  const expandable = slide.getByRole('group', { name: /: Uitklapblok$/ });
  await expandable
    .getByLabel('Icoon (alleen SVG)')
    .setInputFiles({ name: 'icoon.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(ICON) });
  await expect(expandable.locator('img.ep-doc-editor__icon-preview')).toBeVisible();
  await save(slide);

  // 2. A statement answer: a YouTube link typed key by key.
  await goTo(page, 'Wat denk jij?');
  const eens = await editorOf(page, 'Antwoord 1 bewerken: Eens');
  const typedVideo = await addBlock(eens, 'Video');
  const typedField = typedVideo.getByRole('textbox', { name: /Link naar de video/ });
  await typedField.pressSequentially('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
  await expect(typedField).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
  await expect(
    typedVideo.getByText('Wordt opgeslagen als: https://www.youtube.com/embed/dQw4w9WgXcQ'),
  ).toBeVisible();
  // Straight from the field to Opslaan with the mouse: the click is not lost.
  await save(eens);

  // 3. A click question: the same image in one answer, a link filled in at once in another.
  await goTo(page, 'Steeds dezelfde vraag');
  const first = await editorOf(page, 'Antwoord 1 bewerken: Ik zeg rustig opnieuw hoe laat het is');
  const answerImage = await addBlock(first, 'Afbeelding');
  await answerImage.getByRole('button', { name: 'Kies een afbeelding' }).click();
  await panel
    .getByRole('button', { name: /e2e-park/ })
    .first()
    .click();
  await panel.getByRole('button', { name: 'Kiezen' }).click();
  await answerImage.getByRole('textbox', { name: /Beschrijving van de afbeelding/ }).fill(ALT);
  const second = await editorOf(page, 'Antwoord 2 bewerken: Ik schrijf de tijd op een briefje');
  const pastedVideo = await addBlock(second, 'Video');
  await pastedVideo
    .getByRole('textbox', { name: /Link naar de video/ })
    .fill('https://youtu.be/aqz-KE-bpKQ?si=deel');

  // Leaving with unsaved edits asks first; 'Blijven' keeps them.
  await page.getByRole('button', { name: 'Vorige' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Blijven' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steeds dezelfde vraag');
  await save(first);
  await save(second);
  await expectAxeClean(page);

  // A visitor in a browser of their own sees each of them.
  const visitor = await browser.newContext();
  watchPolicies(visitor);
  const learner = waitForTakeOverOnLoad(await visitor.newPage());
  await learner.goto(`${site('dementie')}${trainingPath}`);
  await answerCookies(learner, 'Accepteren');
  const heading = learner.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Welkom');
  await learner.getByRole('button', { name: 'Volgende' }).click();
  await expect(heading).toHaveText('In een andere wereld');
  const placed = learner.getByRole('img', { name: ALT });
  await expect(placed).toBeVisible();
  expect((await srcsetWidths(placed)).length).toBeGreaterThan(1);
  expect(await placed.getAttribute('width')).toBe('1200');
  expect(await placed.getAttribute('height')).toBe('800');
  await expect
    .poll(() => placed.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  const icon = learner.locator('summary img');
  await expect(icon).toBeVisible();
  expect(await icon.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  await expectAxeClean(learner);

  await learner.getByRole('button', { name: 'Volgende' }).click();
  await expect(heading).toHaveText('Wat denk jij?');
  const eensItem = learner
    .getByRole('listitem')
    .filter({ has: learner.getByRole('button', { name: 'Eens' }) });
  await expect(eensItem.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/dQw4w9WgXcQ\?/,
  );
  await learner.getByRole('button', { name: 'Eens', exact: true }).click();
  // The answer is marked and its feedback shown; then on.
  await expect(learner.locator('.ep-feedback')).toBeVisible();
  await learner.getByRole('button', { name: 'Volgende' }).click();
  await expect(heading).toHaveText('Steeds dezelfde vraag');
  const pictured = learner.getByRole('button', { name: new RegExp(`${ALT}\\s*Ik zeg rustig opnieuw`) });
  await expect(pictured).toBeVisible();
  expect((await srcsetWidths(pictured.getByRole('img'))).length).toBeGreaterThan(1);
  const briefjeItem = learner
    .getByRole('listitem')
    .filter({ has: learner.getByRole('button', { name: 'Ik schrijf de tijd op een briefje' }) });
  await expect(briefjeItem.locator('iframe')).toHaveAttribute('src', /\/embed\/aqz-KE-bpKQ\?/);
  await expectAxeClean(learner);
  await visitor.close();

  // Deleting the image: the dialog names where it is used, and nothing is deleted without asking again.
  await page.goto(`${site('dementie')}/redactie/afbeeldingen`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afbeeldingen beheren');
  const library = page.getByRole('region', { name: 'Afbeeldingen' });
  await library
    .getByRole('button', { name: /e2e-park/ })
    .first()
    .click();
  await library.getByRole('button', { name: 'Verwijderen' }).click();
  const verify = page.getByRole('dialog', { name: 'Afbeelding verwijderen?' });
  await expect(verify.getByText('Deze afbeelding staat op:')).toBeVisible();
  await expect(verify).toContainText(`Training ‘${TRAINING}’, onderdeel ‘In een andere wereld’`);
  await expect(verify).toContainText(`Training ‘${TRAINING}’, onderdeel ‘Steeds dezelfde vraag’`);
  await expect(verify).toHaveCSS('opacity', '1');
  await expectAxeClean(page);
  await verify.getByRole('button', { name: 'Annuleren' }).click();
  await expect(verify).toBeHidden();
  await expect(library.getByRole('button', { name: /e2e-park/ }).first()).toBeVisible();
});
