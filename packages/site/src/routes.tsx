import { type MenuItem, siteCookies, TRAINING_PAGE_KIND } from '@dementie/api-client';
import { AccountMenu, AuthProvider, PAGE_NOTICE_KEY, PageNotice } from '@dementie/auth';
import {
  ConsentProvider,
  CookieConsent,
  Island,
  Loader,
  useConsent,
  useIslandMarks,
} from '@dementie/block-kit';
import type { Page } from '@dementie/cms-model';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  type LoaderFunctionArgs,
  matchRoutes,
  Outlet,
  type RouteObject,
  ScrollRestoration,
  type UIMatch,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router-dom';
import { PageView, type PageViewProps } from './islands/page-view';
import { SITE_ISLANDS } from './islands/site-islands';
import { SiteFooterIsland, type SiteFooterIslandProps } from './layout/brand-footer';
import { Layout, type SiteMenus } from './layout/layout';
import { loadCertificateHead } from './screens/auth/certificate-head';
import { logoutTarget, requireSession } from './screens/auth/session-gate';
import {
  type CmsPageData,
  followRedirect,
  loadCmsPage,
  loadHome,
  loadPreview,
} from './screens/cms/cms-loader';
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
import { HOME_NODE_ID, type PageRecord } from './services/analytics';
import { importWithRetry } from './services/lazy-with-retry';
import { createPageViewGate, type PageViewGate, PageViewGateProvider } from './services/page-view-gate';
import { type SiteServices, SiteServicesProvider, useSiteServices } from './services/site-services';

/** Per-route facts the layout reads (react-router `handle`). */
export interface SiteRouteHandle {
  /** Spec 1 §2: no header and footer during a training. */
  chrome?: 'full' | 'hidden';
  /** Spec 1 §4: auth is verified again when the visitor leaves this route. */
  training?: boolean;
  /**
   * The node id analytics reports for this route's page, whatever id the CMS gives it (spec 1 §9:
   * 9999 for the home page). Other pages report their CMS node's id, when they have one.
   */
  analyticsNodeId?: number;
  /**
   * false: the footer leaves out its newsletter form, because the page offers its own (the result
   * page: the certificate form's opt-in, or the result's marketing form). Two forms with the same
   * offer on one page confuse more than they help.
   */
  footerNewsletter?: false;
  /**
   * 'app': the page needs the whole React app in the browser (the player, the account screens, the
   * memory test's questionnaire, ...). Every other page is a document: rendered by the server, with
   * script only for its islands when the site serves islands (decision 0067). 'player': a document
   * whose one island is the training player, started by the player page's own script (decision 0073).
   */
  page?: 'app' | 'player';
}

/** The handle of a route that keeps the whole app in the browser. */
const APP_PAGE = { page: 'app' } as const satisfies SiteRouteHandle;

/** The handle of a lazily loaded screen that is a document all the same. */
const DOCUMENT_PAGE = {} as const satisfies SiteRouteHandle;

export interface SiteSlots {
  /** Replaces the brand footer. */
  footer?: ReactNode;
}

async function loadMenus(services: SiteServices, request: Request): Promise<SiteMenus> {
  const get = async (name: 'main' | 'top-menu' | 'footer'): Promise<readonly MenuItem[]> => {
    const result = await services.api.menu(name, { signal: request.signal });
    // A menu that fails to load leaves the page usable: the content matters more than the menu.
    return result.kind === 'loaded' ? result.value : [];
  };
  const [main, top, footer] = await Promise.all([get('main'), get('top-menu'), get('footer')]);
  return { main, top, footer };
}

/** Spec 1 §4: 'verify authentication' again when leaving a training page. */
function useReverifyAfterTraining() {
  const { auth } = useSiteServices();
  const matches = useMatches();
  const inTraining = matches.some((m) => (m.handle as SiteRouteHandle | undefined)?.training);
  const wasInTraining = useRef(inTraining);
  useEffect(() => {
    if (wasInTraining.current && !inTraining) auth.reverify();
    wasInTraining.current = inTraining;
  }, [auth, inTraining]);
}

/**
 * What a page's tracking record (spec 3 §3) says of the page: a CMS page's kind and bundle, a
 * training page's kind and training. Its node id and its visitor are added where it is sent.
 */
function pageRecordOf(matches: readonly UIMatch[]): PageRecord | undefined {
  const leaf = matches.at(-1);
  if ((leaf?.handle as SiteRouteHandle | undefined)?.training) {
    const courseId = Number(leaf?.params.courseId);
    return {
      pageKind: TRAINING_PAGE_KIND,
      ...(Number.isInteger(courseId) && courseId > 0 ? { trainingsId: courseId } : {}),
    };
  }
  const cms = leaf?.data as Partial<CmsPageData> | undefined;
  const kind = cms?.page?.kind;
  if (!kind) return undefined;
  return { pageKind: kind, ...(cms.nodeType ? { nodeType: cms.nodeType } : {}) };
}

/** The node id of the page a route shows: the route's own (the home page) or its CMS node's. */
function nodeIdOf(matches: readonly UIMatch[]): number | undefined {
  const leaf = matches.at(-1);
  const own = (leaf?.handle as SiteRouteHandle | undefined)?.analyticsNodeId;
  if (own !== undefined) return own;
  const id = Number((leaf?.data as { page?: Page } | undefined)?.page?.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * One page view per page shown, the first included (sent only with statistics consent, decision 0031).
 * A page that replaced itself before this effect ran (its screen's effects run first) only led on and
 * sends none (page-view-gate.ts).
 */
function usePageViews(gate: PageViewGate) {
  const { analytics } = useSiteServices();
  const location = useLocation();
  const matches = useMatches();
  useEffect(() => {
    // Once per navigation: re-renders and React's development double effects add none.
    gate.count(location.key, () =>
      analytics.page({
        path: `${location.pathname}${location.search}`,
        nodeId: nodeIdOf(matches),
        record: pageRecordOf(matches),
      }),
    );
  }, [analytics, gate, location, matches]);
}

/** Spec 2 §9 / §2.8: scroll to a hash anchor after 1 s (content above it may still be loading). */
function useScrollToHash() {
  const location = useLocation();
  useEffect(() => {
    if (!location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const timer = window.setTimeout(() => {
      document.getElementById(id)?.scrollIntoView();
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [location.hash]);
}

/**
 * A document page's view (decision 0067): the app counts it with `usePageViews`; a document has no
 * app, so an island does, rendered only for a visitor who consented to statistics.
 */
function DocumentPageView({ matches }: { matches: readonly UIMatch[] }) {
  const isDocument = useIslandMarks();
  const consent = useConsent();
  const location = useLocation();
  if (!isDocument || !consent.has('statistics')) return null;
  const nodeId = nodeIdOf(matches);
  const record = pageRecordOf(matches);
  const props: PageViewProps = {
    path: `${location.pathname}${location.search}`,
    ...(nodeId === undefined ? {} : { nodeId }),
    ...(record === undefined ? {} : { record }),
  };
  return (
    <Island name={SITE_ISLANDS.pageView} props={props} when="idle">
      <PageView {...props} />
    </Island>
  );
}

function Root({ slots, pageViewGate }: { slots: SiteSlots; pageViewGate: PageViewGate }) {
  const services = useSiteServices();
  const menus = useLoaderData() as SiteMenus;
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  useReverifyAfterTraining();
  useScrollToHash();
  usePageViews(pageViewGate);
  const hidden = matches.some((m) => (m.handle as SiteRouteHandle | undefined)?.chrome === 'hidden');
  const footerNewsletter = !matches.some(
    (m) => (m.handle as SiteRouteHandle | undefined)?.footerNewsletter === false,
  );
  // Spec 2 §2.2: a CMS page may hide the footer.
  const hideFooter = matches.some((m) => (m.data as { page?: Page } | undefined)?.page?.hideFooter === true);
  return (
    <PageViewGateProvider value={pageViewGate}>
      <Layout
        brand={services.brand}
        menus={menus}
        accountMenu={
          // On a document page an island whose links load the next page (decision 0067). Its HTML is the
          // same for everyone: the 'Inloggen' link, which needs no script, marked as not known yet. Only
          // a browser that holds the signed-in hint takes it over and checks the session (decision
          // 0097); for anyone else it stays the link.
          <Island name={SITE_ISLANDS.accountMenu} props={{}} needsCookie={siteCookies.signedIn.name}>
            <AccountMenu navigate={(path) => navigate(path)} />
          </Island>
        }
        footer={
          hideFooter
            ? false
            : (slots.footer ?? (
                <Island<SiteFooterIslandProps>
                  name={SITE_ISLANDS.footer}
                  props={{ menu: menus.footer, newsletter: footerNewsletter }}
                >
                  <SiteFooterIsland menu={menus.footer} newsletter={footerNewsletter} />
                </Island>
              ))
        }
        chrome={hidden ? 'hidden' : 'full'}
      >
        {/* Decision 0032: the one-time confirmation after a mailed e-mail change or erasure, on the page
          the link leads to (read again at every navigation). */}
        <Island
          name={SITE_ISLANDS.pageNotice}
          props={{ locationKey: location.key }}
          needsStored={PAGE_NOTICE_KEY}
        >
          <PageNotice locationKey={location.key} />
        </Island>
        <DocumentPageView matches={matches} />
        <Outlet />
        <ScrollRestoration />
        <CookieConsent formAction="/cookie-keuze" returnTo={`${location.pathname}${location.search}`} />
      </Layout>
    </PageViewGateProvider>
  );
}

/** The providers every page needs, in the order they depend on each other. */
function Providers({ services, children }: { services: SiteServices; children: ReactNode }) {
  return (
    <SiteServicesProvider services={services}>
      <I18nProvider brand={services.brand.id}>
        <ConsentProvider store={services.consent}>
          <AuthProvider store={services.auth} botCheck={services.botCheck}>
            {children}
          </AuthProvider>
        </ConsentProvider>
      </I18nProvider>
    </SiteServicesProvider>
  );
}

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
/**
 * Screens that most visits never need load as their own chunks (decision 0038: code splitting per route):
 * the player with its editor, the account screens, search and the cookie statement. On the server
 * the static handler resolves them before rendering; in the browser `prepareLazyRoutes` does so
 * before hydrating, so the markup matches.
 */
const lazyScreens = {
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

function authScreen(name: keyof AuthRoutes) {
  return async () => ({ Component: (await lazyScreens.auth())[name] });
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
