/**
 * The paths the server answers on a brand site's own origin: the calls of spec 1 and spec 3 (`/api`,
 * `/drupal`), the pictures (`/sharedblobstorage`, `/blobstorage`) and the local mailbox (`/_dev`, our
 * addition). A brand app's development server proxies them to the API; the server renders a page
 * for every other path. Written once here, so the two cannot drift.
 */
export const SERVER_PATH_PREFIXES = [
  '/api',
  '/drupal',
  '/sharedblobstorage',
  '/blobstorage',
  '/_dev',
] as const;

/**
 * Whether a request's URL (path and query) is one of the server's own paths rather than a page.
 * @param url - the request URL as the browser sent it, e.g. `/api/v1/menus?x=1`
 * @returns true for a prefix itself and anything under it, or with a query after it
 */
export function isServerPath(url: string): boolean {
  return SERVER_PATH_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}
