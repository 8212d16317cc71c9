import type { MenuItem } from '@dementie/api-client';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import {
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
  ScrollRestoration,
  useLoaderData,
  useMatches,
} from 'react-router-dom';
import { Layout, type SiteMenus } from './layout/layout';
import { followRedirect, loadCmsPage, loadHome, loadPreview } from './screens/cms/cms-loader';
import { CmsPageScreen } from './screens/cms/cms-page-screen';
import { NotFoundScreen } from './screens/not-found';
import { loadOverview } from './screens/overview/overview-loader';
import { OverviewScreen } from './screens/overview/overview-screen';
import { RouteError } from './screens/route-error';
import { loadSearch } from './screens/search/search-loader';
import { SearchScreen } from './screens/search/search-screen';
import { loadTrainings, TrainingsScreen } from './screens/trainings/trainings-screen';
import { type SiteServices, SiteServicesProvider } from './services/site-services';

/** Per-route facts the layout reads (react-router `handle`). */
export interface SiteRouteHandle {
  /** Spec 1 §2: no header and footer during a training. */
  chrome?: 'full' | 'hidden';
}

export interface SiteSlots {
  /** The auth package's account menu for the header. */
  accountMenu?: ReactNode;
  /** The brand's footer. */
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

function Root({ services, slots }: { services: SiteServices; slots: SiteSlots }) {
  const menus = useLoaderData() as SiteMenus;
  const matches = useMatches();
  const hidden = matches.some((m) => (m.handle as SiteRouteHandle | undefined)?.chrome === 'hidden');
  return (
    <Layout
      brand={services.brand}
      menus={menus}
      accountMenu={slots.accountMenu}
      footer={slots.footer}
      chrome={hidden ? 'hidden' : 'full'}
    >
      <Outlet />
      <ScrollRestoration />
    </Layout>
  );
}

/**
 * Wraps a non-CMS route's loader: before the page, the path's redirect is looked up (spec 1 §2, §7).
 */
function withRedirect<T>(services: SiteServices, load: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    await followRedirect(services, new URL(args.request.url).pathname);
    return load(args);
  };
}

/**
 * The route table of spec 1 §2 as data routes with loaders (no fetching in effects for first paint).
 * The same objects serve the browser router and the server's static handler.
 */
export function createSiteRoutes(services: SiteServices, slots: SiteSlots = {}): RouteObject[] {
  const plain = (element: ReactNode, load?: (args: LoaderFunctionArgs) => Promise<unknown>): RouteObject => ({
    element,
    ...(load
      ? { loader: withRedirect(services, load) }
      : { loader: withRedirect(services, async () => null) }),
  });
  return [
    {
      id: 'root',
      element: (
        <SiteServicesProvider services={services}>
          <I18nProvider brand={services.brand.id}>
            <Root services={services} slots={slots} />
          </I18nProvider>
        </SiteServicesProvider>
      ),
      errorElement: (
        <SiteServicesProvider services={services}>
          <I18nProvider brand={services.brand.id}>
            <Layout brand={services.brand} menus={{ main: [], top: [], footer: [] }}>
              <RouteError />
            </Layout>
          </I18nProvider>
        </SiteServicesProvider>
      ),
      loader: ({ request }) => loadMenus(services, request),
      shouldRevalidate: () => false,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              element: <CmsPageScreen home />,
              loader: ({ request }) => loadHome(services, request),
            },
            {
              path: 'nieuws',
              ...plain(<OverviewScreen />, ({ request }) => loadOverview(services, 'news', request)),
            },
            {
              path: 'organisaties',
              ...plain(<OverviewScreen />, ({ request }) => loadOverview(services, 'organisations', request)),
            },
            {
              path: 'ervaringen',
              ...plain(<OverviewScreen />, ({ request }) => loadOverview(services, 'stories', request)),
            },
            { path: 'zoeken', ...plain(<SearchScreen />, ({ request }) => loadSearch(services, request)) },
            {
              path: 'trainingen',
              ...plain(<TrainingsScreen />, ({ request }) => loadTrainings(services, request)),
            },
            {
              path: 'preview/:entityType/:entityId/:revisionId',
              element: <CmsPageScreen />,
              loader: ({ request, params }) => loadPreview(services, request, params),
            },
            { path: '404', element: <NotFoundScreen /> },
            {
              path: '*',
              element: <CmsPageScreen />,
              loader: ({ request }) => loadCmsPage(services, request),
            },
          ],
        },
      ],
    },
  ];
}
