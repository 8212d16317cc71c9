/*
 * Test helpers for this package only (not exported): a fake api object with the methods the auth
 * package uses, each answering a sensible default that a test overrides.
 */
import { connectionError, failed, loaded } from '@dementie/api-client';
import { vi } from 'vitest';
import type { AuthApi } from '../store/deps';
import { fixtureAnswers, testUser } from './fixtures';

export * from './fixtures';

type Answer<K extends keyof AuthApi> = Awaited<ReturnType<AuthApi[K]>>;

/** A fake api: every method a vi.fn with a default answer. */
export function fakeAuthApi(overrides: Partial<{ [K in keyof AuthApi]: AuthApi[K] }> = {}) {
  const api = {
    login: vi.fn(fixtureAnswers.login),
    isSessionValid: vi.fn(fixtureAnswers.isSessionValid),
    logout: vi.fn(fixtureAnswers.logout),
    activate: vi.fn(async (): Promise<Answer<'activate'>> => loaded({ status: 'success', user: testUser })),
    changeEmailFromMagicLink: vi.fn(
      async (): Promise<Answer<'changeEmailFromMagicLink'>> => loaded({ status: 'success', user: testUser }),
    ),
    anonymizeUserFromMagicLink: vi.fn(
      async (): Promise<Answer<'anonymizeUserFromMagicLink'>> => loaded({ status: 'success' }),
    ),
    // As the reference server: the account's own address is a 409, which the client's error
    // policy reports as failed 404 (spec 3 §8); any other valid address is 'success'.
    changeOwnEmail: vi.fn(
      async (_userId: string, newEmail: string): Promise<Answer<'changeOwnEmail'>> =>
        newEmail === testUser.email ? failed(404, 'Request failed with status 409') : loaded('success'),
    ),
    anonymizeAccount: vi.fn(fixtureAnswers.anonymizeAccount),
    altchaChallenge: vi.fn(
      async (): Promise<Answer<'altchaChallenge'>> => connectionError('no bot check in this test'),
    ),
    createCertificate: vi.fn(fixtureAnswers.createCertificate),
    certificatePage: vi.fn(fixtureAnswers.certificatePage),
    certificateImageUrl: vi.fn(fixtureAnswers.certificateImageUrl),
    getFollowedCourses: vi.fn(fixtureAnswers.getFollowedCourses),
    completeCourse: vi.fn(fixtureAnswers.completeCourse),
    summaryPage: vi.fn(fixtureAnswers.summaryPage),
  } satisfies AuthApi;
  // Overrides are vi.fn too in every test, so the mock helpers stay usable on them.
  return Object.assign(api, overrides) as typeof api;
}

/** A Map-backed session storage. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
    removeItem: (key: string) => {
      map.delete(key);
    },
    map,
  };
}
