import { connectionError, failed, loaded, unauthorized } from '@dementie/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLinkReducer, initialLinkState, type LinkKind, type LinkState } from '../machine/link-machine';
import { fakeAuthApi, testUser } from '../test-support/fake-api';
import { createAuthStore } from './auth-store';
import { linkParamsValid, readLinkParams, runLink, safeRedirectPath } from './link-runner';

function harness<K extends LinkKind>(kind: K, api = fakeAuthApi()) {
  const store = createAuthStore({ api, initialState: { status: 'logged out' } });
  const reduce = createLinkReducer(kind);
  let state: LinkState<K> = reduce(initialLinkState(kind), {
    type: 'opened',
    paramsValid: true,
    sameBrowser: true,
  });
  const params = readLinkParams(
    new URLSearchParams(
      `activationToken=abc&userEmail=sanne@example.nl&userId=${testUser.id}&redirectPath=/trainingen`,
    ),
  );
  const run = () =>
    runLink({
      store,
      kind,
      params,
      getState: () => state,
      dispatch: (event) => {
        state = reduce(state, event);
      },
    });
  return { store, api, run, state: () => state };
}

describe('link parameters', () => {
  it('reads token, e-mail, user id and a local redirect path', () => {
    const params = readLinkParams(new URLSearchParams('activationToken=t&userEmail=a@b.nl&redirectPath=/x'));
    expect(params).toEqual({ activationToken: 't', userEmail: 'a@b.nl', userId: null, redirectPath: '/x' });
    expect(linkParamsValid('activate', params)).toBe(true);
    expect(linkParamsValid('change-email', params)).toBe(false);
    expect(linkParamsValid('anonymize', { ...params, userId: 'u' })).toBe(true);
    expect(linkParamsValid('activate', { ...params, activationToken: null })).toBe(false);
  });

  it('never follows a redirect to another site', () => {
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('/mijn-trainingen')).toBe('/mijn-trainingen');
  });
});

describe('link runner (spec 1 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('activation signs the user in and ends in account activated', async () => {
    const h = harness('activate');
    await h.run();
    expect(h.api.activate).toHaveBeenCalledWith({ activationToken: 'abc', email: 'sanne@example.nl' });
    expect(h.state()).toEqual({ status: 'account activated', user: testUser, redirectPath: '/trainingen' });
    expect(h.store.getState()).toEqual({ status: 'logged in', user: testUser });
  });

  it('change e-mail signs in with the updated user; without a user it checks the session', async () => {
    const h = harness('change-email');
    await h.run();
    expect(h.api.changeEmailFromMagicLink).toHaveBeenCalledWith({
      activationToken: 'abc',
      userId: testUser.id,
    });
    expect(h.state().status).toBe('email changed');
    expect(h.store.getState().status).toBe('logged in');

    const api = fakeAuthApi({
      changeEmailFromMagicLink: vi.fn(async () => loaded({ status: 'success' as const })),
    });
    const second = harness('change-email', api);
    await second.run();
    expect(api.isSessionValid).toHaveBeenCalled();
  });

  it('anonymize signs out', async () => {
    const h = harness('anonymize');
    h.store.signedIn(testUser);
    await h.run();
    expect(h.api.anonymizeUserFromMagicLink).toHaveBeenCalled();
    expect(h.state().status).toBe('anonymized');
    expect(h.store.getState().status).toBe('logged out');
  });

  it.each([
    [loaded({ status: 'error token not valid' as const }), 'error token not valid'],
    [loaded({ status: 'not authorized' as const }), 'not authorized'],
    [unauthorized(403), 'not authorized'],
  ])('answer %j leads to %s', async (answer, status) => {
    const api = fakeAuthApi({ changeEmailFromMagicLink: vi.fn(async () => answer) });
    const h = harness('change-email', api);
    await h.run();
    expect(h.state()).toEqual({ status });
  });

  it('an api error is retried after 500 ms', async () => {
    const api = fakeAuthApi();
    api.activate.mockResolvedValueOnce(connectionError('offline'));
    const h = harness('activate', api);
    const done = h.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.state()).toEqual({ status: 'api error', attempt: 1, retrying: true });
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(api.activate).toHaveBeenCalledTimes(2);
    expect(h.state().status).toBe('account activated');
  });

  it('a 4xx answer is an api error without retries', async () => {
    const api = fakeAuthApi({ activate: vi.fn(async () => failed(404, 'gone')) });
    const h = harness('activate', api);
    await h.run();
    expect(h.state()).toEqual({ status: 'api error', attempt: 1, retrying: false });
    expect(api.activate).toHaveBeenCalledTimes(1);
  });

  it('stops retrying after the attempt cap', async () => {
    const api = fakeAuthApi({ anonymizeUserFromMagicLink: vi.fn(async () => failed(500, 'down')) });
    const h = harness('anonymize', api);
    const done = h.run();
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    expect(api.anonymizeUserFromMagicLink).toHaveBeenCalledTimes(5);
    expect(h.state()).toMatchObject({ status: 'api error', retrying: false });
  });
});
