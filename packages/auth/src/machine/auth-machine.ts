import type { AuthUser } from '@dementie/api-client';
import { loginOutcome } from './login-result';

/*
 * The overall auth machine of spec 1 §4 as an explicit state union and a pure reducer. Effects
 * (calls, timers, navigation) live in the store (store/auth-store.ts); this file only says which
 * state follows which event, so every transition can be tested without React or a network.
 */

/** States while nobody is signed in, including every login sub-state of spec 1 §4. */
export type LoggedOutState =
  | { readonly status: 'logged out' }
  /** The login call is under way; `attempt` is 1 for the first call, more after api errors. */
  | { readonly status: 'logged out - logging in'; readonly email: string; readonly attempt: number }
  | { readonly status: 'logged out - invalid email'; readonly email: string }
  | { readonly status: 'logged out - account magic link sent'; readonly email: string }
  | { readonly status: 'logged out - error too many attempts' }
  | { readonly status: 'logged out - error recaptcha failed' }
  | { readonly status: 'logged out - error generic not authorized' }
  | { readonly status: 'logged out - error login not authorized' }
  /**
   * A network failure (spec 1 §4). `attempt` counts the calls made so far; `retrying` is true while
   * the store waits 500 ms for the next one, false once the attempts are used up.
   */
  | {
      readonly status: 'logged out - login api error';
      readonly email: string;
      readonly attempt: number;
      readonly retrying: boolean;
    };

/** States while a user is signed in (spec 1 §4), plus 'logged in - redirecting' after a login. */
export type LoggedInState =
  | { readonly status: 'logged in'; readonly user: AuthUser }
  | { readonly status: 'logged in - redirecting'; readonly user: AuthUser; readonly redirectPath: string }
  | { readonly status: 'logged in - logging out'; readonly user: AuthUser; readonly attempt: number }
  | {
      readonly status: 'logged in - logout api error';
      readonly user: AuthUser;
      readonly attempt: number;
      readonly retrying: boolean;
    };

/** The whole auth state: 'verify authentication' (initial, shown as a loader), logged in or logged out. */
export type AuthState = { readonly status: 'verify authentication' } | LoggedInState | LoggedOutState;

/** Any status of {@link AuthState}. */
export type AuthStatus = AuthState['status'];

/** What can happen to the auth machine. */
export type AuthEvent =
  /** IsSessionValid answered (at start, or again after leaving a training page). */
  | { readonly type: 'session checked'; readonly user: AuthUser | null }
  /** The login form was sent; the e-mail is checked when the bot check returns (spec 1 §5). */
  | { readonly type: 'login submitted'; readonly email: string; readonly emailValid: boolean }
  /** The bot check could not give a token. */
  | { readonly type: 'bot check failed' }
  /** The login call answered (any status, including unknown ones). */
  | {
      readonly type: 'login answered';
      /** The answer; `status` may be any string (unknown ones are 'login not authorized'). */
      readonly result: {
        readonly status: string;
        readonly user?: AuthUser | undefined;
        readonly redirectPath?: string | undefined;
      };
      readonly defaultRedirectPath: string;
    }
  /** The login call did not reach the server; `willRetry` says whether the store tries again. */
  | { readonly type: 'login api error'; readonly willRetry: boolean }
  /** The store makes the next login attempt after the 500 ms wait. */
  | { readonly type: 'login retried' }
  /** The screen navigated after a successful login. */
  | { readonly type: 'redirected' }
  /** The visitor changed the form after a message: back to plain 'logged out'. */
  | { readonly type: 'login reset' }
  | { readonly type: 'logout requested' }
  | { readonly type: 'logout done' }
  | { readonly type: 'logout api error'; readonly willRetry: boolean }
  | { readonly type: 'logout retried' }
  /** A magic link (or the certificate form) signed the user in, or changed their e-mail. */
  | { readonly type: 'signed in'; readonly user: AuthUser }
  /** The account was anonymised through its link: the session is gone. */
  | { readonly type: 'signed out' };

/** The initial state (spec 1 §4). */
export const initialAuthState: AuthState = Object.freeze({ status: 'verify authentication' });

/** True for every 'logged in…' state. */
export function isLoggedIn(state: AuthState): state is LoggedInState {
  return state.status.startsWith('logged in');
}

/** True for every 'logged out…' state. */
export function isLoggedOut(state: AuthState): state is LoggedOutState {
  return state.status.startsWith('logged out');
}

/** The signed-in user, if any. */
export function currentUser(state: AuthState): AuthUser | null {
  return isLoggedIn(state) ? state.user : null;
}

/** The e-mail a logged-out state remembers (for messages), or ''. */
function emailOf(state: AuthState): string {
  return 'email' in state ? state.email : '';
}

/**
 * The auth reducer: gives the next state for an event, or the same object when the event does not
 * apply in this state (so a late answer can never undo a newer state).
 */
export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'session checked': {
      // A check never interrupts a login or logout in flight; otherwise the server's answer wins.
      if (state.status === 'logged out - logging in' || state.status === 'logged in - logging out') {
        return state;
      }
      if (event.user) {
        return isLoggedIn(state) && state.user.id === event.user.id && state.status !== 'logged in'
          ? { ...state, user: event.user }
          : { status: 'logged in', user: event.user };
      }
      return isLoggedOut(state) ? state : { status: 'logged out' };
    }

    case 'login submitted':
      if (!canLogIn(state)) return state;
      // spec 1 §5: the e-mail is validated when the bot-check callback returns.
      return event.emailValid
        ? { status: 'logged out - logging in', email: event.email, attempt: 1 }
        : { status: 'logged out - invalid email', email: event.email };

    case 'bot check failed':
      return isLoggedOut(state) ? { status: 'logged out - error recaptcha failed' } : state;

    case 'login answered': {
      if (state.status !== 'logged out - logging in') return state;
      const outcome = loginOutcome(event.result.status);
      if (outcome.status === 'logged in - redirecting') {
        // A success without a user breaks the contract: treat it as "any other result".
        if (!event.result.user) return { status: 'logged out - error login not authorized' };
        return {
          status: 'logged in - redirecting',
          user: event.result.user,
          redirectPath: event.result.redirectPath || event.defaultRedirectPath,
        };
      }
      if (outcome.status === 'logged out - account magic link sent') {
        return { status: 'logged out - account magic link sent', email: state.email };
      }
      return outcome;
    }

    case 'login api error': {
      if (state.status !== 'logged out - logging in') return state;
      return {
        status: 'logged out - login api error',
        email: state.email,
        attempt: state.attempt,
        retrying: event.willRetry,
      };
    }

    case 'login retried':
      return state.status === 'logged out - login api error' && state.retrying
        ? { status: 'logged out - logging in', email: state.email, attempt: state.attempt + 1 }
        : state;

    case 'redirected':
      return state.status === 'logged in - redirecting' ? { status: 'logged in', user: state.user } : state;

    case 'login reset':
      return isLoggedOut(state) && state.status !== 'logged out - logging in' && state.status !== 'logged out'
        ? { status: 'logged out' }
        : state;

    case 'logout requested':
      return state.status === 'logged in' ||
        state.status === 'logged in - redirecting' ||
        (state.status === 'logged in - logout api error' && !state.retrying)
        ? { status: 'logged in - logging out', user: state.user, attempt: 1 }
        : state;

    case 'logout done':
      return state.status === 'logged in - logging out' || state.status === 'logged in - logout api error'
        ? { status: 'logged out' }
        : state;

    case 'logout api error':
      return state.status === 'logged in - logging out'
        ? {
            status: 'logged in - logout api error',
            user: state.user,
            attempt: state.attempt,
            retrying: event.willRetry,
          }
        : state;

    case 'logout retried':
      return state.status === 'logged in - logout api error' && state.retrying
        ? { status: 'logged in - logging out', user: state.user, attempt: state.attempt + 1 }
        : state;

    case 'signed in':
      return { status: 'logged in', user: event.user };

    case 'signed out':
      return { status: 'logged out' };
  }
}

/** Whether the login form may be sent now: logged out and not already busy. */
export function canLogIn(state: AuthState): boolean {
  return isLoggedOut(state) && state.status !== 'logged out - logging in' && !isRetryingLogin(state);
}

function isRetryingLogin(state: AuthState): boolean {
  return state.status === 'logged out - login api error' && state.retrying;
}

/** The e-mail the visitor last sent, for the invalid-e-mail and link-sent messages. */
export function lastLoginEmail(state: AuthState): string {
  return emailOf(state);
}
