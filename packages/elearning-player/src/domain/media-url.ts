/*
 * Where the course's own addresses point. The API answers with root-relative URLs (`/api/...`,
 * `/blobstorage/pictures/...`, a video file, a link to a page of our site): on our own sites the page
 * and the API share an origin, so they work as they are. In another team's app on another origin
 * (the player given `apiBaseUrl` or `mediaBaseUrl`), the browser would resolve them against the host
 * page, where nothing lives: they are resolved against the API's base instead (architecture: "Media
 * URLs are resolved against the API").
 */

/** Whether `url` is root-relative: one leading slash (not `//host`, not `/\host`, which browsers read as `//`). */
function isRootRelative(url: string): boolean {
  return url.startsWith('/') && url[1] !== '/' && url[1] !== '\\';
}

/**
 * `url` as the browser must load it when the course's content comes from `baseUrl`: a root-relative
 * address is appended to the base (without its trailing slash), exactly as the api-client builds the
 * address of a call, so a base with a path (an API behind a proxy prefix) works for both. Everything
 * else is left alone: absolute `http(s):` addresses, `data:` and `blob:` sources, protocol-relative
 * `//host/...`, `#fragment`, `mailto:`/`tel:` and relative paths. With a base of '' (the API on the
 * page's own origin: our sites) every address is returned unchanged.
 */
export function resolveMediaUrl(url: string, baseUrl: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  if (base === '' || !isRootRelative(url)) return url;
  return `${base}${url}`;
}

/** Turns one address into the one to load (see {@link resolveMediaUrl}). */
export type MediaUrlResolver = (url: string) => string;

/** A resolver for `baseUrl`; the identity for ''. */
export function mediaUrlResolver(baseUrl: string): MediaUrlResolver {
  return baseUrl.trim() === '' ? (url) => url : (url) => resolveMediaUrl(url, baseUrl);
}

/** An image's address and those of its variants (`crops`), resolved; the rest of it as it was. */
export function resolveImageUrls<
  T extends { readonly url: string; readonly crops?: readonly { readonly url: string }[] | undefined },
>(image: T, resolve: MediaUrlResolver): T {
  return {
    ...image,
    url: resolve(image.url),
    ...(image.crops ? { crops: image.crops.map((crop) => ({ ...crop, url: resolve(crop.url) })) } : {}),
  };
}
