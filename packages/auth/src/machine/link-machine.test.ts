import { describe, expect, it } from 'vitest';
import { testUser } from '../test-support/fake-api';
import {
  createLinkReducer,
  initialLinkState,
  isLinkDone,
  isLinkFailed,
  isLinkWorking,
  type LinkKind,
  linkStatusNames,
} from './link-machine';

const kinds: LinkKind[] = ['activate', 'change-email', 'anonymize'];

describe.each(kinds)('%s link machine (spec 1 §4)', (kind) => {
  const names = linkStatusNames[kind];
  const reduce = createLinkReducer(kind);
  const initial = initialLinkState(kind);
  const working = reduce(initial, { type: 'opened', paramsValid: true, sameBrowser: true });

  it('starts in its first state and shows the loader', () => {
    expect(initial.status).toBe(names.initial);
    expect(isLinkWorking(kind, initial)).toBe(true);
  });

  it('goes to its working state when opened in the same browser', () => {
    expect(working).toEqual({ status: names.working, attempt: 1 });
    expect(isLinkWorking(kind, working)).toBe(true);
  });

  it('a link without its parameters is not valid', () => {
    expect(reduce(initial, { type: 'opened', paramsValid: false, sameBrowser: true })).toEqual({
      status: 'error token not valid',
    });
  });

  it('success leads to the success state with the redirect path', () => {
    const done = reduce(working, {
      type: 'answered',
      answer: { kind: 'success', user: testUser },
      redirectPath: '/mijn-trainingen',
    });
    expect(done).toEqual({ status: names.done, user: testUser, redirectPath: '/mijn-trainingen' });
    expect(isLinkDone(kind, done)).toBe(true);
    expect(isLinkWorking(kind, done)).toBe(false);
  });

  it.each([
    ['error token not valid', 'error token not valid'],
    ['not authorized', 'not authorized'],
  ] as const)('%s leads to %s and the failure screen', (answer, status) => {
    const next = reduce(working, { type: 'answered', answer: { kind: answer }, redirectPath: '/' });
    expect(next).toEqual({ status });
    expect(isLinkFailed(next)).toBe(true);
  });

  it('an api error keeps the loader while retrying, then works again with the next attempt', () => {
    const failed = reduce(working, {
      type: 'answered',
      answer: { kind: 'api error', willRetry: true },
      redirectPath: '/',
    });
    expect(failed).toEqual({ status: 'api error', attempt: 1, retrying: true });
    expect(isLinkWorking(kind, failed)).toBe(true);
    expect(isLinkFailed(failed)).toBe(false);
    expect(reduce(failed, { type: 'retried' })).toEqual({ status: names.working, attempt: 2 });
  });

  it('an api error without retries left is a failure', () => {
    const failed = reduce(working, {
      type: 'answered',
      answer: { kind: 'api error', willRetry: false },
      redirectPath: '/',
    });
    expect(isLinkFailed(failed)).toBe(true);
    expect(reduce(failed, { type: 'retried' })).toBe(failed);
  });

  it('ignores answers outside the working state and a second opening', () => {
    const answer = { type: 'answered', answer: { kind: 'success', user: null }, redirectPath: '/' } as const;
    expect(reduce(initial, answer)).toBe(initial);
    expect(reduce(working, { type: 'opened', paramsValid: true, sameBrowser: true })).toBe(working);
    expect(reduce(working, { type: 'confirmed' })).toBe(working);
    expect(reduce(working, { type: 'retried' })).toBe(working);
  });
});

describe('link opened in another browser (decision 0002)', () => {
  it('the login link waits for one click, then activates', () => {
    const reduce = createLinkReducer('activate');
    const waiting = reduce(initialLinkState('activate'), {
      type: 'opened',
      paramsValid: true,
      sameBrowser: false,
    });
    expect(waiting).toEqual({ status: 'confirm in this browser' });
    expect(isLinkWorking('activate', waiting)).toBe(false);
    expect(reduce(waiting, { type: 'confirmed' })).toEqual({ status: 'activating', attempt: 1 });
  });

  it.each(['change-email', 'anonymize'] as const)(
    'the %s link proceeds (the session protects it)',
    (kind) => {
      const reduce = createLinkReducer(kind);
      const next = reduce(initialLinkState(kind), { type: 'opened', paramsValid: true, sameBrowser: false });
      expect(next.status).toBe(linkStatusNames[kind].working);
    },
  );
});
