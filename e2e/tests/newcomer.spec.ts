import { type Browser, expect, type Page } from '@playwright/test';
import {
  accountMenu,
  answerCookies,
  type Brand,
  brands,
  expectAxeClean,
  expectSignedIn,
  expectSignedOut,
  freshPage,
  journeyPage,
  newEmail,
  site,
  test,
} from './support';
import {
  contactAllCorrect,
  contactName,
  expectCertificateFormPage,
  expectSummary,
  heading,
  mouse,
  nextButton,
  play,
  playClosingChapter,
  requestCertificate,
} from './training';

/*
 * A newcomer's whole visit, on each brand, against the server exactly as `npm start` runs it
 * (production build, embedded database, the local mailbox; playwright.config.ts): reading, a
 * training to its end, the certificate, and every mailed step opened the way a person does it, from
 * the mailbox page and in another browser, with axe on each page.
 */

/**
 * The link of the newest mail to `to`, read off the local mailbox page in a new tab, as a person
 * does it (the mailbox is a plain page of the server, not part of the site's app).
 */
async function openMailbox(page: Page, brand: Brand, to: string, path: string): Promise<string> {
  const tab = await page.context().newPage();
  let href = '';
  await expect(async () => {
    await tab.goto(`${site(brand)}/_dev/mailbox?to=${encodeURIComponent(to)}`);
    await expect(tab.getByRole('heading', { level: 1, name: 'Lokale mailbox' })).toBeVisible();
    const open = tab.getByRole('link', { name: 'Open de link uit deze mail' }).first();
    href = (await open.getAttribute('href', { timeout: 1_000 })) ?? '';
    expect(href).toContain(path);
  }).toPass({ timeout: 15_000 });
  await expectAxeClean(tab);
  await tab.close();
  return href;
}

/** Opens the main menu (a button on a phone) and follows its first link. */
async function followMainMenu(page: Page): Promise<void> {
  // A disclosure's summary (decision 0068), which Playwright gives no button role.
  const toggle = page.locator('summary', { hasText: 'Open het menu' });
  if (await toggle.isVisible()) await toggle.click();
  const first = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link').first();
  const target = (await first.getAttribute('href')) ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
}

async function readTheSite(page: Page, brand: Brand): Promise<void> {
  await page.goto(site(brand));
  await answerCookies(page, 'Weigeren');
  await expect(page).toHaveTitle(/.+/);
  await expect(heading(page)).toBeVisible();
  await expectAxeClean(page);

  await followMainMenu(page);
  await expect(heading(page)).toBeVisible();
  await expectAxeClean(page);

  await page.goto(`${site(brand)}/nieuws`);
  const pages = page.getByRole('navigation', { name: 'Paginanummers' });
  await pages.getByRole('link', { name: 'Pagina 2' }).click();
  await expect(page).toHaveURL(/\/nieuws\?page=2$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAxeClean(page);

  await page.goto(`${site(brand)}/ervaringen`);
  const story = page.getByRole('article').first();
  const title = (await story.getByRole('heading').textContent()) ?? '';
  await story.getByRole('link', { name: 'Lees het verhaal' }).click();
  await expect(heading(page)).toHaveText(title);
  await expectAxeClean(page);

  await page.goto(`${site(brand)}/zoeken`);
  await page.getByRole('combobox', { name: 'Zoekterm' }).fill('dementie');
  await page.getByRole('button', { name: 'Zoek' }).click();
  await expect(page.locator('.site-search__result').first()).toBeVisible();
  await expectAxeClean(page);
}

/** The training 'Goed contact met iemand met dementie' (on every brand) from the overview to its form. */
async function followTheTraining(page: Page, brand: Brand): Promise<void> {
  await page.goto(`${site(brand)}/trainingen`);
  await expectAxeClean(page);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: contactName }) })
    .getByRole('link', { name: 'Start de training' })
    .click();
  await expect(page).toHaveURL(/\/trainingen\/2\?startingPageUrl=%2Ftrainingen$/);
  await play(page, mouse, contactAllCorrect);
  await playClosingChapter(page, contactName);
  await expectSummary(page, contactName, 23, 23, true);
  await mouse.press(nextButton(page));
  await mouse.press(page.getByRole('button', { name: 'Naar je certificaat' }));
  await expectCertificateFormPage(page);
  await expectAxeClean(page);
}

async function askForTheCertificate(page: Page, email: string): Promise<string> {
  const certificatePath = await requestCertificate(page, email);
  await expectAxeClean(page);
  return certificatePath;
}

/** The mailed certificate link, opened in a browser that shares nothing with the first. */
async function openTheCertificateMail(
  browser: Browser,
  page: Page,
  brand: Brand,
  email: string,
  certificatePath: string,
) {
  const link = await openMailbox(page, brand, email, '/auto-activate');
  const other = await freshPage(browser);
  await other.page.goto(link);
  await answerCookies(other.page, 'Weigeren');
  await expect(other.page.getByRole('heading', { level: 1, name: 'Hier inloggen?' })).toBeVisible();
  await expectAxeClean(other.page);
  await other.page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click();
  await expect(other.page).toHaveURL(`${site(brand)}${certificatePath}`);
  await expect(other.page.getByRole('heading', { level: 1, name: /^Gefeliciteerd, Anna/ })).toBeVisible();
  await expectSignedIn(other.page);
  await expectAxeClean(other.page);
  return other;
}

async function seeMyTrainings(page: Page): Promise<void> {
  const toggle = accountMenu(page).getByRole('button', { name: 'Mijn account' });
  await toggle.click();
  await accountMenu(page).getByRole('link', { name: 'Mijn trainingen' }).click();
  await expect(heading(page)).toHaveText('Mijn trainingen');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: contactName });
  await expect(card.getByText('Afgerond')).toBeVisible();
  await expect(card.getByText(/^(\d+) van \1 onderdelen gedaan$/)).toBeVisible();
  await expectAxeClean(page);
}

async function changeTheAddress(page: Page, brand: Brand, changed: string): Promise<void> {
  await page.goto(`${site(brand)}/account-gegevens`);
  await expect(heading(page)).toHaveText('Mijn profiel');
  await page.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  await page.getByRole('textbox', { name: 'Nieuw e-mailadres' }).fill(changed);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: changed })).toBeVisible();
  await expectAxeClean(page);
  const link = await openMailbox(page, brand, changed, '/change-email');
  await page.goto(link);
  await expect(page).toHaveURL(/\/account-gegevens$/);
  await expect(page.getByRole('status').filter({ hasText: 'Je e-mailadres is gewijzigd.' })).toBeVisible();
  await expect(page.getByRole('main').getByText(changed)).toBeVisible();
  await expectAxeClean(page);
}

async function eraseTheAccount(page: Page, brand: Brand, email: string): Promise<void> {
  await page.goto(`${site(brand)}/account-gegevens`);
  await page.getByRole('main').getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wil je je account echt verwijderen?' });
  await dialog.getByRole('button', { name: 'Ja, stuur mij de mail' }).click();
  await expect(dialog.getByText('De mail is verstuurd. Kijk in je inbox.')).toBeVisible();
  const link = await openMailbox(page, brand, email, '/anonymize-user');
  await page.goto(link);
  // The notice on the page the link lands on (its first line also shows while the link works).
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'We hebben je e-mailadres en je naam op je certificaten gewist' }),
  ).toBeVisible();
  await expectSignedOut(page);
  await expectAxeClean(page);
}

/*
 * Per brand one serial journey on one page (and a second browser once the certificate mail arrives):
 * each step is a test of its own, well inside its time limit on a busy 2-core machine.
 */
for (const brand of brands) {
  test.describe(`a newcomer on npm start, ${brand}`, () => {
    test.describe.configure({ mode: 'serial' });
    const visitor = journeyPage();
    const email = newEmail(`nieuwkomer-${brand}`);
    const changed = newEmail(`verhuisd-${brand}`);
    let certificatePath = '';
    let other: Awaited<ReturnType<typeof freshPage>> | undefined;
    const otherPage = () => {
      if (!other) throw new Error('the certificate mail was not opened in another browser');
      return other.page;
    };
    test.afterAll(async () => {
      await other?.context.close();
    });

    test('reads: home, a page from the main menu, news, a story and search', async () => {
      await readTheSite(visitor(), brand);
    });

    test('follows a training from the overview to the certificate form', async () => {
      await followTheTraining(visitor(), brand);
    });

    test('asks for the certificate and opens the mailed link in another browser', async ({ browser }) => {
      certificatePath = await askForTheCertificate(visitor(), email);
      other = await openTheCertificateMail(browser, visitor(), brand, email, certificatePath);
    });

    test('sees the training in my trainings and changes the address through the mailed link', async () => {
      await seeMyTrainings(otherPage());
      await changeTheAddress(otherPage(), brand, changed);
    });

    test('erases the account through the mailed link', async () => {
      await eraseTheAccount(otherPage(), brand, changed);
    });
  });
}
