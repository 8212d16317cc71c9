import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { BotCheck } from '../bot-check/bot-check';
import type { AuthState } from '../machine/auth-machine';
import { type AuthStore, type AuthStoreDeps, createAuthStore } from './auth-store';
import { DEFAULT_LOGIN_HINT_COOKIE, hasLoginHint } from './link-hint';
import { browserSessionStorage, type ResultStorage } from './result-storage';

/** What the auth screens share through context. */
export interface AuthContextValue {
  readonly store: AuthStore;
  /** The bot check of the login and certificate forms. */
  readonly botCheck: BotCheck;
  /** Session storage of the training result; null on the server or when blocked. */
  readonly resultStorage: () => ResultStorage | null;
  /** Session storage of the one-time page notice after a link (store/page-notice.ts). */
  readonly noticeStorage: () => ResultStorage | null;
  /** Whether this browser asked for the login link being opened (decision 0002). */
  readonly isSameBrowser: () => boolean;
  /** Whether the visitor prefers reduced motion (confetti is skipped then, spec 1 §2). */
  readonly prefersReducedMotion: () => boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);
AuthContext.displayName = 'AuthContext';

/** Props of {@link AuthProvider}. */
export interface AuthProviderProps {
  /** A store made with `createAuthStore`; or give `deps` and the provider makes one per mount. */
  readonly store?: AuthStore;
  /** Dependencies to create the store from when `store` is not given. */
  readonly deps?: AuthStoreDeps;
  /** The bot check (default: none given is an error; use `createAltchaBotCheck`). */
  readonly botCheck: BotCheck;
  /** Session storage; default the browser's `sessionStorage`. */
  readonly resultStorage?: () => ResultStorage | null;
  /** Where the page notice after a link waits; default the browser's `sessionStorage`. */
  readonly noticeStorage?: () => ResultStorage | null;
  /** Same-browser check for login links; default: the hint cookie 'dm_link_requested' is present. */
  readonly isSameBrowser?: () => boolean;
  /** Reduced-motion check; default `matchMedia('(prefers-reduced-motion: reduce)')`. */
  readonly prefersReducedMotion?: () => boolean;
  /**
   * Checks the session when mounted (spec 1 §4: 'verify authentication' at start). Default true;
   * false when the server already rendered a known state.
   */
  readonly verifyOnMount?: boolean;
  readonly children?: ReactNode;
}

function defaultReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Provides the auth store and its helpers to the auth screens and the account menu. Verifies the
 * session once after mounting (in the browser only: effects never run on the server).
 */
export function AuthProvider({
  store: given,
  deps,
  botCheck,
  resultStorage = browserSessionStorage,
  noticeStorage = browserSessionStorage,
  isSameBrowser = () => hasLoginHint(DEFAULT_LOGIN_HINT_COOKIE),
  prefersReducedMotion = defaultReducedMotion,
  verifyOnMount = true,
  children,
}: AuthProviderProps): ReactNode {
  const [store] = useState(() => {
    if (given) return given;
    if (!deps) throw new Error('AuthProvider needs a store or deps.');
    return createAuthStore(deps);
  });
  useEffect(() => {
    if (verifyOnMount && store.getState().status === 'verify authentication') void store.verify();
  }, [store, verifyOnMount]);
  const [value] = useState<AuthContextValue>(() => ({
    store,
    botCheck,
    resultStorage,
    noticeStorage,
    isSameBrowser,
    prefersReducedMotion,
  }));
  return <AuthContext value={value}>{children}</AuthContext>;
}

/**
 * The auth context: the store, the current state and the helpers.
 * @throws Error when no `AuthProvider` is above the component
 */
export function useAuth(): AuthContextValue & { readonly state: AuthState } {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth() needs an <AuthProvider> above this component.');
  const state = useStore(value.store);
  return { ...value, state };
}
