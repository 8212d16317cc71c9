import { expect, type Page } from '@playwright/test';
import { disclosureFindings } from '../visual/disclosures';
import { waitingImageFindings } from '../visual/drawn';
import { layoutFindings, settle } from '../visual/invariants';
import { type Brand, brands, site, test, watchPolicies } from './support';

/**
 * The design kit's layout invariants (decision 0044, e2e/visual/invariants.ts and drawn.ts) on the
 * pages as a visitor sees them on `npm start`: no sideways scroll, every image loaded, holding its
 * place before it loads, drawn at its ratio, not squeezed and not taller than 1.5x the viewport, no
 * overlapping cards or buttons, no text cut off and no one-letter line, no id used twice and no
 * reference to the wrong element, enough contrast (also for marks hidden from screen readers), a page
 * that reaches the window's edges, and menus and disclosures that open without moving what sits
 * before them, at 390 and 1280 px on the three brands. (Every story is checked the same way by the
 * visual check.)
 */

const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The first detail page an overview links to, as a visitor would find it. */
async function firstFrom(page: Page, overview: string, prefix: string): Promise<string> {
  await page.goto(overview);
  const href = await page.locator(`main a[href^="${prefix}/"]`).first().getAttribute('href');
  expect(href, `a link to ${prefix}/... on ${overview}`).toBeTruthy();
  return href as string;
}

/**
 * Where every menu and disclosure is opened once: the home (the header's menus, the same on every
 * page), the page of every block (its disclosures) and a story (the share bar).
 */
const opensDisclosures = (path: string) =>
  path === '/' || path === '/alle-bouwstenen' || path.startsWith('/ervaringen/');

async function pagesOf(page: Page, brand: Brand): Promise<string[]> {
  const base = site(brand);
  const story = await firstFrom(page, `${base}/ervaringen`, '/ervaringen');
  const organisation = await firstFrom(page, `${base}/organisaties`, '/organisaties');
  return [
    '/',
    // The pages most visitors open first: the menu's main items and the forms.
    '/trainingen',
    '/wat-is-dementie',
    '/nieuws',
    '/geheugentest',
    '/login',
    '/zoeken?zoekterm=dementie',
    '/alle-bouwstenen',
    '/alle-bouwstenen/varianten',
    // The campaign headers: thematic, full size with a picture, and specials in portrait and square.
    '/campagnes/samen-in-de-buurt',
    '/campagnes/samen-op-de-fiets',
    '/campagnes/herken-de-signalen',
    '/campagnes/koffie-met-de-buren',
    '/campagnes/chatbot-landing',
    story,
    organisation,
    '/nieuws?page=2',
    // The pages that show the design kit's widgets to visitors (the menus lead to them).
    '/tips-voor-elke-dag',
    '/boeken-over-dementie',
    '/campagnes',
    '/campagnes/doe-normaal',
    '/hulp-en-advies',
    '/omgaan-met-dementie',
    '/mantelzorg',
    '/zo-werken-de-trainingen',
    ...(brand === 'dementievriendelijk' ? [] : ['/agenda']),
    ...(brand === 'dementie' ? [] : ['/over-ons']),
  ];
}

for (const brand of brands) {
  for (const viewport of widths) {
    test(`${brand} at ${viewport.width} px: the demo pages keep the layout invariants`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce', locale: 'nl-NL' });
      watchPolicies(context);
      const page = await context.newPage();
      const findings: string[] = [];
      const paths = await pagesOf(page, brand);
      // Every page in the web fonts, as a visitor sees it from their second page on: on a first page
      // the fonts (font-display: optional) may not arrive in time and the fallback is kept, so a word
      // broken in the web font would be checked in another font.
      await settle(page);
      for (const path of paths) {
        const response = await page.goto(`${site(brand)}${path}`);
        expect(response?.status(), `${path} answers`).toBe(200);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        // Before the pictures below the first screen have loaded: each must already hold its place.
        for (const finding of await waitingImageFindings(page)) findings.push(`${path}: ${finding}`);
        await settle(page);
        for (const finding of await layoutFindings(page)) findings.push(`${path}: ${finding}`);
        if (opensDisclosures(path))
          for (const finding of await disclosureFindings(page)) findings.push(`${path}: ${finding}`);
      }
      await context.close();
      expect(findings).toEqual([]);
    });
  }
}
