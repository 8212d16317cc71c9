/*
 * The addresses spec 3 §2 gives the player's ways out on our own sites. They are not the player's
 * defaults (it has none: in another team's app these pages do not exist); our sites pass them as
 * `closeHref`, `exitHref`, `landingHref` and `resultHref`. The names are kept from when they were.
 */

/** Our sites' target of 'Training sluiten' (spec 3 §2): pass it as `closeHref`. */
export const DEFAULT_CLOSE_HREF = '/trainingen';
/** Our sites' exit link from an activity (spec 3 §2): pass it as `exitHref`. */
export const DEFAULT_EXIT_HREF = '/sluiten-training';
/** Our sites' exit of a training whose course names no landing page (spec 3 §2): pass it as `landingHref`. */
export const DEFAULT_LANDING_HREF = '/einde-training';
/** Virtual page view fired when a new run starts (spec 3 §2). */
export const TRAINING_STARTED_PATH = '/training-gestart';
/** Our sites' training result page (spec 1 §2): pass it as `resultHref`. */
export const DEFAULT_RESULT_HREF = '/jouw-resultaat';

/** `href` with `startingPageUrl` added to its query, unless it has one already (hash kept). */
function addStartingPageUrl(href: string, startingPageUrl: string): string {
  const hashIndex = href.indexOf('#');
  const hash = hashIndex >= 0 ? href.slice(hashIndex) : '';
  const withoutHash = hashIndex >= 0 ? href.slice(0, hashIndex) : href;
  const queryIndex = withoutHash.indexOf('?');
  const query = new URLSearchParams(queryIndex >= 0 ? withoutHash.slice(queryIndex + 1) : '');
  if (query.has('startingPageUrl')) return href;
  query.append('startingPageUrl', startingPageUrl);
  const path = queryIndex >= 0 ? withoutHash.slice(0, queryIndex) : withoutHash;
  return `${path}?${query.toString()}${hash}`;
}

/**
 * Links starting with /trainingen/ get a startingPageUrl query parameter (the current path) if it
 * is missing (spec 3 §2). Other links are returned unchanged.
 */
export function withStartingPageUrl(href: string, currentPath: string): string {
  return href.startsWith('/trainingen/') ? addStartingPageUrl(href, currentPath) : href;
}

/**
 * The exit pages (/sluiten-training, /einde-training) lead back to the page the learner started the
 * training from (spec 3 §2). The player knows that page from its own address's `startingPageUrl`
 * and hands it on to them; a link that already has one, or any other link, is returned unchanged.
 */
export function withLearnerStart(href: string, startingPageUrl: string | undefined): string {
  if (!startingPageUrl) return href;
  const path = href.split(/[?#]/, 1)[0];
  if (path !== DEFAULT_EXIT_HREF && path !== DEFAULT_LANDING_HREF) return href;
  return addStartingPageUrl(href, startingPageUrl);
}

/**
 * The `/{name}-offline` page our sites send a learner to after a fatal rendering error (spec 3 §2),
 * from their `onFatalError`; the player itself never leaves for it.
 */
export function offlineHref(name: string): string {
  return `/${name}-offline`;
}
