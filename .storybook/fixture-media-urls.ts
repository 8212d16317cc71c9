/*
 * Runs in Vite's module runner at Storybook build time (media-plugin.ts): loads the packages'
 * fixture modules and collects the media URLs in their values, including those built from a
 * template (cms-model's `imageMedia(id, 'samen-wandelen', ...)` names every crop).
 */

const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../packages/*/src/**/fixtures/*.ts',
    '../packages/*/src/**/*.fixtures.ts',
    '../packages/*/src/**/test-support/fixtures.ts',
    '!**/*.test.ts',
  ],
  { eager: true },
);

const MEDIA_URL = /^\/(?:drupal\/media|sharedblobstorage)\/[A-Za-z0-9_./-]+\.[a-z0-9]+$/;

function collect(value: unknown, found: Set<string>, seen: Set<object>): void {
  if (typeof value === 'string') {
    if (MEDIA_URL.test(value)) found.add(value);
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const item of Object.values(value)) collect(item, found, seen);
}

/** The media URLs in every exported fixture value. */
export function fixtureMediaUrls(): string[] {
  const found = new Set<string>();
  const seen = new Set<object>();
  for (const exports of Object.values(modules)) collect(exports, found, seen);
  return [...found];
}
