/**
 * The learner token (decision 0082): how a guest learner keeps one identity when the API is not on the
 * page's own site. Our brand sites keep the signed learner cookie (decision 0023); another team's app on
 * its own origin, or our embed page inside their frame, cannot rely on a cookie of the API's site
 * (Safari and Firefox block third-party cookies, Chrome lets people do so, and SameSite=Lax cookies are
 * never sent from a cross-site frame). There the client keeps the same signed value on the page's own
 * origin and sends it in a header; the server answers a new one in the same header when it made one.
 */

/** The request and answer header that carries the learner token. */
export const LEARNER_TOKEN_HEADER = 'X-Learner-Token';

/** Sent in the header when this browser has no token yet: the server makes one and answers it. */
export const NO_LEARNER_TOKEN = 'new';

/** Where a client keeps its learner token. */
export interface LearnerTokenStore {
  /** The stored token, or null when there is none (or the storage cannot be read). */
  read(): string | null;
  /** Keeps a token the server answered. */
  write(token: string): void;
}

/** The part of the Web Storage interface a token store needs. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The storage key of the learner token for one API (tokens of two APIs never mix). */
export function learnerTokenKey(apiBaseUrl: string): string {
  return `dementie.learnerToken:${apiBaseUrl.replace(/\/+$/, '')}`;
}

/**
 * A token store over Web Storage (local storage: the identity lasts like the cookie did). A browser that
 * refuses storage (private modes, a blocked frame) keeps the token in memory for this page instead, so a
 * training still works to its end, only not across reloads.
 */
export function storageLearnerTokens(storage: TokenStorage | undefined, key: string): LearnerTokenStore {
  let memory: string | null = null;
  return {
    read() {
      try {
        return storage?.getItem(key) ?? memory;
      } catch {
        return memory;
      }
    },
    write(token) {
      memory = token;
      try {
        storage?.setItem(key, token);
      } catch {
        // Storage refused: the memory copy serves this page.
      }
    },
  };
}

/** The browser's local storage when there is one and it may be touched (not on a server). */
export function browserLocalStorage(): TokenStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether a client at `apiBaseUrl` talks to another site than the page's: an absolute base URL whose
 * origin differs from `pageOrigin`. Same origin ('' or a path) keeps cookies.
 */
export function isOtherOrigin(apiBaseUrl: string, pageOrigin: string | undefined): boolean {
  if (!/^https?:\/\//i.test(apiBaseUrl)) return false;
  try {
    return new URL(apiBaseUrl).origin !== pageOrigin;
  } catch {
    return false;
  }
}
