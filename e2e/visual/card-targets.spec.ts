import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { settle } from './invariants';

/**
 * A card that leads to one page is one target (decision 0100): in the stories of the
 * card kinds, every card with one link is clicked at points spread over it (picture, title, text,
 * corners), and each click must reach that link. A card whose only target is its text link fails at
 * the first point off that link. It also has one tab stop, its link.
 */

const staticDir = path.resolve(
  import.meta.dirname,
  '..',
  process.env.VISUAL_STORYBOOK ?? '../storybook-static',
);

/**
 * The cards that lead to one page: the link blocks, the organisation, the card grid, the tiles, the
 * overviews, and the home link grid's tiles (each tile must be its link all over).
 */
const cardSelector = [
  '.bk-home-links__grid > li',
  '.bk-link-card',
  '.bk-card',
  '.bk-grid__tile',
  '.bk-overview-card',
  '.bk-trainings__item',
].join(', ');

/** The stories files of those cards. */
const cardStories =
  /\/(card-grid|external-link|internal-link|link-with-image|organisation|related-content|trainings-overview|grid-with-image|home-grid-image|home-link-grid)\//;

/** The stories of a state without cards (loading, nothing found, not loaded): there is nothing to click. */
const cardlessState = /(Loading|Empty|Failed)$/;

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
  importPath: string;
}

function stories(): IndexEntry[] {
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
  } catch {
    throw new Error(`No built Storybook at ${staticDir}: run \`pnpm run storybook:build\` first.`);
  }
  return Object.values(index.entries).filter(
    (entry) =>
      entry.type === 'story' && cardStories.test(entry.importPath) && !cardlessState.test(entry.name),
  );
}

/** Fractions of a card's width and height where it is clicked: corners, edges, middle. */
const spots = [0.06, 0.5, 0.94];

async function clickFindings(page: Page): Promise<{ cards: number; findings: string[] }> {
  // Every click is caught before it would leave the page, and says which link it reached.
  await page.evaluate(() => {
    const caught = window as unknown as { __reached?: string | null };
    document.addEventListener(
      'click',
      (event) => {
        const anchor = (event.target as Element | null)?.closest('a[href]');
        caught.__reached = anchor ? anchor.getAttribute('href') : null;
        event.preventDefault();
      },
      { capture: true },
    );
  });
  const cards = page.locator(`#storybook-root :is(${cardSelector})`);
  const findings: string[] = [];
  let checked = 0;
  for (const card of await cards.all()) {
    if (!(await card.isVisible())) continue;
    const links = card.locator('a[href]');
    if ((await links.count()) !== 1) continue;
    checked++;
    const href = await links.first().getAttribute('href');
    const name = ((await links.first().textContent()) ?? '').trim().replace(/\s+/g, ' ');
    const focusable = await card.evaluate(
      (element) =>
        element.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')
          .length,
    );
    if (focusable !== 1) findings.push(`card "${name}": ${focusable} tab stops, not one`);
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    if (!box) continue;
    for (const fy of spots) {
      for (const fx of spots) {
        const x = box.x + box.width * fx;
        const y = box.y + box.height * fy;
        await page.evaluate(() => {
          (window as unknown as { __reached?: string | null }).__reached = undefined;
        });
        await page.mouse.click(x, y);
        const reached = await page.evaluate(
          () => (window as unknown as { __reached?: string | null }).__reached,
        );
        if (reached !== href)
          findings.push(
            `card "${name}": a click at ${Math.round(fx * 100)}% across, ${Math.round(fy * 100)}% down reached ${reached ?? 'no link'}`,
          );
      }
    }
  }
  return { cards: checked, findings };
}

for (const story of stories()) {
  test(`${story.title} / ${story.name}: each card is one target`, async ({ browser }) => {
    const findings: string[] = [];
    let cards = 0;
    // One brand: the brands differ in colours and type, not in where a card's link reaches.
    for (const brand of ['dementie']) {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.goto(
          `/iframe.html?viewMode=story&id=${story.id}&globals=brand:${brand};a11y.manual:!true`,
        );
        await page.locator('#storybook-root > *').first().waitFor({ timeout: 30_000 });
        await settle(page);
        const result = await clickFindings(page);
        cards += result.cards;
        for (const finding of result.findings) findings.push(`${brand} ${width}px: ${finding}`);
        await context.close();
      }
    }
    // Every story left shows cards: one that drew none would check nothing.
    expect(cards, 'cards of one link in this story').toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });
}
