// The Lighthouse audit of one page for the page bench (bench-pages.mjs): its scores and timings, and the
// page's own JavaScript and CSS with their sizes as the server sends them (precompressed).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { root } from './lib.mjs';

const requireFromRoot = createRequire(path.join(root, 'package.json'));
const { default: lighthouse } = await import(pathToFileURL(requireFromRoot.resolve('lighthouse')).href);

export const kb = (bytes) => bytes / 1024;
export const fmt = (value, digits = 0) =>
  value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const sizeCache = new Map();
/** A built file's size as sent: gzip (level 9) and brotli (quality 11), as the server precompresses. */
export function compressedSizeOf(brand, pathname) {
  const file = path.join(root, 'apps', brand, 'dist', pathname);
  if (!sizeCache.has(file)) {
    const body = readFileSync(file);
    sizeCache.set(file, {
      gzip: gzipSync(body, { level: 9 }).length,
      br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(file);
}

/**
 * One Lighthouse run; the page's own JS and CSS (same origin, /assets/) with their compressed sizes.
 * `script: false` blocks every script file (the limit column).
 */
async function audit(port, url, brand, script = true) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(script ? {} : { blockedUrlPatterns: ['*.js'] }),
  });
  const { lhr } = result;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue;
  const failed = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.scoreDisplayMode === 'binary' && a.score === 0)
    .map((a) => a.id);
  const origin = new URL(url).origin;
  let js = 0;
  let jsBr = 0;
  let css = 0;
  for (const request of lhr.audits['network-requests']?.details?.items ?? []) {
    if (!request.url.startsWith(`${origin}/assets/`)) continue;
    // Only what arrived: a blocked request (the limit column) is listed without a status.
    if (!(request.statusCode >= 200 && request.statusCode < 400)) continue;
    const pathname = new URL(request.url).pathname;
    if (pathname.endsWith('.js')) {
      js += compressedSizeOf(brand, pathname).gzip;
      jsBr += compressedSizeOf(brand, pathname).br;
    } else if (pathname.endsWith('.css')) css += compressedSizeOf(brand, pathname).gzip;
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    js,
    jsBr,
    css,
    failed,
  };
}

/** The median of `runs` audits of a page (the first run's sizes and failed audits of all). */
export async function auditMedian(port, url, brand, script, runs) {
  const results = [];
  for (let n = 0; n < runs; n += 1) results.push(await audit(port, url, brand, script));
  const pick = (key) => median(results.map((r) => r[key]));
  return {
    ...results[0],
    performance: pick('performance'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    failed: [...new Set(results.flatMap((r) => r.failed))],
  };
}
