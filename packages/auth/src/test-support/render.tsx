import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { type BotCheck, createStaticBotCheck } from '../bot-check/bot-check';
import type { AuthState } from '../machine/auth-machine';
import { AuthProvider } from '../store/auth-context';
import { createAuthStore } from '../store/auth-store';
import type { AuthNavigation, AuthTrackEvent } from '../store/deps';
import type { ResultStorage } from '../store/result-storage';
import { fakeAuthApi } from './fake-api';
import { testUser } from './fixtures';

/** A navigation double that records calls. */
export function fakeNavigation(search = '') {
  return {
    navigate: vi.fn<AuthNavigation['navigate']>(),
    searchParams: new URLSearchParams(search),
  } satisfies AuthNavigation;
}

/** Options of {@link renderWithAuth}. */
export interface RenderWithAuthOptions {
  readonly api?: ReturnType<typeof fakeAuthApi>;
  readonly initialState?: AuthState;
  readonly botCheck?: BotCheck;
  readonly storage?: ResultStorage | null;
  /** Storage of the page notice; default none. */
  readonly noticeStorage?: ResultStorage | null;
  readonly sameBrowser?: boolean;
  readonly reducedMotion?: boolean;
  readonly track?: (event: AuthTrackEvent) => void;
}

/** Renders `ui` inside the dementie texts and a fresh auth store with a fake api. */
export function renderWithAuth(ui: ReactNode, options: RenderWithAuthOptions = {}) {
  const api = options.api ?? fakeAuthApi();
  const track = options.track ?? vi.fn<(event: AuthTrackEvent) => void>();
  const store = createAuthStore({
    api,
    track,
    ...(options.initialState ? { initialState: options.initialState } : {}),
  });
  const { container, unmount } = render(
    <I18nProvider brand="dementie">
      <AuthProvider
        store={store}
        botCheck={options.botCheck ?? createStaticBotCheck('bot-token')}
        resultStorage={() => options.storage ?? null}
        noticeStorage={() => options.noticeStorage ?? null}
        isSameBrowser={() => options.sameBrowser ?? true}
        prefersReducedMotion={() => options.reducedMotion ?? false}
      >
        {ui}
      </AuthProvider>
    </I18nProvider>,
  );
  return { container, unmount, api, store, track };
}

/** A signed-in editor (decision 0013). */
export const loggedInEditor: AuthState = { status: 'logged in', user: { ...testUser, isEditor: true } };

/** Expects the links to the editor's pages (decision 0013): the trainings and the images. */
export function expectEditorLinks() {
  expect(screen.getByRole('link', { name: 'Trainingen bewerken' })).toHaveAttribute('href', '/redactie');
  expect(screen.getByRole('link', { name: 'Afbeeldingen beheren' })).toHaveAttribute(
    'href',
    '/redactie/afbeeldingen',
  );
}
