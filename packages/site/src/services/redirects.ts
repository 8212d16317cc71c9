import type { ApiResult, Redirect, RedirectStatus } from '@dementie/api-client';

export type RedirectFetcher = (path: string) => Promise<ApiResult<Redirect | null>>;

/** What the lookup decides for a path. */
export type RedirectDecision =
  | { kind: 'none' }
  /** Same origin: the router navigates (history replaced); the server answers with `status`. */
  | { kind: 'internal'; to: string; status: RedirectStatus }
  /** Another origin: a full location change (spec 1 §4); the server answers with `status`. */
  | { kind: 'external'; to: string; status: RedirectStatus };

/**
 * Spec 1 §4/§7: before a non-CMS page the current path is looked up; 404 means no redirect; the answer
 * is cached per path; there are no retries, and a failed lookup shows the page as it is (a broken
 * redirect service must never hide content).
 */
export function createRedirectLookup(fetchRedirect: RedirectFetcher, ownOrigin: string) {
  const cache = new Map<string, Promise<RedirectDecision>>();

  async function decide(path: string): Promise<RedirectDecision> {
    const result = await fetchRedirect(path);
    if (result.kind !== 'loaded' || !result.value) return { kind: 'none' };
    const target = result.value.to.trim();
    if (!target || target === path) return { kind: 'none' };
    let url: URL;
    try {
      url = new URL(target, ownOrigin);
    } catch {
      return { kind: 'none' };
    }
    const status = result.value.status;
    if (url.origin !== new URL(ownOrigin).origin) return { kind: 'external', to: url.href, status };
    return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}`, status };
  }

  return {
    /** The decision for `path` (pathname only), fetched once per path. */
    lookup(path: string): Promise<RedirectDecision> {
      let pending = cache.get(path);
      if (!pending) {
        pending = decide(path);
        cache.set(path, pending);
      }
      return pending;
    },
  };
}

export type RedirectLookup = ReturnType<typeof createRedirectLookup>;

/**
 * The redirect's target `to` with the query of the address that was asked for (`search`, as
 * `location.search`), so campaign and other parameters survive an old address. A parameter the target
 * sets itself keeps the target's value (the editor chose it); the visitor's others are added after it.
 * The target's fragment stays at the end.
 */
export function withVisitorQuery(to: string, search: string): string {
  const visitor = new URLSearchParams(search);
  if (visitor.toString() === '') return to;
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const params = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '');
  const own = new Set(params.keys());
  for (const [name, value] of visitor) if (!own.has(name)) params.append(name, value);
  return `${base}?${params}${hash}`;
}
