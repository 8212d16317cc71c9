/*
 * Story helpers (not exported from the package): the account screens' decorator puts each story in an
 * auth provider set up by its `parameters.auth`, with an api that answers from the fixtures and no
 * network, so stories render every screen state in the three brand themes.
 */
import { type ApiResult, connectionError, loaded } from '@dementie/api-client';
import type { Decorator } from '@storybook/react-vite';
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

/** A session storage for one story mount, holding `values`. */
function storyStorage(values: Record<string, string>): ResultStorage {
  const map = new Map(Object.entries(values));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** How a story's auth provider is set up: the story's `parameters.auth` (see {@link withStoryAuth}). */
export interface StoryAuthSetup {
  /** The state the auth store starts in; default logged in as the fixtures' user. */
  readonly state?: AuthState;
  /** Default {@link storyApi}. */
  readonly api?: AuthApi;
  /** What the session storage of the training's result holds; default no storage. */
  readonly storage?: Readonly<Record<string, string>>;
  /** What the storage holds where the page notice after a link waits; default no storage. */
  readonly noticeStorage?: Readonly<Record<string, string>>;
  /** Whether a link is opened in the browser that asked for it; default true. */
  readonly sameBrowser?: boolean;
  /** Forces reduced motion on or off; default the toolbar's motion switch (matchMedia). */
  readonly reducedMotion?: boolean;
}

/** Options of {@link StoryAuth}. */
interface StoryAuthProps extends StoryAuthSetup {
  readonly children: ReactNode;
}

/**
 * Wraps a story in an auth provider with a fixed state. The storages are made once per mount, so a
 * screen that takes a value out of one (the page notice) finds it in every place the story is shown.
 */
function StoryAuth({
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
  const [resultStorage] = useState(() => (storage ? storyStorage(storage) : null));
  const [pageNoticeStorage] = useState(() => (noticeStorage ? storyStorage(noticeStorage) : null));
  return (
    <AuthProvider
      store={store}
      botCheck={createStaticBotCheck('story-token')}
      resultStorage={() => resultStorage}
      noticeStorage={() => pageNoticeStorage}
      isSameBrowser={() => sameBrowser}
      prefersReducedMotion={() =>
        reducedMotion ?? window.matchMedia('(prefers-reduced-motion: reduce)').matches
      }
    >
      {children}
    </AuthProvider>
  );
}

/** The story types of the account screens: `parameters.auth` sets up their auth provider. */
export interface StoryAuthTypes {
  parameters: { auth?: StoryAuthSetup };
}

/** The account screens' decorator: the story inside {@link StoryAuth}, set up by `parameters.auth`. */
export const withStoryAuth: Decorator = (Story, { parameters }) => (
  <StoryAuth {...(parameters.auth as StoryAuthSetup | undefined)}>
    <Story />
  </StoryAuth>
);
