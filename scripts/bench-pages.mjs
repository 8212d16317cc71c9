// Part of `pnpm bench`: the pages as a visitor on a cheap phone gets them. Prints figures
// only, never fails on a missed budget. Needs the built sites (`pnpm build`).
//
// For each brand, and for the home page, a content page, a news article, an experience story, the news
// overview, search and the start of a training: Lighthouse (mobile, simulated slow 4G and a 4x slower
// CPU) side by side for
// - `islands`: content pages as server-rendered documents with islands (the default, decisions 0067 and 0068);
// - `app`: every page server-rendered and hydrated as the whole app (SSR=app, decision 0035);
// - `csr`: the same build rendered in the browser only (SSR=off);
// - `limit`: the islands server's pages with every script file blocked in the browser: the same HTML,
//   CSS and font, and no script but the page's inline starter (which then finds nothing to load), the
//   physical limit of the page;
// with the ratio of each LCP to the limit's, the JavaScript each page loads (brotli and gzip) and its
// CSS; and the server's throughput for a rendered page against a static file from the same process.
//
// BENCH_LH_RUNS=N takes the median of N Lighthouse runs per page and mode (default 1).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRAND_IDS, brands as brandFacts } from '@dementie/brands';
import { chromiumArgs as chromeFlags } from '../config/chromium-args.mjs';
import { chromiumPath as chromePath, root } from './lib.mjs';
import { auditMedian, compressedSizeOf, fmt, kb } from './page-audit.mjs';

const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 1));
// BENCH_BRANDS=dementie limits the run to some brands (development).
const brands = process.env.BENCH_BRANDS ? process.env.BENCH_BRANDS.split(',') : BRAND_IDS;
const serverModes = [
  { id: 'islands', portBase: 4900, env: { SSR: 'islands' } },
  { id: 'app', portBase: 4700, env: { SSR: 'app' } },
  { id: 'csr', portBase: 4800, env: { SSR: 'off' } },
];
/** The columns: a server each, and the islands server's pages in a browser without script. */
const modes = [
  { id: 'islands', server: serverModes[0], script: true },
  { id: 'app', server: serverModes[1], script: true },
  { id: 'csr', server: serverModes[2], script: true },
  { id: 'limit', server: serverModes[0], script: false },
];
const budgets = {
  performance: 100,
  tbtMs: 50,
  lcpOverLimit: 1.05,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpSeconds: 1.2,
  initialJsKb: 90,
  documentJsBrKb: 15,
  playerKb: 150,
  throughputRatio: 0.5,
};

const requireFromRoot = createRequire(path.join(root, 'package.json'));
const requireFromLighthouse = createRequire(requireFromRoot.resolve('lighthouse/package.json'));
const requireFromApi = createRequire(path.join(root, 'apps/api/package.json'));
const chromeLauncher = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);
const { default: puppeteer } = await import(
  pathToFileURL(requireFromLighthouse.resolve('puppeteer-core')).href
);
const autocannon = requireFromApi('autocannon');

// --- servers -------------------------------------------------------------------------------------

const servers = [];
const workDirs = [];

function stopServers() {
  for (const child of servers) if (child.exitCode === null) child.kill('SIGTERM');
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', stopServers);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServers();
    process.exit(130);
  });
}

async function startServer(mode) {
  // (one of `serverModes`)
  const dir = mkdtempSync(path.join(tmpdir(), `dementie-bench-${mode.id}-`));
  workDirs.push(dir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...mode.env,
      NODE_ENV: 'production',
      LOG: 'false',
      PORT_BASE: String(mode.portBase),
      DATA_DIR: path.join(dir, 'pglite'),
      BLOB_DIR: path.join(dir, 'blobs'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(child);
  const health = `http://127.0.0.1:${mode.portBase}/api/health`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the ${mode.id} server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(health)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the ${mode.id} server did not answer ${health}`);
}

// --- helpers -------------------------------------------------------------------------------------

async function firstTrainingId(portBase) {
  const courses = await (await fetch(`http://127.0.0.1:${portBase}/api/elearning/GetCourses`)).json();
  if (!Array.isArray(courses) || courses.length === 0) throw new Error('the demo content has no training');
  return courses[0].Id;
}

// --- run -----------------------------------------------------------------------------------------

console.log('\nPages on a cheap phone (Lighthouse 12, mobile: simulated slow 4G, 4x slower CPU)');
console.log(
  'starting three servers: documents with islands (the default) on :4900, the whole app (SSR=app) on :4700, browser-only (SSR=off) on :4800',
);
await Promise.all(serverModes.map(startServer));
const trainingId = await firstTrainingId(serverModes[0].portBase);

/** The address of the newest item of an overview (a news article, an experience story). */
async function newestItemPath(portBase, call) {
  // status=0: published items, as the site asks (spec 2 §7).
  const answer = await (
    await fetch(`http://127.0.0.1:${portBase}/api/drupal/${call}?status=0&page=0`)
  ).json();
  const item = answer?.items?.[0];
  const alias = typeof item?.path === 'string' ? item.path : item?.path?.alias;
  if (!alias) throw new Error(`the demo content has no item in ${call}`);
  return alias;
}
// BENCH_PAGES='content page,story' limits the run to some pages (development; the content budgets need those two).
const onlyPages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : null;
const allPages = [
  { name: 'home', path: '/' },
  { name: 'content page', path: '/wat-is-dementie' },
  { name: 'news article', path: await newestItemPath(serverModes[0].portBase, 'news-overview') },
  { name: 'story', path: await newestItemPath(serverModes[0].portBase, 'ervaringsverhalen-overview') },
  { name: 'news overview', path: '/nieuws' },
  { name: 'search', path: '/zoeken?zoekterm=wandelen&pijler=alle' },
  { name: 'player start', path: `/trainingen/${trainingId}` },
];
const pages = onlyPages ? allPages.filter((page) => onlyPages.includes(page.name)) : allPages;

/**
 * The JS a document page loads once every island on it has been taken over (decision 0068: Lighthouse
 * touches nothing, so its figure is the loader's alone): the page at a phone's width, each island
 * touched (a pointer over it) and the page scrolled to its end, until the network is quiet.
 */
async function islandsTakenOver(port, url, brand) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    const loaded = new Set();
    page.on('response', (response) => {
      const { origin, pathname } = new URL(response.url());
      if (origin === new URL(url).origin && pathname.startsWith('/assets/') && pathname.endsWith('.js'))
        loaded.add(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.evaluate(async () => {
      for (const island of document.querySelectorAll('[data-island]')) {
        for (const box of island.children)
          box.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 });
    const islands = await page.evaluate(() => ({
      all: document.querySelectorAll('[data-island]').length,
      hydrated: document.querySelectorAll('[data-island-hydrated]').length,
    }));
    let jsBr = 0;
    for (const pathname of loaded) jsBr += compressedSizeOf(brand, pathname).br;
    return { jsBr, ...islands };
  } finally {
    await page.close();
    browser.disconnect();
  }
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
const results = {};
const touched = {};
try {
  for (const brand of brands) {
    for (const page of pages) {
      for (const mode of modes) {
        const url = `http://127.0.0.1:${mode.server.portBase + brandFacts[brand].portOffset}${page.path}`;
        results[`${brand} ${page.name} ${mode.id}`] = await auditMedian(
          chrome.port,
          url,
          brand,
          mode.script,
          runs,
        );
      }
    }
    const content = `http://127.0.0.1:${serverModes[0].portBase + brandFacts[brand].portOffset}/wat-is-dementie`;
    touched[brand] = await islandsTakenOver(chrome.port, content, brand);
  }
} finally {
  await chrome.kill();
}

const header = [
  'page'.padEnd(14),
  'mode'.padEnd(7),
  'perf',
  'a11y',
  'b.p.',
  ' seo',
  '  LCP s',
  ' TBT ms',
  '   CLS',
  ' LCP/limit',
  ' JS kB br',
  ' JS kB gz',
  ' CSS kB gz',
].join(' ');
for (const brand of brands) {
  console.log(`\n${brand}`);
  console.log(`  ${header}`);
  for (const page of pages) {
    const limit = results[`${brand} ${page.name} limit`];
    for (const { id: mode } of modes) {
      const r = results[`${brand} ${page.name} ${mode}`];
      console.log(
        `  ${[
          page.name.padEnd(14),
          mode.padEnd(7),
          String(r.performance).padStart(4),
          String(r.accessibility).padStart(4),
          String(r['best-practices']).padStart(4),
          String(r.seo).padStart(4),
          fmt(r.lcp / 1000, 2).padStart(7),
          fmt(r.tbt).padStart(7),
          fmt(r.cls, 3).padStart(6),
          (mode === 'limit' ? '' : fmt(r.lcp / limit.lcp, 2)).padStart(10),
          fmt(kb(r.jsBr), 1).padStart(9),
          fmt(kb(r.js), 1).padStart(9),
          fmt(kb(r.css), 1).padStart(10),
        ].join(' ')}`,
      );
    }
  }
  const failedAudits = pages.flatMap((page) =>
    modes
      .map((mode) => mode.id)
      .flatMap((mode) =>
        results[`${brand} ${page.name} ${mode}`].failed.map((id) => `${page.name} (${mode}): ${id}`),
      ),
  );
  if (failedAudits.length > 0) console.log(`  failed audits: ${failedAudits.join('; ')}`);
}

// --- throughput ----------------------------------------------------------------------------------

async function requestsPerSecond(url, headers) {
  const result = await autocannon({ url, connections: 10, duration: 5, headers });
  return { rps: result.requests.average, non2xx: result.non2xx, errors: result.errors };
}

const site = `http://127.0.0.1:${serverModes[0].portBase + 1}`;
const shell = readFileSync(path.join(root, 'apps/dementie/dist/index.html'), 'utf8');
const asset = /href="(\/assets\/[^"]+\.css)"/.exec(shell)?.[1] ?? '/logo.svg';
const headers = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
console.log('\nServer throughput on one brand port (autocannon, 10 connections, 5 s each, loopback)');
const staticFile = await requestsPerSecond(`${site}${asset}`, headers);
const cached = await requestsPerSecond(`${site}/wat-is-dementie`, headers);
// A returning visitor keeps the anti-forgery cookie: no new token is made for them.
const returning = await requestsPerSecond(`${site}/wat-is-dementie`, {
  ...headers,
  cookie: `dm_csrf=${'b'.repeat(43)}`,
});
// A session cookie makes the visitor not anonymous: every request is rendered anew.
const rendered = await requestsPerSecond(`${site}/wat-is-dementie`, {
  ...headers,
  cookie: 'dm_session=bench',
});
const line = (name, r) =>
  console.log(
    `  ${name.padEnd(44)} ${fmt(r.rps).padStart(7)} req/s  ${fmt(r.rps / staticFile.rps, 2).padStart(5)} of static${r.non2xx || r.errors ? `  (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}`,
  );
line(`static file (${asset.split('/').pop()})`, staticFile);
line('rendered page, first visit (render cache)', cached);
line('rendered page, returning visitor (render cache)', returning);
line('rendered page, every request rendered', rendered);

// --- budgets -------------------------------------------------------------------------------------

console.log('\nBudgets (documents with islands; figures above, per brand)');
for (const [index, brand] of brands.entries()) {
  const content = results[`${brand} content page islands`];
  const limit = results[`${brand} content page limit`];
  const story = results[`${brand} story islands`];
  const player = results[`${brand} player start islands`];
  const check = (ok) => (ok === null ? '' : ok ? 'met' : 'MISSED');
  // BENCH_PAGES may leave out the pages a budget reads: that budget is 'not run'.
  const notRun = (name) => [name, 'not run', null];
  const contentRows =
    content && limit && story
      ? null
      : [notRun('content and story budgets (BENCH_PAGES left out "content page" or "story")')];
  const rows = contentRows ?? [
    ['content: performance 100', content.performance, content.performance >= budgets.performance],
    ['content: accessibility 100', content.accessibility, content.accessibility >= budgets.accessibility],
    [
      'content: best practices 100',
      content['best-practices'],
      content['best-practices'] >= budgets['best-practices'],
    ],
    ['content: SEO 100', content.seo, content.seo >= budgets.seo],
    ['content: TBT < 50 ms', `${fmt(content.tbt)} ms`, content.tbt < budgets.tbtMs],
    ['content: LCP <= 1.2 s', `${fmt(content.lcp / 1000, 2)} s`, content.lcp / 1000 <= budgets.lcpSeconds],
    [
      'content: LCP within 5% of limit',
      `${fmt(content.lcp / limit.lcp, 2)} x`,
      content.lcp <= limit.lcp * budgets.lcpOverLimit,
    ],
    ['content: CLS 0', fmt(content.cls, 3), content.cls === 0],
    [
      'content untouched: JS <= 15 kB br',
      `${fmt(kb(content.jsBr), 1)} kB`,
      kb(content.jsBr) <= budgets.documentJsBrKb,
    ],
    [
      'story untouched: JS <= 15 kB br',
      `${fmt(kb(story.jsBr), 1)} kB`,
      kb(story.jsBr) <= budgets.documentJsBrKb,
    ],
    [
      `content, ${touched[brand].hydrated}/${touched[brand].all} islands taken over: JS <= 90 kB br`,
      `${fmt(kb(touched[brand].jsBr), 1)} kB`,
      kb(touched[brand].jsBr) <= budgets.initialJsKb,
    ],
  ];
  rows.push(
    player
      ? ['player route <= 150 kB gzip', `${fmt(kb(player.js), 1)} kB`, kb(player.js) <= budgets.playerKb]
      : notRun('player route <= 150 kB gzip'),
  );
  if (index === 0) {
    rows.push([
      'rendered page >= 50% of static',
      `${fmt((100 * cached.rps) / staticFile.rps)}% cached, ${fmt((100 * rendered.rps) / staticFile.rps)}% uncached`,
      cached.rps / staticFile.rps >= budgets.throughputRatio,
    ]);
  }
  console.log(`  ${brand}`);
  for (const [name, value, ok] of rows)
    console.log(`    ${name.padEnd(50)} ${String(value).padStart(22)}  ${check(ok)}`);
}
stopServers();
