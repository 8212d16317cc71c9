import type { ApiClient } from '@dementie/api-client';

/** The api-client methods the auth package uses; pass a real client or a fake object in tests. */
export type AuthApi = Pick<
  ApiClient,
  | 'login'
  | 'isSessionValid'
  | 'logout'
  | 'activate'
  | 'changeEmailFromMagicLink'
  | 'anonymizeUserFromMagicLink'
  | 'changeOwnEmail'
  | 'anonymizeAccount'
  | 'altchaChallenge'
  | 'createCertificate'
  | 'certificatePage'
  | 'certificateImageUrl'
  | 'getFollowedCourses'
  | 'completeCourse'
  | 'summaryPage'
>;

/** Timers the store waits with; inject fake ones in tests (vitest's fake timers also work). */
export interface AuthTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What the auth package reports for analytics (the site forwards it to its analytics layer). */
export type AuthTrackEvent =
  /** spec 1 §2: a virtual page view of /geregistreerd after a login success. */
  | { readonly kind: 'virtual page view'; readonly path: '/geregistreerd' }
  /** spec 1 §2: the certificate overview fires an event with the training name. */
  | { readonly kind: 'certificate overview'; readonly trainingName: string; readonly owner: boolean };

/** Where an auth screen navigates; the site passes its router's functions (no router in auth). */
export interface AuthNavigation {
  /** Goes to a path of this site; `replace` replaces the history entry. */
  navigate(path: string, options?: { readonly replace?: boolean }): void;
  /** The query parameters of the current location. */
  readonly searchParams: URLSearchParams;
  /**
   * A screen that may only lead on (the result page going on to the certificate) holds the page view of
   * its location until it knows; then it leads on (`navigate` with `replace`: no page view) or calls
   * `pageShown` (the page view goes out). Hosts without page views leave both out.
   */
  holdPageView?(): void;
  pageShown?(): void;
}

/** The real timers of the environment. */
export const defaultTimers: AuthTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Waits `ms` with the given timers; resolves early (false) when aborted. */
export function wait(timers: AuthTimers, ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    function onAbort() {
      timers.clearTimeout(handle);
      resolve(false);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
