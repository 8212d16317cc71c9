import type { ApiResult, Redirect } from '@dementie/api-client';

export type RedirectFetcher = (path: string) => Promise<ApiResult<Redirect | null>>;

/** What the lookup decides for a path. */
export type RedirectDecision =
  | { kind: 'none' }
  /** Same origin: the router navigates (history replaced). */
  | { kind: 'internal'; to: string }
  /** Another origin: a full location change (spec 1 §4). */
  | { kind: 'external'; to: string };

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
    if (url.origin !== new URL(ownOrigin).origin) return { kind: 'external', to: url.href };
    return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
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
