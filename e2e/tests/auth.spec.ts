import { expect, type Page } from '@playwright/test';
import {
  accountMenu,
  answerCookies,
  type Brand,
  brands,
  expectAxeClean,
  expectSignedIn,
  expectSignedOut,
  freshPage,
  linkFromMailbox,
  newEmail,
  signUp,
  site,
  submitLogin,
  test,
} from './support';
import { finishTraining, sendCertificateForm } from './training';

// The account journeys over the real server (spec 1 §2-§9). Every test uses its own
// e-mail addresses (5 link mails per address per hour) and few login calls (30 per IP per 10 min).

for (const brand of brands) {
  test(`${brand}: a new visitor logs in with a new e-mail and is signed in at once`, async ({ page }) => {
    await page.goto(`${site(brand)}/login`);
    await answerCookies(page, 'Weigeren');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expectSignedOut(page);
    // spec 1 §2: no newsletter checkbox on the login page.
    await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);
    await expectAxeClean(page);

    await submitLogin(page, newEmail(`nieuw-${brand}`));
    await expect(page).toHaveURL(/\/mijn-trainingen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn trainingen' })).toBeVisible();
    await expectSignedIn(page);
    await expectAxeClean(page);

    const toggle = accountMenu(page).getByRole('button', { name: 'Mijn account' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(accountMenu(page).getByRole('link', { name: 'Mijn profiel' })).toBeVisible();
    await expect(accountMenu(page).getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    await expectAxeClean(page);
  });
}

test('a known visitor gets "Welkom terug!", signs in with the mailed link, and a used link shows "Oeps!"', async ({
  page,
  browser,
}) => {
  const brand: Brand = 'dementievriendelijk';
  const email = newEmail('bekend');
  // The address becomes known in another browser.
  const first = await freshPage(browser);
  await signUp(first.page, brand, email);
  await first.context.close();

  await page.goto(`${site(brand)}/login`);
  await answerCookies(page, 'Accepteren');
  await submitLogin(page, email);
  await expect(page.getByRole('heading', { name: 'Welkom terug!' })).toBeVisible();
  await expect(page.getByText('Hee, we kennen jou!')).toBeVisible();
  await expectSignedOut(page);
  await expectAxeClean(page);

  // The same browser that asked for the link: it is used at once (spec 1 §4).
  const link = await linkFromMailbox(page.request, brand, email, '/auto-activate');
  await page.goto(link);
  await expect(page).toHaveURL(/\/mijn-trainingen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn trainingen' })).toBeVisible();
  await expectSignedIn(page);

  // The link works once.
  const again = await freshPage(browser);
  await again.page.goto(link);
  await again.page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click();
  await expect(again.page.getByRole('heading', { level: 1, name: /^Oeps!/ })).toBeVisible();
  await expectAxeClean(again.page);
  await expectSignedOut(again.page);
  await again.context.close();
});

test('in another browser the login link asks for one "Inloggen" click first', async ({ page, browser }) => {
  const brand: Brand = 'alzheimer';
  const email = newEmail('ander');
  // A new address: the activation mail goes out at the instant sign-up.
  const requester = await freshPage(browser);
  await signUp(requester.page, brand, email);
  const link = await linkFromMailbox(requester.page.request, brand, email, '/auto-activate');
  await requester.context.close();

  await page.goto(link);
  await answerCookies(page, 'Weigeren');
  await expect(page.getByRole('heading', { level: 1, name: 'Hier inloggen?' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('button')).toHaveCount(1);
  await expectAxeClean(page);
  // Opening the page did not use the link: nobody is signed in yet.
  await expectSignedOut(page);

  await main.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`^${site(brand)}/`));
  await expect(page.getByRole('heading', { name: 'Hier inloggen?' })).toHaveCount(0);
  await expectSignedIn(page);
  await page.goto(`${site(brand)}/mijn-trainingen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn trainingen' })).toBeVisible();
});

test('a wrong link shows "Oeps!" and the way back to the homepage', async ({ page }) => {
  const brand: Brand = 'dementie';
  // This browser never asked for a link: the one 'Inloggen' button comes first (spec 1 §4).
  await page.goto(`${site(brand)}/auto-activate?activationToken=onzin&userEmail=iemand%40voorbeeld.nl`);
  await answerCookies(page, 'Weigeren');
  await page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Oeps!/ })).toBeVisible();
  await expectAxeClean(page);

  await page.goto(
    `${site(brand)}/change-email?activationToken=onzin&userId=00000000-0000-4000-8000-000000000000`,
  );
  // Change-e-mail and erase links need the owner's session and ask for no click (link-machine.ts).
  await expect(page.getByRole('heading', { level: 1, name: 'Oeps!' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('main').getByRole('link', { name: 'Ga terug naar de homepage' }).click();
  await expect(page).toHaveURL(`${site(brand)}/`);
});

test('a signed-in visitor changes the e-mail address through the mailed link', async ({ page }) => {
  const brand: Brand = 'dementie';
  const email = newEmail('oud');
  const changed = newEmail('nieuw-adres');
  await signUp(page, brand, email);

  await page.goto(`${site(brand)}/account-gegevens`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  await page.getByRole('textbox', { name: 'Nieuw e-mailadres' }).fill(changed);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: changed })).toBeVisible();
  await expectAxeClean(page);

  const link = await linkFromMailbox(page.request, brand, changed, '/change-email');
  await page.goto(link);
  await expect(page).toHaveURL(/\/account-gegevens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
  await expect(page.getByRole('main').getByText(changed)).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toHaveCount(0);
  await expectSignedIn(page);
});

test('a signed-in visitor deletes the account through the mailed link and is signed out', async ({
  page,
}) => {
  const brand: Brand = 'dementievriendelijk';
  const email = newEmail('weg');
  await signUp(page, brand, email);

  await page.goto(`${site(brand)}/account-gegevens`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wil je je account echt verwijderen?' });
  await expect(dialog).toBeVisible();
  // Checked once it has faded in (half-way its colours are not yet the real ones).
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Ja, stuur mij de mail' }).click();
  await expect(dialog.getByText('De mail is verstuurd. Kijk in je inbox.')).toBeVisible();
  await expectAxeClean(page);

  const link = await linkFromMailbox(page.request, brand, email, '/anonymize-user');
  await page.goto(link);
  await expect(page).not.toHaveURL(/anonymize-user/);
  await expectSignedOut(page);
  await page.goto(`${site(brand)}/account-gegevens`);
  await expect(page.getByRole('heading', { level: 1, name: 'Je bent uitgelogd.' })).toBeVisible();
  await expectAxeClean(page);
});

// ---------------------------------------------------------------- the certificate (spec 1 §2, §5, §6)

/**
 * A guest (cookies refused) who has finished the brand's first training, on the result page with its
 * certificate form: what the player remembers when a run ends (api-client trainingResultSessionKeys).
 */
async function guestWithFinishedTraining(page: Page, brand: Brand): Promise<{ Id: number; Name: string }> {
  await page.goto(`${site(brand)}/trainingen`);
  await answerCookies(page, 'Weigeren');
  const courses = (await (await page.request.get(`${site(brand)}/api/elearning/GetCourses`)).json()) as {
    Id: number;
    Name: string;
  }[];
  const course = courses[0];
  if (!course) throw new Error('the demo content has no training for this brand');
  const runId = await finishTraining(page.request, brand, course.Id);
  await page.evaluate(
    ({ courseId, run }) => {
      sessionStorage.setItem('dementie.trainingResult.courseId', String(courseId));
      sessionStorage.setItem('dementie.trainingResult.runId', run);
      sessionStorage.removeItem('dementie.trainingResult.certificateId');
    },
    { courseId: course.Id, run: runId },
  );
  await page.goto(`${site(brand)}/jouw-resultaat`);
  return course;
}

test('a guest finishes a training, asks for the certificate, and the link shows the guest view elsewhere', async ({
  page,
  browser,
}) => {
  const brand: Brand = 'dementie';
  const course = await guestWithFinishedTraining(page, brand);
  const form = page.locator('form.au-certificate-form');
  await expect(form.getByRole('textbox', { name: 'Voornaam' })).toBeVisible();
  await expectAxeClean(page);

  const email = newEmail('certificaat');
  const submit = await sendCertificateForm(page, email, 'Klootzak', { refusedByTheForm: true });
  const lastName = form.getByRole('textbox', { name: 'Achternaam' });
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(
    form.getByText('In je naam staat een woord dat we niet op een certificaat zetten.'),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Voornaam' })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/jouw-resultaat$/);
  await expectAxeClean(page);

  await lastName.fill('de Vries');
  await submit.click();
  await expect(page).toHaveURL(/\/jouw-resultaat\/[0-9a-f-]{36}$/);
  const certificateUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: /^Gefeliciteerd, Anna/ })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/\d+ van \d+ punten/)
      .first(),
  ).toBeVisible();
  const owner = page.getByRole('main');
  await expect(owner.getByRole('link', { name: 'Zet het op je LinkedIn-profiel' })).toHaveAttribute(
    'href',
    /linkedin\.com\/profile\/add\?.*certUrl=/,
  );
  await expect(owner.getByRole('link', { name: /Facebook/ })).toBeVisible();
  await expectAxeClean(page);
  // The certificate form also signed the new address in (spec 1 §4: login with FromCertificatePage).
  await expectSignedIn(page);

  const guest = await freshPage(browser);
  await guest.page.goto(certificateUrl);
  await answerCookies(guest.page, 'Weigeren');
  await expect(
    guest.page.getByRole('heading', { level: 1, name: 'Certificaat van Anna de Vries' }),
  ).toBeVisible();
  const guestMain = guest.page.getByRole('main');
  await expect(guestMain.getByRole('link', { name: /LinkedIn/ })).toHaveCount(0);
  await expect(guestMain.getByRole('link', { name: /Facebook/ })).toHaveCount(0);
  await expect(guestMain.getByRole('link', { name: 'Doe de training ook' })).toHaveAttribute(
    'href',
    `/trainingen/${course.Id}`,
  );
  await expectAxeClean(guest.page);
  await guest.context.close();
});

test('a certificate whose owner erased the account names the training only, also in the browser that asked for it', async ({
  page,
}) => {
  const brand: Brand = 'alzheimer';
  const course = await guestWithFinishedTraining(page, brand);
  const email = newEmail('gewist-certificaat');
  await sendCertificateForm(page, email, 'Wisselaar');
  await expect(page).toHaveURL(/\/jouw-resultaat\/[0-9a-f-]{36}$/);
  const certificateUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Gefeliciteerd, Anna Wisselaar!' })).toBeVisible();

  // The certificate form signed the address in: the account is erased through its mailed link.
  await page.goto(`${site(brand)}/account-gegevens`);
  await page.getByRole('main').getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wil je je account echt verwijderen?' });
  await dialog.getByRole('button', { name: 'Ja, stuur mij de mail' }).click();
  await expect(dialog.getByText('De mail is verstuurd. Kijk in je inbox.')).toBeVisible();
  await page.goto(await linkFromMailbox(page.request, brand, email, '/anonymize-user'));
  await expect(page).not.toHaveURL(/anonymize-user/);
  await expectSignedOut(page);

  // This browser still remembers the certificate: the page names the training, not an empty name.
  await page.goto(certificateUrl);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: `Certificaat voor de training ${course.Name}` }),
  ).toBeVisible();
  await expect(main.getByText('Op dit certificaat staat geen naam meer.', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Certificaat voor de training ${course.Name}`));
  await expect(main.getByText(/Gefeliciteerd|Dit certificaat is voor|Wisselaar/)).toHaveCount(0);
  for (const share of [/LinkedIn/, /Facebook/, /Download/]) {
    await expect(main.getByRole('link', { name: share })).toHaveCount(0);
  }
  // The share card of the page, as a network reads it: no name, no 'Certificaat van '.
  const html = await (await page.request.get(certificateUrl)).text();
  expect(html).not.toContain('Certificaat van ');
  expect(html).not.toContain('Wisselaar');
  await expectAxeClean(page);
});

test('logging out: opening /logout asks first; its button logs out, with and without scripts', async ({
  page,
  browser,
}) => {
  const brand: Brand = 'alzheimer';
  // A guest asking for their trainings is sent to the overview by the server itself.
  const guest = await page.request.get(`${site(brand)}/mijn-trainingen`, { maxRedirects: 0 });
  expect(guest.status()).toBe(302);
  expect(guest.headers().location).toBe('/trainingen');

  await signUp(page, brand, newEmail('uitloggen'));
  // A link scanner or a prefetch that opens /logout logs nobody out.
  const scanned = await page.request.get(`${site(brand)}/logout`);
  expect(scanned.status()).toBe(200);
  await page.goto(`${site(brand)}/logout`);
  await expect(page).toHaveTitle(/^Uitloggen/);
  await expect(page.getByRole('heading', { level: 1, name: 'Uitloggen' })).toBeVisible();
  await expectSignedIn(page);
  await expectAxeClean(page);

  // Without scripts the page's button posts a form with the anti-forgery field.
  const state = await page.context().storageState();
  const noScript = await browser.newContext({ storageState: state, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${site(brand)}/logout?redirect=%2Ftrainingen`);
  await plain.getByRole('main').getByRole('button', { name: 'Uitloggen' }).click();
  await expect(plain).toHaveURL(`${site(brand)}/trainingen`);
  const after = await plain.request.get(`${site(brand)}/mijn-trainingen`, { maxRedirects: 0 });
  expect(after.status()).toBe(302);
  await noScript.close();

  // With scripts: the account menu's button (the cookie banner was answered at the first sign-up).
  await page.goto(`${site(brand)}/login`);
  await submitLogin(page, newEmail('uitloggen-menu'));
  await expect(page).toHaveURL(/\/mijn-trainingen$/);
  await accountMenu(page).getByRole('button', { name: 'Mijn account' }).click();
  await accountMenu(page).getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(`${site(brand)}/`);
  await expectSignedOut(page);
});
