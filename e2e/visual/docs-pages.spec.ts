import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The design kit's docs pages as designers read them, in the built Storybook: each component's page
 * shows every story of its title (all its variants side by side), also where several stories files
 * share one title (the Blocks pages, one file per block).
 */

const staticDir = path.resolve(
  import.meta.dirname,
  '..',
  process.env.VISUAL_STORYBOOK ?? '../storybook-static',
);

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

function indexEntries(): IndexEntry[] {
  try {
    const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
    return Object.values(index.entries as Record<string, IndexEntry>);
  } catch {
    throw new Error(`No built Storybook at ${staticDir}: run \`pnpm run storybook:build\` first.`);
  }
}

const entries = indexEntries();
/** The components' docs pages (the Foundations pages written in MDX have no stories). */
const docsPages = entries.filter(
  (entry) =>
    entry.type === 'docs' && entry.tags?.includes('autodocs') && !entry.tags.includes('unattached-mdx'),
);

for (const docs of docsPages) {
  test(`${docs.title} docs page shows every story`, async ({ page }) => {
    const expected = entries
      .filter(
        (entry) => entry.type === 'story' && entry.title === docs.title && entry.tags?.includes('autodocs'),
      )
      .map((entry) => entry.id)
      .sort();
    await page.goto(`/iframe.html?viewMode=docs&id=${docs.id}`);
    await expect(page.locator('.sbdocs-title')).toBeVisible({ timeout: 30_000 });
    // Each story block on a docs page carries an anchor named after its story; the primary story at the
    // top has one of its own ('anchor--primary--<id>'), and is listed again among the stories.
    const shown = async () =>
      [
        ...new Set(
          await page
            .locator('.sbdocs-content [id^="anchor--"]')
            .evaluateAll((anchors) =>
              anchors.map((anchor) => anchor.id.replace(/^anchor--(primary--)?/, '')),
            ),
        ),
      ].sort();
    await expect.poll(shown, { timeout: 30_000 }).toEqual(expected);
  });
}

// With `font-display: optional` the kit's font is used only when it is there at first paint: the
// preview preloads the regular and bold files, as the sites do, so designers judge type in the kit's font.
test('the story preview preloads the kit font', async ({ page, request }) => {
  await page.goto('/iframe.html?viewMode=story&id=foundations-primitives-button--primary');
  const preloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(
    preloads
      .map((href) => /\/(atkinson-hyperlegible-[a-z-]+-\d+-[a-z]+)-[\w-]+\.woff2$/.exec(href)?.[1])
      .sort(),
  ).toEqual(['atkinson-hyperlegible-nl-400-normal', 'atkinson-hyperlegible-nl-700-normal']);
  for (const href of preloads) expect((await request.get(href)).status()).toBe(200);
});
