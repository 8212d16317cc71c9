import {
  type ApiResult,
  AUTH_RETRY_MAX_ATTEMPTS,
  type AuthUser,
  isApiError,
  type LoginResult,
} from '@dementie/api-client';
import { isEmailAddress, normaliseEmailInput } from '@dementie/i18n-catalogues';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  type AuthEvent,
  type AuthState,
  authReducer,
  canLogIn,
  initialAuthState,
  isLoggedIn,
} from '../machine/auth-machine';
import { type AuthApi, type AuthTimers, type AuthTrackEvent, defaultTimers, wait } from './deps';

/** spec 1 §9: retry delay after login, logout, activation, change-e-mail and anonymize api errors. */
export const AUTH_RETRY_DELAY_MS = 500;

/** spec 1 §9: the default post-login redirect from the login page. */
export const DEFAULT_LOGIN_REDIRECT = '/mijn-trainingen';

/** Events after which the server has other session cookies than a moment before. */
const IDENTITY_EVENTS: ReadonlySet<AuthEvent['type']> = new Set([
  'login answered',
  'logout done',
  'signed in',
  'signed out',
]);

/** What {@link createAuthStore} needs. */
export interface AuthStoreDeps {
  /** The api client (or a fake with the same methods). */
  readonly api: AuthApi;
  /** Timers for the retry waits; default the real ones. */
  readonly timers?: AuthTimers;
  /** Analytics sink; default none. Receives the /geregistreerd virtual page view. */
  readonly track?: (event: AuthTrackEvent) => void;
  /** Delay before a retry; default 500 ms (spec 1 §9). */
  readonly retryDelayMs?: number;
  /** Attempts in all before giving up; default the api-client's `AUTH_RETRY_MAX_ATTEMPTS` (5). */
  readonly maxAttempts?: number;
  /** Starting state, e.g. from a server render; default 'verify authentication'. */
  readonly initialState?: AuthState;
}

/** What the login form sends (spec 1 §3 login data, §7 payload). */
export interface LoginInput {
  /** The e-mail as typed; it is normalised (lower case, no spaces) and checked here. */
  readonly email: string;
  readonly newsletter: boolean;
  /** The bot-check token; null when the bot check failed. */
  readonly recaptchaToken: string | null;
  /** Where to go after a success; default /mijn-trainingen from the login page. */
  readonly redirectPath?: string | undefined;
  readonly fromLoginPage?: boolean;
  readonly fromCertificatePage?: boolean;
  readonly referrerUrl?: string | undefined;
  readonly registrationUrl?: string | undefined;
}

/**
 * The auth store: the machine of spec 1 §4 plus its effects, on the read side of a zustand store
 * (decision 0057: `getState`, `getInitialState` for `useStore`, `subscribe` with the new and the
 * previous state).
 */
export interface AuthStore extends Pick<StoreApi<AuthState>, 'getState' | 'getInitialState' | 'subscribe'> {
  /** Checks the session (spec 1 §4: at start, with the loader). */
  verify(): Promise<AuthState>;
  /**
   * Checks the session again without the loader (spec 1 §4: when leaving a training page). The
   * site calls it on that navigation.
   */
  reverify(): Promise<AuthState>;
  /** Sends the login call with retries after api errors; resolves with the state it ends in. */
  login(input: LoginInput): Promise<AuthState>;
  /** Logs out with retries after api errors; resolves with the state it ends in. */
  logout(): Promise<AuthState>;
  /** The screen navigated after a success: 'logged in - redirecting' becomes 'logged in'. */
  redirected(): void;
  /** Clears a login message when the visitor edits the form. */
  resetLogin(): void;
  /** A link or the certificate form signed the user in (or changed their e-mail). */
  signedIn(user: AuthUser): void;
  /** The account is gone (anonymised through its link). */
  signedOut(): void;
  /** Stops pending retries (unmount, tests). */
  dispose(): void;
  /** The dependencies, for screens that make their own calls (links, certificates, trainings). */
  readonly deps: Required<Pick<AuthStoreDeps, 'api' | 'timers' | 'retryDelayMs' | 'maxAttempts'>> & {
    readonly track: (event: AuthTrackEvent) => void;
  };
}

/**
 * Creates an auth store. No module singletons (ARCHITECTURE): the site makes one per app and
 * provides it with `AuthProvider`; tests make a fresh one each.
 */
export function createAuthStore(deps: AuthStoreDeps): AuthStore {
  const timers = deps.timers ?? defaultTimers;
  const retryDelayMs = deps.retryDelayMs ?? AUTH_RETRY_DELAY_MS;
  const maxAttempts = deps.maxAttempts ?? AUTH_RETRY_MAX_ATTEMPTS;
  const track = deps.track ?? (() => {});
  const disposal = new AbortController();
  // A zustand vanilla store holds the machine's state; the machine itself stays a pure reducer.
  const store = createStore<AuthState>()(() => deps.initialState ?? initialAuthState);
  let state: AuthState = store.getState();
  // Counts the events that change who is signed in. A session check sent before such a change
  // answers for the old cookies (e.g. the page's first check still in flight when a magic link
  // signs the visitor in): its answer is stale and must not undo the change.
  let identityChanges = 0;

  function dispatch(event: AuthEvent): AuthState {
    if (IDENTITY_EVENTS.has(event.type)) identityChanges += 1;
    const next = authReducer(state, event);
    if (next !== state) {
      state = next;
      store.setState(next, true);
    }
    return state;
  }

  /**
   * After an api error of a login or logout attempt: tells the machine whether it tries again and, if
   * so, waits the retry delay and starts the next attempt (spec 1 §4). False when it gives up.
   */
  async function retriedAfterApiError(call: 'login' | 'logout', attempt: number): Promise<boolean> {
    const willRetry = attempt < maxAttempts;
    dispatch({ type: `${call} api error`, willRetry });
    if (!willRetry || !(await wait(timers, retryDelayMs, disposal.signal))) return false;
    dispatch({ type: `${call} retried` });
    return true;
  }

  async function checkSession(): Promise<AuthState> {
    const changesBefore = identityChanges;
    const result = await deps.api.isSessionValid();
    if (identityChanges !== changesBefore) return state;
    if (result.kind === 'loaded') {
      return dispatch({ type: 'session checked', user: result.value.loggedIn ? result.value.user : null });
    }
    // No answer: keep a known signed-in state (a flaky network must not sign anyone out), but leave
    // the initial loader, or the page would wait forever.
    if (state.status === 'verify authentication') return dispatch({ type: 'session checked', user: null });
    return state;
  }

  async function login(input: LoginInput): Promise<AuthState> {
    if (!canLogIn(state)) return state;
    if (input.recaptchaToken === null) return dispatch({ type: 'bot check failed' });
    const email = normaliseEmailInput(input.email);
    dispatch({ type: 'login submitted', email, emailValid: isEmailAddress(email) });
    const defaultRedirectPath = input.redirectPath || (input.fromLoginPage ? DEFAULT_LOGIN_REDIRECT : '/');
    for (;;) {
      if (state.status !== 'logged out - logging in') return state;
      const attempt = state.attempt;
      const result: ApiResult<LoginResult> = await deps.api.login({
        email,
        newsletter: input.newsletter,
        recaptchaToken: input.recaptchaToken,
        redirectPath: input.redirectPath,
        fromLoginPage: input.fromLoginPage ?? false,
        fromCertificatePage: input.fromCertificatePage ?? false,
        referrerUrl: input.referrerUrl,
        registrationUrl: input.registrationUrl,
      });
      if (isApiError(result)) {
        if (!(await retriedAfterApiError('login', attempt))) return state;
        continue;
      }
      // An answer that broke its contract (an unknown status, 599) is "any other result" (spec 1 §4).
      const answer = result.kind === 'loaded' ? result.value : { status: 'unreadable answer' };
      const next = dispatch({ type: 'login answered', result: answer, defaultRedirectPath });
      // spec 1 §2: a virtual page view of /geregistreerd after a login success.
      if (next.status === 'logged in - redirecting')
        track({ kind: 'virtual page view', path: '/geregistreerd' });
      return next;
    }
  }

  async function logout(): Promise<AuthState> {
    if (!isLoggedIn(state)) return state;
    dispatch({ type: 'logout requested' });
    for (;;) {
      if (state.status !== 'logged in - logging out') return state;
      const attempt = state.attempt;
      const result = await deps.api.logout();
      if (isApiError(result)) {
        if (!(await retriedAfterApiError('logout', attempt))) return state;
        continue;
      }
      // spec 1 §4: "Logout posts, then the status is logged out".
      return dispatch({ type: 'logout done' });
    }
  }

  return {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
    verify: checkSession,
    reverify: checkSession,
    login,
    logout,
    redirected: () => {
      dispatch({ type: 'redirected' });
    },
    resetLogin: () => {
      dispatch({ type: 'login reset' });
    },
    signedIn: (user) => {
      dispatch({ type: 'signed in', user });
    },
    signedOut: () => {
      dispatch({ type: 'signed out' });
    },
    dispose: () => disposal.abort(),
    deps: { api: deps.api, timers, retryDelayMs, maxAttempts, track },
  };
}
