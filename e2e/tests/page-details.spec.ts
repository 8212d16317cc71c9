import { expect, type Page } from '@playwright/test';
import { answerCookies, type Brand, brands, journeyPage, newEmail, signUp, site, test } from './support';
import {
  expectCertificateFormPage,
  expectSecondSummary,
  finishTraining,
  heading,
  keyboard,
  nextButton,
  requestCertificate,
} from './training';

// Details of pages a visitor meets: long words in titles on a phone (decision 0079), one newsletter
// form (0081), no date on a home page (0080), the certificate's buttons of one size, and where the
// focus goes when the certificate form page or the erase-account dialog's result appears.

/**
 * The headings of the page (h1-h3, those shown) whose words are split across two lines: each heading's
 * lines are read from where its letters are drawn. Chromium here has no Dutch hyphenation dictionary,
 * so every split is the emergency break of `overflow-wrap`, without a hyphen.
 */
async function splitWords(page: Page): Promise<string[]> {
  // Measured in the font itself, not in the wider fallback shown until it has loaded.
  await page.evaluate(async () => {
    await document.fonts.load('700 1rem "Atkinson Hyperlegible"', 'dementievriendelijk');
    await document.fonts.ready;
  });
  return page.evaluate(() => {
    const found: string[] = [];
    for (const headingElement of document.querySelectorAll<HTMLElement>('h1, h2, h3')) {
      if (headingElement.getClientRects().length === 0) continue;
      const lines: string[] = [];
      let line = '';
      let top: number | undefined;
      const walker = document.createTreeWalker(headingElement, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let index = 0; index < node.data.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.width > 0) {
            if (top !== undefined && Math.abs(rect.top - top) > 2) {
              lines.push(line);
              line = '';
            }
            top = rect.top;
          }
          line += node.data[index];
        }
      }
      lines.push(line);
      for (let index = 0; index + 1 < lines.length; index += 1) {
        if (/\p{L}$/u.test(lines[index] ?? '') && /^\p{L}/u.test(lines[index + 1] ?? '')) {
          found.push(lines.map((text) => text.trim()).join(' / '));
          break;
        }
      }
    }
    return found;
  });
}

/** Pages with long Dutch words in their titles: the home, the overviews and pages of each kind. */
const TITLED_PAGES: Record<Brand, readonly string[]> = {
  dementie: ['/', '/nieuws', '/organisaties', '/ervaringen', '/toegankelijkheid', '/privacy'],
  dementievriendelijk: [
    '/',
    '/nieuws',
    '/organisaties',
    '/ervaringen',
    '/nieuws/een-jaar-samen-dementievriendelijk',
    '/dementievriendelijke-organisatie',
    '/organisaties/volkstuinvereniging-zonnegloed',
    '/ervaringen/werken-in-de-kringloopwinkel',
  ],
  alzheimer: ['/', '/nieuws', '/organisaties', '/toegankelijkheid', '/privacy'],
};

for (const brand of brands) {
  test(`${brand}: no word of a heading is split across lines at 320 and 390 px`, async ({ page }) => {
    const split: string[] = [];
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of TITLED_PAGES[brand]) {
        const response = await page.goto(`${site(brand)}${path}`);
        expect(response?.status(), path).toBe(200);
        for (const text of await splitWords(page)) split.push(`${width} px ${path}: ${text}`);
      }
    }
    expect(split).toEqual([]);
  });

  test(`${brand}: the home shows no date and one newsletter form; a news item keeps its date`, async ({
    page,
  }) => {
    await page.goto(`${site(brand)}/`);
    await answerCookies(page, 'Weigeren');
    const header = page.locator('.site-page-header');
    await expect(header.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header.locator('time')).toHaveCount(0);
    // The brand's newsletter form is the footer's (spec 3 §2); the page offers no second one.
    await expect(page.getByRole('button', { name: 'Aanmelden' })).toHaveCount(1);
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Aanmelden' })).toBeVisible();

    await page.goto(`${site(brand)}/nieuws/nieuwe-training-voor-winkelpersoneel`);
    await expect(page.locator('.site-page-header time')).toHaveText(/^\d{2} [a-z]+ \d{4}$/);
  });
}

/*
 * The end of a training by keyboard, then the certificate: one serial journey on one page. The run is
 * finished through the API (its walk is the player journeys' business); reopened, the player shows
 * its summary.
 */
test.describe('the certificate form page and the certificate', () => {
  test.describe.configure({ mode: 'serial' });
  const brand: Brand = 'dementie';
  const learner = journeyPage({ viewport: { width: 390, height: 844 } });

  test('opening the certificate form page puts the focus on its heading', async () => {
    const page = learner();
    await page.goto(`${site(brand)}/trainingen`);
    await answerCookies(page, 'Weigeren');
    const courses = (await (await page.request.get(`${site(brand)}/api/elearning/GetCourses`)).json()) as {
      Id: number;
    }[];
    const course = courses[0];
    if (!course) throw new Error('the demo content has no training for this brand');
    await finishTraining(page.request, brand, course.Id);
    await page.goto(`${site(brand)}/trainingen/${course.Id}`);
    await expect(heading(page)).toHaveText(/^Samenvatting: /);
    await keyboard.press(nextButton(page));
    await expectSecondSummary(page);
    await expect(heading(page)).toBeFocused();
    await keyboard.press(page.getByRole('button', { name: 'Naar je certificaat' }));
    await expectCertificateFormPage(page);
    // As after every page change in the player: the new page's heading, not the page's start.
    await expect(heading(page)).toBeFocused();
  });

  test("'Nog een keer feest!' is as big as the share buttons beside it, at 390 and 1280 px", async () => {
    const page = learner();
    await requestCertificate(page, newEmail('feest'));
    const share = page.getByRole('region', { name: 'Deel je certificaat' });
    const party = share.getByRole('button', { name: 'Nog een keer feest!' });
    await expect(party).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const heights = await share
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((item) =>
            Math.round((item.firstElementChild as HTMLElement).getBoundingClientRect().height),
          ),
        );
      expect(heights.length, `${width} px`).toBe(4);
      expect(new Set(heights).size, `${width} px: ${heights.join(', ')}`).toBe(1);
    }
  });
});

test('the erase-account dialog: the pressed button keeps the focus, then the result takes it', async ({
  page,
}) => {
  const brand: Brand = 'alzheimer';
  await signUp(page, brand, newEmail('wis'));
  await page.goto(`${site(brand)}/account-gegevens`);
  await keyboard.press(page.getByRole('main').getByRole('button', { name: 'Account verwijderen' }));
  const dialog = page.getByRole('dialog', { name: 'Wil je je account echt verwijderen?' });
  await expect(dialog).toBeVisible();
  await keyboard.press(dialog.getByRole('button', { name: 'Ja, stuur mij de mail' }));
  const sent = dialog.getByText('De mail is verstuurd. Kijk in je inbox.');
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  // The keyboard goes on inside the dialog: back to its 'Sluit' button, not to the page behind it.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Sluit' })).toBeFocused();
});
