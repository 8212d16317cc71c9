import { type ApiResult, connectionError, failed, loaded, type SessionState } from '@dementie/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthApi, testUser } from '../test-support/fake-api';
import { createAuthStore } from './auth-store';

const loginInput = {
  email: ' Sanne@Example.NL ',
  newsletter: true,
  recaptchaToken: 'token',
  fromLoginPage: true,
} as const;

describe('auth store effects (spec 1 §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verify: a valid session signs in, an invalid one signs out', async () => {
    const api = fakeAuthApi({
      isSessionValid: vi.fn(async () => loaded({ loggedIn: true as const, user: testUser })),
    });
    const store = createAuthStore({ api });
    expect(store.getState().status).toBe('verify authentication');
    await store.verify();
    expect(store.getState()).toEqual({ status: 'logged in', user: testUser });
    api.isSessionValid.mockResolvedValueOnce(loaded({ loggedIn: false }));
    await store.reverify();
    expect(store.getState().status).toBe('logged out');
  });

  it('verify without an answer leaves the loader as logged out, but keeps a known user on reverify', async () => {
    const api = fakeAuthApi({ isSessionValid: vi.fn(async () => connectionError('offline')) });
    const store = createAuthStore({ api });
    await store.verify();
    expect(store.getState().status).toBe('logged out');
    const signedIn = createAuthStore({ api, initialState: { status: 'logged in', user: testUser } });
    await signedIn.reverify();
    expect(signedIn.getState().status).toBe('logged in');
  });

  it('a session check sent before a magic link signed the visitor in does not sign them out again', async () => {
    type SessionAnswer = ApiResult<SessionState>;
    let answer: (value: SessionAnswer) => void = () => {};
    const api = fakeAuthApi({
      isSessionValid: vi.fn(() => new Promise<SessionAnswer>((resolve) => (answer = resolve))),
    });
    const store = createAuthStore({ api });
    const check = store.verify();
    // The link screen's activate call answers first and signs the visitor in.
    store.signedIn(testUser);
    answer(loaded({ loggedIn: false }));
    await check;
    expect(store.getState()).toEqual({ status: 'logged in', user: testUser });
    // Likewise a stale 'still signed in' answer does not undo a sign-out.
    const recheck = store.reverify();
    store.signedOut();
    answer(loaded({ loggedIn: true as const, user: testUser }));
    await recheck;
    expect(store.getState().status).toBe('logged out');
  });

  it('notifies subscribers and stops after unsubscribe', async () => {
    const store = createAuthStore({ api: fakeAuthApi() });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    await store.verify();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.signedIn(testUser);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('login sends the normalised e-mail and the flags of spec 1 §7', async () => {
    const api = fakeAuthApi();
    const store = createAuthStore({ api, initialState: { status: 'logged out' } });
    const end = await store.login({ ...loginInput, redirectPath: '/trainingen/3' });
    expect(api.login).toHaveBeenCalledWith({
      email: 'sanne@example.nl',
      newsletter: true,
      recaptchaToken: 'token',
      redirectPath: '/trainingen/3',
      fromLoginPage: true,
      fromCertificatePage: false,
      referrerUrl: undefined,
      registrationUrl: undefined,
    });
    expect(end).toEqual({ status: 'logged out - account magic link sent', email: 'sanne@example.nl' });
  });

  it('an invalid e-mail never reaches the server', async () => {
    const api = fakeAuthApi();
    const store = createAuthStore({ api, initialState: { status: 'logged out' } });
    expect((await store.login({ ...loginInput, email: 'sanne@example' })).status).toBe(
      'logged out - invalid email',
    );
    expect(api.login).not.toHaveBeenCalled();
  });

  it('a missing bot-check token is error recaptcha failed', async () => {
    const api = fakeAuthApi();
    const store = createAuthStore({ api, initialState: { status: 'logged out' } });
    expect((await store.login({ ...loginInput, recaptchaToken: null })).status).toBe(
      'logged out - error recaptcha failed',
    );
    expect(api.login).not.toHaveBeenCalled();
  });

  it('success fires the /geregistreerd page view and redirects to /mijn-trainingen by default', async () => {
    const track = vi.fn();
    const api = fakeAuthApi({
      login: vi.fn(async () => loaded({ status: 'success' as const, user: testUser })),
    });
    const store = createAuthStore({ api, track, initialState: { status: 'logged out' } });
    const end = await store.login(loginInput);
    expect(end).toEqual({
      status: 'logged in - redirecting',
      user: testUser,
      redirectPath: '/mijn-trainingen',
    });
    expect(track).toHaveBeenCalledWith({ kind: 'virtual page view', path: '/geregistreerd' });
    store.redirected();
    expect(store.getState()).toEqual({ status: 'logged in', user: testUser });
  });

  it('an unreadable answer (broken contract) is login not authorized', async () => {
    const api = fakeAuthApi({ login: vi.fn(async () => failed(599, 'bad')) });
    const store = createAuthStore({ api, initialState: { status: 'logged out' } });
    expect((await store.login(loginInput)).status).toBe('logged out - error login not authorized');
  });

  it('a network failure goes to login api error and retries after 500 ms', async () => {
    const api = fakeAuthApi();
    api.login
      .mockResolvedValueOnce(connectionError('offline'))
      .mockResolvedValueOnce(loaded({ status: 'account magic link sent' }));
    const store = createAuthStore({ api, initialState: { status: 'logged out' } });
    const done = store.login(loginInput);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({
      status: 'logged out - login api error',
      retrying: true,
      attempt: 1,
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(api.login).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.login).toHaveBeenCalledTimes(2);
    expect((await done).status).toBe('logged out - account magic link sent');
  });

  it('gives up after the attempt cap and lets the visitor try again', async () => {
    const api = fakeAuthApi({ login: vi.fn(async () => connectionError('offline')) });
    const store = createAuthStore({ api, maxAttempts: 3, initialState: { status: 'logged out' } });
    const done = store.login(loginInput);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await done).toMatchObject({ status: 'logged out - login api error', retrying: false, attempt: 3 });
    expect(api.login).toHaveBeenCalledTimes(3);
  });

  it('dispose stops a pending retry', async () => {
    const api = fakeAuthApi({ login: vi.fn(async () => connectionError('offline')) });
    const store = createAuthStore({ api, initialState: { status: 'logged out' } });
    const done = store.login(loginInput);
    await vi.advanceTimersByTimeAsync(0);
    store.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    expect(api.login).toHaveBeenCalledTimes(1);
  });

  it('logout posts, then logged out; an api error retries after 500 ms', async () => {
    const api = fakeAuthApi();
    api.logout.mockResolvedValueOnce(failed(503, 'down')).mockResolvedValueOnce(loaded(undefined));
    const store = createAuthStore({ api, initialState: { status: 'logged in', user: testUser } });
    const done = store.logout();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({ status: 'logged in - logout api error', retrying: true });
    await vi.advanceTimersByTimeAsync(500);
    expect((await done).status).toBe('logged out');
    expect(api.logout).toHaveBeenCalledTimes(2);
  });

  it('logout when logged out does nothing', async () => {
    const api = fakeAuthApi();
    const store = createAuthStore({ api, initialState: { status: 'logged out' } });
    await store.logout();
    expect(api.logout).not.toHaveBeenCalled();
  });
});
