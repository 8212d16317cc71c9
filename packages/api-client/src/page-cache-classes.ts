/*
 * Which pages of the sites a shared cache may keep (decision 0104), by the site's route a page answers.
 * Known to both sides: the reference server answers by it, and @dementie/site's test checks that every
 * route of `createSiteRoutes` has its line here.
 * - `document`: the same for every visitor who has not signed in (home, CMS pages, news, stories,
 *   organisations, overviews, the trainings overview, the memory test, not-found): one HTML for all,
 *   no cookie set, no nonce, no token; a CDN or nginx may keep it;
 * - `personal`: a person's page (their account, progress, name, score, a mailed link, the player, the
 *   editor): kept by no cache at all.
 */

export type PageCacheClass = 'document' | 'personal';

/** Each site route (as `createSiteRoutes` names it, from the root) and its class. */
export const SITE_ROUTE_CLASSES: Readonly<Record<string, PageCacheClass>> = {
  '/': 'document',
  '/nieuws': 'document',
  '/organisaties': 'document',
  '/ervaringen': 'document',
  '/zoeken': 'document',
  '/trainingen': 'document',
  // The player page: a learner's run and answers.
  '/trainingen/:courseId': 'personal',
  '/geheugentest': 'document',
  // The questionnaire's steps are in the query; the answers stay in the browser.
  '/geheugentest/:variant': 'document',
  // Redirects onwards, the same for every anonymous visitor.
  '/sluiten-training': 'document',
  '/einde-training': 'document',
  '/training-offline': 'document',
  '/cookies': 'document',
  '/login': 'personal',
  '/account-gegevens': 'personal',
  '/mijn-trainingen': 'personal',
  '/logout': 'personal',
  '/auto-activate': 'personal',
  '/change-email': 'personal',
  '/anonymize-user': 'personal',
  '/jouw-resultaat': 'personal',
  '/jouw-resultaat/:certificateId': 'personal',
  '/redactie': 'personal',
  '/redactie/afbeeldingen': 'personal',
  '/preview/:entityType/:entityId/:revisionId': 'personal',
  '/404': 'document',
  // CMS pages, news items, stories and organisations by their alias, and every address that is none.
  '/*': 'document',
  '/embed/trainingen/:courseId': 'personal',
};

/** A route pattern as a test of a lower-case path (`:name` one segment, `*` the rest). */
function routeTest(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** Specific routes before the catch-all, as the router ranks them. */
const ROUTE_TESTS = Object.entries(SITE_ROUTE_CLASSES)
  .sort(([a], [b]) => Number(a.includes('*')) - Number(b.includes('*')))
  .map(([pattern, kind]) => ({ test: routeTest(pattern), kind }));

/** The class of a page by its address (path, with or without a query). */
export function pageCacheClass(url: string): PageCacheClass {
  const path = (url.split(/[?#]/, 1)[0] ?? '/').replace(/(.)\/+$/, '$1').toLowerCase();
  return ROUTE_TESTS.find((route) => route.test.test(path))?.kind ?? 'document';
}

/** Whether a page (its path, with or without a query) is personal: answered `private, no-store`. */
export function isPersonalPage(url: string): boolean {
  return pageCacheClass(url) === 'personal';
}
