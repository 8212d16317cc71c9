import { expect, type Page } from '@playwright/test';
import { layoutFindings, settle } from '../visual/invariants';
import { type Brand, brands, site, test, watchPolicies } from './support';

/**
 * The design kit's layout invariants (decision 0044, e2e/visual/invariants.ts) on the demo pages as a
 * visitor sees them on `npm start`: no sideways scroll, every image loaded and drawn at its ratio and
 * not taller than 1.5x the viewport, no overlapping cards or buttons, no text cut off, at 390 and
 * 1280 px on the three brands. (Every story is checked the same way by the visual check.)
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

async function pagesOf(page: Page, brand: Brand): Promise<string[]> {
  const base = site(brand);
  const story = await firstFrom(page, `${base}/ervaringen`, '/ervaringen');
  const organisation = await firstFrom(page, `${base}/organisaties`, '/organisaties');
  return [
    '/',
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
  ];
}

for (const brand of brands) {
  for (const viewport of widths) {
    test(`${brand} at ${viewport.width} px: the demo pages keep the layout invariants`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce', locale: 'nl-NL' });
      watchPolicies(context);
      const page = await context.newPage();
      const findings: string[] = [];
      for (const path of await pagesOf(page, brand)) {
        const response = await page.goto(`${site(brand)}${path}`);
        expect(response?.status(), `${path} answers`).toBe(200);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await settle(page);
        for (const finding of await layoutFindings(page)) findings.push(`${path}: ${finding}`);
      }
      await context.close();
      expect(findings).toEqual([]);
    });
  }
}
