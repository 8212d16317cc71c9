import type { ChangeTopic } from './changes';

/*
 * What a cache may keep, decided in one place (decision 0104): the class of each page (the table of
 * site routes in @dementie/api-client, `SITE_ROUTE_CLASSES`, shared with the site's test that every
 * route is classified), the Cache-Control of each kind of answer, and the surrogate keys that let a
 * change purge exactly the pages that show it. The API's personal calls are listed in
 * security-headers.ts (`PERSONAL_ROUTES`, checked against the routes the server has).
 */

export {
  isPersonalPage,
  type PageCacheClass,
  pageCacheClass,
  SITE_ROUTE_CLASSES,
} from '@dementie/api-client';

/** A person's page or call: no shared cache, no disk cache and no back-forward copy keeps it. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * A document page for a visitor who has signed in (or has a learner's progress): the browser may keep
 * it and ask again with its ETag; no shared cache keeps it.
 */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

/** How long a shared cache serves a document page before it asks again (the origin's ETag answers 304). */
export const SHARED_PAGE_SECONDS = 60;
/** How long after that it may still serve it while it fetches a new one in the background. */
export const STALE_WHILE_REVALIDATE_SECONDS = 600;
/** How long it may serve it when every origin process fails or is down (a day). */
export const STALE_IF_ERROR_SECONDS = 86_400;

/**
 * A document page for everyone who has not signed in: browsers ask again every time (max-age=0, an
 * ETag makes that a 304), shared caches keep it {@link SHARED_PAGE_SECONDS} and are told of every
 * change sooner through a purge (decision 0104).
 */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;

/** A built file whose name holds its hash: it never changes under that name. */
export const IMMUTABLE_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Any other built file (the logo, the fonts' licence): an hour. */
export const PLAIN_FILE_CACHE_CONTROL = 'public, max-age=3600';

/*
 * Surrogate keys (decision 0104): each shared page answer names what it shows, so a change purges
 * exactly the pages that show it. A page's keys come from the calls its server render made.
 */

/** What a page shows, by the calls its render made. */
export type PageKey = 'content' | 'trainings' | 'counter' | 'search' | 'redirects';

const KEYS_BY_CALL: readonly { readonly test: RegExp; readonly key: PageKey }[] = [
  { test: /^\/api\/drupal\//i, key: 'content' },
  { test: /^\/api\/v1\/redirect\//i, key: 'redirects' },
  { test: /^\/api\/v1\/search\b/i, key: 'search' },
  { test: /^\/api\/elearning\//i, key: 'trainings' },
  { test: /^\/api\/v1\/counter\b/i, key: 'counter' },
];

/** The key of a call a render made (its path), if it names one. */
export function keyOfCall(path: string): PageKey | undefined {
  return KEYS_BY_CALL.find((entry) => entry.test.test(path))?.key;
}

/**
 * Which pages a change concerns: the keys of the pages to purge. `documents` (an activity's document)
 * shows on the player alone, a personal page no shared cache keeps; an erased account's certificates
 * leave the counter.
 */
export const KEYS_BY_TOPIC: Readonly<Record<ChangeTopic, readonly PageKey[]>> = {
  content: ['content', 'trainings', 'redirects'],
  search: ['search'],
  redirects: ['redirects', 'content'],
  documents: [],
  pictures: ['content', 'trainings'],
  certificates: ['counter'],
  erasure: ['counter'],
};

/** The surrogate keys of a page of `brand`: the brand, and each thing it shows (`dementie/counter`). */
export function surrogateKeys(brand: string, keys: Iterable<PageKey>): string[] {
  return [brand, ...[...new Set(keys)].sort().map((key) => `${brand}/${key}`)];
}
