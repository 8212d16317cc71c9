/** Default target of the 'Training sluiten' close button (spec 3 §2). */
export const DEFAULT_CLOSE_HREF = '/trainingen';
/** Default exit link from an activity (spec 3 §2). */
export const DEFAULT_EXIT_HREF = '/sluiten-training';
/** Exit link of a certificate form page without a landing page (spec 3 §2). */
export const DEFAULT_LANDING_HREF = '/einde-training';
/** Virtual page view fired when a new run starts (spec 3 §2). */
export const TRAINING_STARTED_PATH = '/training-gestart';
/** The training result page (spec 1 §2). */
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

/** The `/{name}-offline` page a fatal rendering error leads to (spec 3 §2). */
export function offlineHref(name: string): string {
  return `/${name}-offline`;
}
