import { matchRoutes, type RouteObject } from 'react-router-dom';
import { importWithRetry } from './services/lazy-with-retry';

/**
 * Screens that most visits never need load as their own chunks (decision 0038: code splitting per route):
 * the player with its editor, the account screens, search and the cookie statement. On the server
 * the static handler resolves them before rendering; in the browser `prepareLazyRoutes` does so
 * before hydrating, so the markup matches.
 */
export const lazyScreens = {
  player: () => importWithRetry(() => import('./screens/player/player-route')).then((m) => m.PlayerRoute),
  embed: () => importWithRetry(() => import('./screens/embed/embed-route')).then((m) => m.EmbedRoute),
  search: () => importWithRetry(() => import('./screens/search/search-screen')).then((m) => m.SearchScreen),
  cookies: () => importWithRetry(() => import('./screens/cookies')).then((m) => m.CookiesScreen),
  memoryTest: () => importWithRetry(() => import('./screens/memory-test/memory-test-screen')),
  auth: () => importWithRetry(() => import('./screens/auth/auth-routes')),
  editor: () => importWithRetry(() => import('./screens/editor/editor-pages')),
  // The content screens, with the block registry: in the browser only when the app shows a content
  // page (a document page loads none of them), so an app page such as the player does not load them.
  cms: () => importWithRetry(() => import('./screens/cms/cms-page-screen')).then((m) => m.CmsPageScreen),
  overview: () =>
    importWithRetry(() => import('./screens/overview/overview-screen')).then((m) => m.OverviewScreen),
  trainings: () => importWithRetry(() => import('./screens/trainings/trainings-screen')),
};

type AuthRoutes = Awaited<ReturnType<typeof lazyScreens.auth>>;

export function authScreen(name: keyof AuthRoutes) {
  return async () => ({ Component: (await lazyScreens.auth())[name] });
}

/**
 * Loads the lazy route modules the current address needs before the browser router is made, so a
 * server-rendered page hydrates without a fallback in between (react-router's advice for SSR + lazy).
 */
export async function prepareLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
