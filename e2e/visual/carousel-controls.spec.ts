import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The carousel's buttons as a visitor meets them, in every carousel story at 390 and 1280 px: no
 * buttons when every card is in view (nothing to step to), never a row of buttons that all do nothing,
 * and on a phone one row of named buttons of at least 44 px (never wrapped onto a second line). With
 * full motion, so the autoplaying story shows its third button ('Pauzeer').
 */

const staticDir = path.resolve(
  import.meta.dirname,
  '..',
  process.env.VISUAL_STORYBOOK ?? '../storybook-static',
);

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.title === 'Widgets/Carousel',
);

for (const story of stories) {
  test(`${story.title} / ${story.name}: buttons only to step, in one row`, async ({ browser }) => {
    const findings: string[] = [];
    for (const width of [390, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: 'no-preference',
      });
      const page = await context.newPage();
      await page.goto(
        `/iframe.html?viewMode=story&id=${story.id}&globals=brand:dementie;motion:system;a11y.manual:!true`,
      );
      await page.locator('.bk-carousel').waitFor({ timeout: 30_000 });
      const state = await page.evaluate(() => {
        const slides = Array.from(document.querySelectorAll('.bk-carousel__slide'));
        const buttons = Array.from(
          document.querySelectorAll<HTMLButtonElement>('.bk-carousel__controls button'),
        );
        return {
          slides: slides.length,
          inView: slides.filter((slide) => !slide.hasAttribute('inert')).length,
          buttons: buttons.map((button) => {
            const box = button.getBoundingClientRect();
            return {
              name: (button.textContent ?? '').trim(),
              disabled: button.disabled,
              top: Math.round(box.top),
              width: box.width,
              height: box.height,
            };
          }),
        };
      });
      const at = `${width}px`;
      if (state.inView === state.slides && state.buttons.length > 0)
        findings.push(`${at}: all ${state.slides} cards in view, yet ${state.buttons.length} buttons`);
      if (state.buttons.length > 0 && state.buttons.every((button) => button.disabled))
        findings.push(`${at}: every button disabled`);
      const rows = new Set(state.buttons.map((button) => button.top));
      if (rows.size > 1) findings.push(`${at}: the buttons wrap onto ${rows.size} rows`);
      for (const button of state.buttons) {
        if (!button.name) findings.push(`${at}: a button without a name`);
        if (button.width < 44 || button.height < 44)
          findings.push(`${at}: '${button.name}' is ${button.width}x${button.height} px, under 44 px`);
      }
      await context.close();
    }
    expect(findings).toEqual([]);
  });
}
