import { expect, type Page, test } from '@playwright/test';

/**
 * What the campaign visuals look like, judged without a reference, at 390 and 1280 px:
 * - the special hero with its visual as background: the picture reaches the rounded box's edges, so
 *   the box's corners clip it (no square picture corners inside a rounded box);
 * - the full-size campaign header (decision 0101): the picture is as wide as its
 *   column, and the text panel covers no more than the picture's lowest tenth;
 * - the full-screen quote reads as a quote: a drawn opening mark and words in large type.
 */

async function open(page: Page, id: string, width: number, selector: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/iframe.html?viewMode=story&id=${id}&globals=brand:dementie;a11y.manual:!true`);
  await page.locator(selector).first().waitFor({ timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  // The pictures at their own size.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

type Box = { left: number; right: number; top: number; bottom: number; width: number };
const box = (page: Page, selector: string): Promise<Box> =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const r = element.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
    });

for (const width of [390, 1280]) {
  test(`special hero, visual as background, at ${width} px: the picture fills the rounded box's edges`, async ({
    page,
  }) => {
    await open(page, 'widgets-special-hero--visual-as-background', width, '.bk-special-hero img');
    const hero = await box(page, '.bk-special-hero');
    const picture = await box(page, '.bk-special-hero img');
    expect({
      left: Math.round(picture.left - hero.left),
      right: Math.round(hero.right - picture.right),
      top: Math.round(picture.top - hero.top),
    }).toEqual({ left: 0, right: 0, top: 0 });
  });

  test(`full-size campaign header at ${width} px: the picture is its column's width, the panel clear of it`, async ({
    page,
  }) => {
    await open(page, 'site-screens-page-header--campaign-full-size', width, '.site-campaign-full img');
    const column = await box(page, '.site-campaign-full');
    const picture = await box(page, '.site-campaign-full img');
    const panel = await box(page, '.site-campaign-full__panel');
    expect(Math.round(picture.width), 'the picture as wide as its column').toBe(Math.round(column.width));
    const covered = Math.max(0, picture.bottom - panel.top) / (picture.bottom - picture.top);
    expect(covered, 'share of the picture the panel covers').toBeLessThanOrEqual(0.1);
  });

  test(`full-screen quote at ${width} px: a quotation mark and large type`, async ({ page }) => {
    await open(page, 'blocks-text--quote-full-screen', width, '.bk-quote--full-screen');
    const look = await page.evaluate(() => {
      const body = document.querySelector('.bk-quote--full-screen .bk-quote__body') as HTMLElement;
      const text = body.querySelector('p') ?? body;
      const mark = getComputedStyle(body, '::before').content;
      return {
        mark: mark !== 'none' && mark !== 'normal' && mark.includes('\u201C'),
        size: Number.parseFloat(getComputedStyle(text).fontSize),
        speaker: (
          document.querySelector('.bk-quote--full-screen .bk-quote__author')?.textContent ?? ''
        ).trim(),
      };
    });
    expect(look.mark, 'an opening quotation mark is drawn').toBe(true);
    // WCAG's large text: 24 px and up (the body text is 18 px).
    expect(look.size, 'the words in large type').toBeGreaterThanOrEqual(24);
    expect(look.speaker, 'the speaker is named').not.toBe('');
  });
}
