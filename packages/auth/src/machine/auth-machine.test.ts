import { describe, expect, it } from 'vitest';
import { testUser } from '../test-support/fake-api';
import {
  type AuthEvent,
  type AuthState,
  authReducer,
  canLogIn,
  currentUser,
  initialAuthState,
  isLoggedIn,
  isLoggedOut,
} from './auth-machine';

const otherUser = { ...testUser, id: '11111111-2222-4333-8444-555555555555', email: 'piet@example.nl' };
const loggingIn: AuthState = { status: 'logged out - logging in', email: 'sanne@example.nl', attempt: 1 };
const loggedIn: AuthState = { status: 'logged in', user: testUser };
const loggingOut: AuthState = { status: 'logged in - logging out', user: testUser, attempt: 1 };

function answered(status: string, extra: { user?: typeof testUser; redirectPath?: string } = {}): AuthEvent {
  return { type: 'login answered', result: { status, ...extra }, defaultRedirectPath: '/mijn-trainingen' };
}

describe('auth machine (spec 1 §4)', () => {
  it("starts in 'verify authentication'", () => {
    expect(initialAuthState.status).toBe('verify authentication');
    expect(isLoggedIn(initialAuthState)).toBe(false);
    expect(isLoggedOut(initialAuthState)).toBe(false);
  });

  describe('verify authentication', () => {
    it('a valid session leads to logged in with the user', () => {
      const next = authReducer(initialAuthState, { type: 'session checked', user: testUser });
      expect(next).toEqual({ status: 'logged in', user: testUser });
      expect(currentUser(next)).toEqual(testUser);
    });

    it('no session leads to logged out', () => {
      expect(authReducer(initialAuthState, { type: 'session checked', user: null })).toEqual({
        status: 'logged out',
      });
    });

    it('a new check (leaving a training) signs out a user whose session ended', () => {
      expect(authReducer(loggedIn, { type: 'session checked', user: null })).toEqual({
        status: 'logged out',
      });
    });

    it('a new check keeps a logged-out sub-state such as the sent screen', () => {
      const sent: AuthState = { status: 'logged out - account magic link sent', email: 'a@b.nl' };
      expect(authReducer(sent, { type: 'session checked', user: null })).toBe(sent);
    });

    it('a new check signs in a user who logged in elsewhere (e.g. in another tab)', () => {
      const sent: AuthState = { status: 'logged out - account magic link sent', email: 'a@b.nl' };
      expect(authReducer(sent, { type: 'session checked', user: testUser })).toEqual(loggedIn);
    });

    it('keeps the redirecting sub-state for the same user and replaces a different user', () => {
      const redirecting: AuthState = {
        status: 'logged in - redirecting',
        user: testUser,
        redirectPath: '/x',
      };
      expect(authReducer(redirecting, { type: 'session checked', user: testUser })).toEqual(redirecting);
      expect(authReducer(redirecting, { type: 'session checked', user: otherUser })).toEqual({
        status: 'logged in',
        user: otherUser,
      });
    });

    it('never interrupts a login or a logout in flight', () => {
      expect(authReducer(loggingIn, { type: 'session checked', user: null })).toBe(loggingIn);
      expect(authReducer(loggingOut, { type: 'session checked', user: null })).toBe(loggingOut);
    });
  });

  describe('login sub-states', () => {
    const loggedOut: AuthState = { status: 'logged out' };

    it('a valid e-mail goes to logging in (attempt 1)', () => {
      expect(authReducer(loggedOut, { type: 'login submitted', email: 'a@b.nl', emailValid: true })).toEqual({
        status: 'logged out - logging in',
        email: 'a@b.nl',
        attempt: 1,
      });
    });

    it('an invalid e-mail, checked when the bot check returns, goes to invalid email (spec 1 §5)', () => {
      expect(authReducer(loggedOut, { type: 'login submitted', email: 'a@b', emailValid: false })).toEqual({
        status: 'logged out - invalid email',
        email: 'a@b',
      });
    });

    it('a failed bot check goes to error recaptcha failed', () => {
      expect(authReducer(loggedOut, { type: 'bot check failed' })).toEqual({
        status: 'logged out - error recaptcha failed',
      });
      expect(authReducer(loggedIn, { type: 'bot check failed' })).toBe(loggedIn);
    });

    it('cannot submit twice, nor while logged in or verifying', () => {
      const event: AuthEvent = { type: 'login submitted', email: 'x@y.nl', emailValid: true };
      expect(authReducer(loggingIn, event)).toBe(loggingIn);
      expect(authReducer(loggedIn, event)).toBe(loggedIn);
      expect(authReducer(initialAuthState, event)).toBe(initialAuthState);
      expect(canLogIn(loggingIn)).toBe(false);
    });

    it('may submit again from every message state', () => {
      const states: AuthState[] = [
        { status: 'logged out - invalid email', email: 'a' },
        { status: 'logged out - account magic link sent', email: 'a@b.nl' },
        { status: 'logged out - error too many attempts' },
        { status: 'logged out - error recaptcha failed' },
        { status: 'logged out - error generic not authorized' },
        { status: 'logged out - error login not authorized' },
        { status: 'logged out - login api error', email: 'a@b.nl', attempt: 5, retrying: false },
      ];
      for (const state of states) {
        expect(
          authReducer(state, { type: 'login submitted', email: 'a@b.nl', emailValid: true }).status,
        ).toBe('logged out - logging in');
      }
    });

    it('success leads to logged in - redirecting with the answer redirect or the default', () => {
      expect(
        authReducer(loggingIn, answered('success', { user: testUser, redirectPath: '/trainingen/3' })),
      ).toEqual({ status: 'logged in - redirecting', user: testUser, redirectPath: '/trainingen/3' });
      expect(authReducer(loggingIn, answered('success', { user: testUser }))).toEqual({
        status: 'logged in - redirecting',
        user: testUser,
        redirectPath: '/mijn-trainingen',
      });
    });

    it('a success without a user counts as any other result', () => {
      expect(authReducer(loggingIn, answered('success')).status).toBe(
        'logged out - error login not authorized',
      );
    });

    it.each([
      ['account magic link sent', 'logged out - account magic link sent'],
      ['error too many attempts', 'logged out - error too many attempts'],
      ['error recaptcha failed', 'logged out - error recaptcha failed'],
      ['error generic not authorized', 'logged out - error generic not authorized'],
      ['something else', 'logged out - error login not authorized'],
    ])('%j leads to %j', (status, expected) => {
      expect(authReducer(loggingIn, answered(status)).status).toBe(expected);
    });

    it('the sent screen remembers the e-mail', () => {
      expect(authReducer(loggingIn, answered('account magic link sent'))).toEqual({
        status: 'logged out - account magic link sent',
        email: 'sanne@example.nl',
      });
    });

    it('ignores a late answer when not logging in', () => {
      const loggedOutState: AuthState = { status: 'logged out' };
      expect(authReducer(loggedOutState, answered('success', { user: testUser }))).toBe(loggedOutState);
    });

    it('a network failure leads to login api error, then back to logging in with the next attempt', () => {
      const failed = authReducer(loggingIn, { type: 'login api error', willRetry: true });
      expect(failed).toEqual({
        status: 'logged out - login api error',
        email: 'sanne@example.nl',
        attempt: 1,
        retrying: true,
      });
      expect(canLogIn(failed)).toBe(false);
      expect(authReducer(failed, { type: 'login retried' })).toEqual({
        status: 'logged out - logging in',
        email: 'sanne@example.nl',
        attempt: 2,
      });
    });

    it('a login api error without a retry stays and lets the visitor try again', () => {
      const failed = authReducer(loggingIn, { type: 'login api error', willRetry: false });
      expect(failed).toMatchObject({ status: 'logged out - login api error', retrying: false });
      expect(authReducer(failed, { type: 'login retried' })).toBe(failed);
      expect(canLogIn(failed)).toBe(true);
      expect(authReducer(loggedIn, { type: 'login api error', willRetry: true })).toBe(loggedIn);
    });

    it('the redirect ends in logged in', () => {
      const redirecting: AuthState = { status: 'logged in - redirecting', user: testUser, redirectPath: '/' };
      expect(authReducer(redirecting, { type: 'redirected' })).toEqual(loggedIn);
      expect(authReducer(loggedIn, { type: 'redirected' })).toBe(loggedIn);
    });

    it('editing the form after a message goes back to logged out', () => {
      const error: AuthState = { status: 'logged out - error too many attempts' };
      expect(authReducer(error, { type: 'login reset' })).toEqual({ status: 'logged out' });
      expect(authReducer(loggingIn, { type: 'login reset' })).toBe(loggingIn);
      expect(authReducer(loggedIn, { type: 'login reset' })).toBe(loggedIn);
    });
  });

  describe('logged-in sub-states and logout', () => {
    it('logout goes to logging out, then logged out', () => {
      const next = authReducer(loggedIn, { type: 'logout requested' });
      expect(next).toEqual(loggingOut);
      expect(authReducer(next, { type: 'logout done' })).toEqual({ status: 'logged out' });
    });

    it('an api error goes to logout api error and the retry back to logging out', () => {
      const failed = authReducer(loggingOut, { type: 'logout api error', willRetry: true });
      expect(failed).toEqual({
        status: 'logged in - logout api error',
        user: testUser,
        attempt: 1,
        retrying: true,
      });
      expect(authReducer(failed, { type: 'logout retried' })).toEqual({ ...loggingOut, attempt: 2 });
      // While a retry is pending a second request is ignored.
      expect(authReducer(failed, { type: 'logout requested' })).toBe(failed);
    });

    it('after the last attempt the visitor may ask again', () => {
      const failed = authReducer(loggingOut, { type: 'logout api error', willRetry: false });
      expect(authReducer(failed, { type: 'logout retried' })).toBe(failed);
      expect(authReducer(failed, { type: 'logout requested' })).toEqual(loggingOut);
      expect(authReducer(failed, { type: 'logout done' })).toEqual({ status: 'logged out' });
    });

    it('ignores logout events that do not apply', () => {
      const out: AuthState = { status: 'logged out' };
      expect(authReducer(out, { type: 'logout requested' })).toBe(out);
      expect(authReducer(out, { type: 'logout done' })).toBe(out);
      expect(authReducer(loggedIn, { type: 'logout api error', willRetry: true })).toBe(loggedIn);
      expect(authReducer(loggedIn, { type: 'logout retried' })).toBe(loggedIn);
    });

    it('links sign in and out from any state', () => {
      expect(authReducer(initialAuthState, { type: 'signed in', user: testUser })).toEqual(loggedIn);
      expect(authReducer(loggedIn, { type: 'signed out' })).toEqual({ status: 'logged out' });
    });
  });
});
