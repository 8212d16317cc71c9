import type { RouteObject } from 'react-router-dom';
import type { BrandConfig } from './brand/brand-config';
import { Layout } from './layout/layout';
import { HomeScreen, NotFoundScreen } from './screens/home';
import { Outlet } from 'react-router-dom';

/**
 * The route table of spec 1 §2 as data routes. The same objects serve the browser router and, later,
 * the server's static handler, so pages can be rendered on the server and hydrated.
 */
export function createSiteRoutes(brand: BrandConfig): RouteObject[] {
  return [
    {
      element: (
        <Layout brand={brand}>
          <Outlet />
        </Layout>
      ),
      children: [
        { index: true, element: <HomeScreen brand={brand} /> },
        { path: '*', element: <NotFoundScreen brand={brand} /> },
      ],
    },
  ];
}
