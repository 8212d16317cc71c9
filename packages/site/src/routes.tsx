import { Loader } from '@dementie/block-kit';
import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, Outlet, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/layout';
import { authScreen, lazyScreens, prepareLazyRoutes } from './lazy-screens';
import { APP_PAGE, DOCUMENT_PAGE, type SiteRouteHandle } from './route-handle';
import { loadCertificateHead } from './screens/auth/certificate-head';
import { logoutTarget, requireSession } from './screens/auth/session-gate';
import { followRedirect, loadCmsPage, loadHome, loadPreview } from './screens/cms/cms-loader';
import { loadCookies } from './screens/cookies-loader';
import { EMBED_TRAINING_ROUTE } from './screens/embed/embed-constants';
import { EmbedLayout, EmbedRouteError } from './screens/embed/embed-layout';
import { MEMORY_TEST_PATH } from './screens/memory-test/memory-test-paths';
import { MemoryTestStartScreen } from './screens/memory-test/memory-test-start';
import { NotFoundScreen } from './screens/not-found';
import { loadOverview } from './screens/overview/overview-loader';
import {
  loadLeaveTraining,
  loadTrainingEnd,
  loadTrainingOffline,
  TrainingOfflineScreen,
} from './screens/player/training-exits';
import { loadTrainingHead } from './screens/player/training-head';
import { OFFLINE_PATH } from './screens/player/training-paths';
import { RouteError } from './screens/route-error';
import { loadSearch } from './screens/search/search-loader';
import { HOME_NODE_ID } from './services/analytics';
import { createPageViewGate } from './services/page-view-gate';
import type { SiteServices } from './services/site-services';
import { loadMenus, Providers, Root, type SiteSlots } from './site-root';

export type { SiteRouteHandle, SiteSlots };
export { prepareLazyRoutes };

/**
 * Wraps a non-CMS route's loader: before the page, the path's redirect is looked up (spec 1 §2, §7).
 */
function withRedirect<T>(services: SiteServices, load?: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T | null> => {
    await followRedirect(services, new URL(args.request.url));
    return load ? load(args) : null;
  };
}

/**
 * The route table of spec 1 §2 as data routes with loaders (no fetching in effects for first paint).
 * The same objects serve the browser router and the server's static handler.
 */
export function createSiteRoutes(services: SiteServices, slots: SiteSlots = {}): RouteObject[] {
  // One per app, not per mount of its root: a root rendered again from scratch (after an error, a
  // hydration retry) must not count the page on screen a second time.
  const pageViewGate = createPageViewGate();
  const screen = (
    element: ReactNode,
    load?: (args: LoaderFunctionArgs) => Promise<unknown>,
  ): RouteObject => ({
    element,
    loader: withRedirect(services, load),
  });
  const lazyScreen = (
    component: RouteObject['lazy'],
    load?: (args: LoaderFunctionArgs) => Promise<unknown>,
  ): RouteObject => ({ lazy: component, loader: withRedirect(services, load), handle: APP_PAGE });
  /** A content page whose screen is loaded when the app shows it: a document where the site serves them. */
  const lazyContent = (
    component: RouteObject['lazy'],
    load?: (args: LoaderFunctionArgs) => Promise<unknown>,
  ): RouteObject => ({ lazy: component, loader: withRedirect(services, load) });
  const cmsScreen = (props: { home?: boolean }) => async () => {
    const CmsPageScreen = await lazyScreens.cms();
    return { element: <CmsPageScreen {...props} /> };
  };
  const overviewScreen = async () => ({ Component: await lazyScreens.overview() });
  return [
    {
      id: 'root',
      element: (
        <Providers services={services}>
          <Root slots={slots} pageViewGate={pageViewGate} />
        </Providers>
      ),
      errorElement: (
        <Providers services={services}>
          <Layout brand={services.brand} menus={{ main: [], top: [], footer: [] }}>
            <RouteError />
          </Layout>
        </Providers>
      ),
      // Only when the browser renders without the server's page (SSR=off, `pnpm dev`): a loader while
      // the first page's data comes in, instead of a blank screen.
      hydrateFallbackElement: (
        <Providers services={services}>
          <Layout brand={services.brand} menus={{ main: [], top: [], footer: [] }} chrome="hidden">
            <Loader />
          </Layout>
        </Providers>
      ),
      loader: ({ request }) => loadMenus(services, request),
      shouldRevalidate: () => false,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              lazy: cmsScreen({ home: true }),
              handle: { analyticsNodeId: HOME_NODE_ID } satisfies SiteRouteHandle,
              loader: ({ request }) => loadHome(services, request),
            },
            {
              path: 'nieuws',
              // A document: its list with 'Meer laden' is an island (decision 0069).
              ...lazyContent(overviewScreen, ({ request }) => loadOverview(services, 'news', request)),
            },
            {
              path: 'organisaties',
              ...lazyContent(overviewScreen, ({ request }) =>
                loadOverview(services, 'organisations', request),
              ),
            },
            {
              path: 'ervaringen',
              ...lazyContent(overviewScreen, ({ request }) => loadOverview(services, 'stories', request)),
            },
            {
              path: 'zoeken',
              ...lazyScreen(
                async () => ({ Component: await lazyScreens.search() }),
                ({ request }) => loadSearch(services, request),
              ),
              // A document: its form is an island (decision 0069).
              handle: DOCUMENT_PAGE,
            },
            {
              path: 'trainingen',
              ...lazyContent(
                async () => ({ Component: (await lazyScreens.trainings()).TrainingsScreen }),
                async ({ request }) => (await lazyScreens.trainings()).loadTrainings(services, request),
              ),
            },
            {
              path: 'trainingen/:courseId',
              ...lazyScreen(
                async () => ({ Component: await lazyScreens.player() }),
                (args) => loadTrainingHead(services, args),
              ),
              // The player page (decision 0073): a document with the player as its one island.
              handle: { page: 'player', chrome: 'hidden', training: true } satisfies SiteRouteHandle,
            },
            // Decision 0053: the memory test the banner on every page promises. The start page is plain
            // server-rendered links; the questionnaire (its content from our call) is its own chunk.
            { path: MEMORY_TEST_PATH.slice(1), ...screen(<MemoryTestStartScreen />) },
            {
              path: `${MEMORY_TEST_PATH.slice(1)}/:variant`,
              ...lazyScreen(
                async () => ({ Component: (await lazyScreens.memoryTest()).MemoryTestScreen }),
                async (args) => (await lazyScreens.memoryTest()).loadMemoryTest(services, args),
              ),
              // Moving between steps changes only the query: the questionnaire is not fetched again.
              shouldRevalidate: (args) => args.currentParams.variant !== args.nextParams.variant,
            },
            // Spec 3 §2: the ways out of a training. The first two are redirects only (302 from the
            // server); the offline page is a page of its own, with the site's header and footer.
            { path: 'sluiten-training', loader: loadLeaveTraining },
            { path: 'einde-training', loader: loadTrainingEnd },
            {
              path: OFFLINE_PATH.slice(1),
              element: <TrainingOfflineScreen />,
              loader: loadTrainingOffline,
            },
            {
              path: 'cookies',
              ...lazyScreen(
                async () => ({ Component: await lazyScreens.cookies() }),
                ({ request }) => loadCookies(services, request),
              ),
              // A document: its settings button is an island (decision 0069).
              handle: DOCUMENT_PAGE,
            },
            { path: 'login', ...lazyScreen(authScreen('LoginRoute')) },
            { path: 'account-gegevens', ...lazyScreen(authScreen('AccountRoute')) },
            {
              path: 'mijn-trainingen',
              // Spec 2 route table: guests go to the trainings overview, answered by the server.
              ...lazyScreen(authScreen('MyTrainingsRoute'), ({ request }) =>
                requireSession(services, request, '/trainingen'),
              ),
            },
            {
              path: 'logout',
              // A guest has nothing to log out of: straight on to where the logout would lead.
              ...lazyScreen(authScreen('LogoutRoute'), ({ request }) =>
                requireSession(services, request, logoutTarget(request)),
              ),
            },
            { path: 'auto-activate', ...lazyScreen(authScreen('ActivationRoute')) },
            { path: 'change-email', ...lazyScreen(authScreen('ChangeEmailRoute')) },
            { path: 'anonymize-user', ...lazyScreen(authScreen('AnonymizeUserRoute')) },
            {
              path: 'jouw-resultaat',
              ...lazyScreen(authScreen('ResultRoute')),
              handle: { ...APP_PAGE, footerNewsletter: false } satisfies SiteRouteHandle,
            },
            {
              path: 'jouw-resultaat/:certificateId',
              // Decision 0041: the share card (Open Graph) of a certificate is written by the server.
              ...lazyScreen(authScreen('CertificateRoute'), (args) => loadCertificateHead(services, args)),
            },
            // Decision 0013: the editor's pages (editors only), linked from the account menu and profile.
            {
              path: 'redactie',
              ...lazyScreen(
                async () => ({ Component: (await lazyScreens.editor()).EditorTrainingsScreen }),
                async ({ request }) => (await lazyScreens.editor()).loadEditorTrainings(services, request),
              ),
            },
            {
              path: 'redactie/afbeeldingen',
              ...lazyScreen(
                async () => ({ Component: (await lazyScreens.editor()).ImageLibraryScreen }),
                async ({ request }) => (await lazyScreens.editor()).loadImageLibrary(services, request),
              ),
            },
            {
              path: 'preview/:entityType/:entityId/:revisionId',
              lazy: cmsScreen({}),
              loader: ({ request, params }) => loadPreview(services, request, params),
              // An editor's preview may follow live edits: the app (decision 0067).
              handle: APP_PAGE,
            },
            { path: '404', element: <NotFoundScreen /> },
            {
              path: '*',
              lazy: cmsScreen({}),
              loader: ({ request }) => loadCmsPage(services, request),
            },
          ],
        },
      ],
    },
    {
      // The embed page (decision 0085): the player alone, for another site's iframe. Beside
      // the site's root, so none of its frame (header, menus, footer, cookie banner, page views) is in it.
      id: 'embed',
      path: EMBED_TRAINING_ROUTE,
      element: (
        <Providers services={services}>
          <EmbedLayout brand={services.brand}>
            <Outlet />
          </EmbedLayout>
        </Providers>
      ),
      errorElement: (
        <Providers services={services}>
          <EmbedLayout brand={services.brand}>
            <EmbedRouteError />
          </EmbedLayout>
        </Providers>
      ),
      hydrateFallbackElement: (
        <Providers services={services}>
          <EmbedLayout brand={services.brand}>
            <Loader />
          </EmbedLayout>
        </Providers>
      ),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: await lazyScreens.embed() }),
          // The player page's loader: the training's name, and 404 for one that does not exist.
          loader: (args) => loadTrainingHead(services, args),
          // A document whose one island is the player, started by the player page's script (0073).
          handle: { page: 'player' } satisfies SiteRouteHandle,
        },
      ],
    },
  ];
}
