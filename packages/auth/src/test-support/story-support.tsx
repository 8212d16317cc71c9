/*
 * Story helpers (not exported): an auth provider around a story, with an api that answers from
 * the fixtures and no network, so stories render every screen state in the three brand themes.
 */
import { type ApiResult, connectionError, loaded } from '@dementie/api-client';
import { type ReactNode, useState } from 'react';
import { createStaticBotCheck } from '../bot-check/bot-check';
import type { AuthState } from '../machine/auth-machine';
import { AuthProvider } from '../store/auth-context';
import { createAuthStore } from '../store/auth-store';
import type { AuthApi, AuthNavigation } from '../store/deps';
import type { ResultStorage } from '../store/result-storage';
import { fixtureAnswers, testUser } from './fixtures';

/** An api answering from the fixtures; `overrides` replace single methods. */
export function storyApi(overrides: Partial<AuthApi> = {}): AuthApi {
  const never = <T,>() => new Promise<ApiResult<T>>(() => {});
  return {
    ...fixtureAnswers,
    activate: () => never(),
    changeEmailFromMagicLink: () => never(),
    anonymizeUserFromMagicLink: () => never(),
    changeOwnEmail: async () => loaded('success'),
    altchaChallenge: async () => connectionError('stories have no server'),
    ...overrides,
  };
}

/** A navigation that goes nowhere (stories stay on their screen). */
export function storyNavigation(search = ''): AuthNavigation {
  return { navigate: () => {}, searchParams: new URLSearchParams(search) };
}

/** A session storage for one story. */
export function storyStorage(values: Record<string, string>): ResultStorage {
  const map = new Map(Object.entries(values));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** Options of {@link StoryAuth}. */
export interface StoryAuthProps {
  readonly state?: AuthState;
  readonly api?: AuthApi;
  readonly storage?: ResultStorage;
  /** Where the page notice after a link waits. */
  readonly noticeStorage?: ResultStorage;
  readonly sameBrowser?: boolean;
  /** Forces reduced motion on or off; default the toolbar's motion switch (matchMedia). */
  readonly reducedMotion?: boolean;
  readonly children: ReactNode;
}

/** Wraps a story in an auth provider with a fixed state. */
export function StoryAuth({
  state,
  api,
  storage,
  noticeStorage,
  sameBrowser = true,
  reducedMotion,
  children,
}: StoryAuthProps) {
  const [store] = useState(() =>
    createAuthStore({
      api: api ?? storyApi(),
      initialState: state ?? { status: 'logged in', user: testUser },
    }),
  );
  return (
    <AuthProvider
      store={store}
      botCheck={createStaticBotCheck('story-token')}
      resultStorage={() => storage ?? null}
      noticeStorage={() => noticeStorage ?? null}
      isSameBrowser={() => sameBrowser}
      prefersReducedMotion={() =>
        reducedMotion ?? window.matchMedia('(prefers-reduced-motion: reduce)').matches
      }
    >
      {children}
    </AuthProvider>
  );
}
