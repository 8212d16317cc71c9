import { safeRedirectPath } from '@dementie/api-client';

/*
 * The addresses of a training's ways out (spec 3 §2), without the router: the player page's island
 * (decision 0073) uses them as well as the routes.
 */

/** Where a learner goes when the page they started from is unknown or unusable (spec 3 §2). */
export const TRAININGS_PATH = '/trainingen';

/**
 * The `{name}` of the `/{name}-offline` page of spec 3 §2, so the one page is `/training-offline`. The
 * site's player goes there from its `onFatalError` (the player itself stays put in another team's app).
 * Which training failed travels in its query (`training`), with the learner's `startingPageUrl`.
 */
export const OFFLINE_NAME = 'training';
export const OFFLINE_PATH = `/${OFFLINE_NAME}-offline`;

/** The exit routes (training-exits.tsx): they must never be a starting page (that would loop). */
const EXIT_PATHS = ['/sluiten-training', '/einde-training', OFFLINE_PATH];

/**
 * The learner's starting page as a safe address of this site, or null. Spec 3 §2: links to a training
 * carry `startingPageUrl` (the page they were on). Only a same-site path is followed: no other host
 * (`//evil.example`, `https:`), no backslashes (browsers read them as slashes), and not an exit page
 * or the player itself (`/trainingen/3`): leaving a training must not start it again.
 */
export function safeStartingPage(raw: string | null | undefined): string | null {
  const path = safeRedirectPath(raw);
  if (path === null) return null;
  const { pathname } = new URL(path, 'http://site.invalid');
  if (EXIT_PATHS.includes(pathname) || /^\/trainingen\/[^/]+\/?$/.test(pathname)) return null;
  return path;
}

/** The address of the offline page for a training that failed (used by the player route). */
export function trainingOfflineHref(courseId: number, startingPage: string | null): string {
  const query = new URLSearchParams({ training: String(courseId) });
  if (startingPage) query.set('startingPageUrl', startingPage);
  return `${OFFLINE_PATH}?${query.toString()}`;
}
