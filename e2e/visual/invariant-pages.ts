import type { Page } from '@playwright/test';
import { layoutFindings, settle } from './invariants';

/*
 * The small pages the tests of the invariants draw (invariants*.spec.ts): pictures as data URLs, image
 * tags, and the layout findings on a page of a given body.
 */

// A 1600x900 picture (16:9) drawn as an SVG data URL, and its 100x100 crop.
export const wide = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="teal"/></svg>')}`;
export const square = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="teal"/></svg>')}`;

/** An image tag with an empty alt, as the invariants see it. */
export function img(src: string, width: number, height: number, style: string) {
  return `<img alt="" src="${src}" width="${width}" height="${height}" style="${style}">`;
}

/** The layout findings on a page whose main element holds `body`. */
export async function findings(page: Page, body: string) {
  await page.setContent(
    `<!doctype html><html lang="nl"><head><style>body{margin:0;font:16px/1.5 sans-serif}</style></head><body><main id="root">${body}</main></body></html>`,
  );
  await settle(page);
  return layoutFindings(page, { root: '#root' });
}
