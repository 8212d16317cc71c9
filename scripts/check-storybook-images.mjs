#!/usr/bin/env node
/*
 * Opens every story (or those whose id contains --only) of the built Storybook (storybook-static/, `pnpm run storybook:build`) in
 * Debian's Chromium and counts the images that did not load (naturalWidth 0 once loading is over).
 * A manual check, not part of `pnpm test`:
 *
 *   node scripts/check-storybook-images.mjs [--dir storybook-static] [--brand dementie|all] [--only id-part] [--verbose]
 *
 * Exits 1 when any story shows a broken image, and prints each broken image with its story.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { BRAND_IDS, DEFAULT_BRAND_ID } from '@dementie/brands';
import { chromium } from 'playwright';

const BRANDS = BRAND_IDS;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
};

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const root = path.resolve(option('dir', 'storybook-static'));
const brandOption = option('brand', DEFAULT_BRAND_ID);
const brands = brandOption === 'all' ? BRANDS : [brandOption];
const verbose = process.argv.includes('--verbose');

/** A tiny static server for the built Storybook; unknown paths answer 404 like a real host. */
function serve(directory) {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(directory, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(directory)) {
      response.writeHead(403).end();
      return;
    }
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** In the page: loads every image now (lazy ones too) and reports those that stay empty. */
async function brokenImagesInPage() {
  // An img without a source loads nothing on purpose (e.g. the rich-text editor's 0x0 caret helper).
  const images = [...document.images].filter((image) => image.getAttribute('src') || image.srcset);
  for (const image of images) image.loading = 'eager';
  await Promise.all(
    images.map((image) =>
      image.complete
        ? undefined
        : new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
            setTimeout(done, 5000);
          }),
    ),
  );
  return {
    total: images.length,
    broken: images
      .filter((image) => image.naturalWidth === 0)
      .map(
        (image) =>
          image.currentSrc || image.getAttribute('src') || `(no src) ${image.outerHTML.slice(0, 160)}`,
      ),
  };
}

const index = JSON.parse(await readFile(path.join(root, 'index.json'), 'utf8'));
const only = option('only', '');
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!only || entry.id.includes(only)),
);
const server = await serve(root);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});

const started = Date.now();
let imageCount = 0;
const brokenStories = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (const brand of brands) {
    for (const story of stories) {
      const url = `${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=brand:${brand}`;
      await page.goto(url, { waitUntil: 'load' });
      // Storybook marks the body once the story (and its play function) has rendered or failed.
      await page
        .waitForFunction(
          () =>
            document.body.classList.contains('sb-show-main') ||
            document.body.classList.contains('sb-show-errordisplay'),
          undefined,
          { timeout: 15000 },
        )
        .catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: 10000 }).catch(() => undefined);
      const result = await page.evaluate(brokenImagesInPage);
      imageCount += result.total;
      if (result.broken.length > 0) brokenStories.push({ id: story.id, brand, broken: result.broken });
      if (verbose)
        console.log(`${brand} ${story.id}: ${result.total} images, ${result.broken.length} broken`);
    }
  }
} finally {
  await browser.close();
  server.close();
}

const brokenImages = brokenStories.reduce((sum, story) => sum + story.broken.length, 0);
for (const story of brokenStories) {
  console.log(`${story.brand} ${story.id}`);
  for (const src of story.broken) console.log(`  ${src.replace(origin, '')}`);
}
console.log(
  `${stories.length} stories x ${brands.length} brand(s): ${imageCount} images, ` +
    `${brokenImages} broken in ${brokenStories.length} story render(s) (${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exitCode = brokenImages > 0 ? 1 : 0;
