import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { BrandConfig } from './brand/brand-config';
import { Layout } from './layout/layout';
import { HomeScreen, NotFoundScreen } from './screens/home';

/**
 * The route table of spec 1 §2 as data routes. The same objects serve the browser router and, later,
 * the server's static handler, so pages can be rendered on the server and hydrated.
 */
export function createSiteRoutes(brand: BrandConfig): RouteObject[] {
  return [
    {
      element: (
        <I18nProvider brand={brand.id}>
          <Layout brand={brand}>
            <Outlet />
          </Layout>
        </I18nProvider>
      ),
      children: [
        { index: true, element: <HomeScreen /> },
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}
